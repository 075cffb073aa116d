// The entry point `@shop/domain/reviews-api`; the root entry never re-exports it (see review-endpoints.ts).
export * as reviewEndpoints from './review-endpoints';
