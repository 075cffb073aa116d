// The entry point `@shop/domain/remember-api`; the root entry never re-exports it (see remember-endpoints.ts).
export * as rememberEndpoints from './remember-endpoints';
