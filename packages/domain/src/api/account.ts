// The entry point `@shop/domain/account-api`; the root entry never re-exports it (see account-endpoints.ts).
export * as accountEndpoints from './account-endpoints';
