// The entry point `@shop/domain/staff-api`; the root entry never re-exports it (see staff-endpoints.ts).
export * as staffEndpoints from './staff-endpoints';
export { readySchema } from './operations';
