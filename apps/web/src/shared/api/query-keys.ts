/**
 * Query-key roots shared across features: the server-status check reloads every
 * product query when the server comes back without knowing who asked for them.
 */
export const productKeys = {
  all: ['products'] as const,
};
