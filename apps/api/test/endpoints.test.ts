import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { staffEndpoints } from '@shop/domain/staff-api';
import { reviewEndpoints } from '@shop/domain/reviews-api';
import { rememberEndpoints } from '@shop/domain/remember-api';
import { createTestContext, testDialect, type TestContext } from './context';

/**
 * The domain's endpoint tables (the public reads, the account's, the staff's and the reviews' together) and the server's routes
 * are one list: the web calls only what the tables declare, so a route missing from them could
 * not be called, and a declared endpoint the server lacks would answer 404.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const declarations = [endpoints, accountEndpoints, staffEndpoints, reviewEndpoints, rememberEndpoints].flatMap(
  (table) => Object.values(table),
);

describe(`endpoint declarations (${testDialect})`, () => {
  it('are exactly the API routes the server registers (its documentation aside)', () => {
    const served = ctx.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const declared = declarations.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(served).toEqual(declared);
  });

  it('declare each method and path once', () => {
    const keys = declarations.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
