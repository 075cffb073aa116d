import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRecordId } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { SUPERADMIN, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * Ids that are not UUIDs never reach the database. PostgreSQL answered a NUL byte in a user
 * id with `invalid byte sequence for encoding "UTF8": 0x00` (a 500) where SQLite found no
 * row (a 404): every route that takes an id, in its path or its body, now answers 404 on
 * both without asking the database.
 */

let ctx: TestContext;
let superadmin: Record<string, string>;
let customer: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  superadmin = { authorization: `Bearer ${await loginAs(ctx.app, SUPERADMIN)}` };
  const user = await createUser(ctx.db, { name: 'Cliente', email: 'ids@tienda.test', password: 'Cliente1!' });
  customer = {
    id: user.id,
    headers: { authorization: `Bearer ${await loginAs(ctx.app, { email: 'ids@tienda.test', password: 'Cliente1!' })}` },
  };
});
afterAll(async () => ctx?.close());

/** A real account's id with something after it, and other shapes that name nothing. */
const malformed = (id: string) => [
  `${id}\u0000`,
  `\u0000${id}`,
  `${id} `,
  'abc',
  "' or 1=1 --",
  'ñandú',
  id.toUpperCase() + 'x',
];

describe(`ids that are not UUIDs (${testDialect})`, () => {
  it('are told apart by the one rule in @shop/domain', () => {
    const id = randomUUID();
    expect(isRecordId(id)).toBe(true);
    expect(isRecordId(id.toUpperCase())).toBe(true);
    for (const bad of malformed(id)) expect(isRecordId(bad), JSON.stringify(bad)).toBe(false);
  });

  it('in the body of the account management calls answer 404 and change nothing', async () => {
    for (const userId of malformed(customer.id)) {
      for (const [url, payload] of [
        ['/api/auth/users/toggle-status', { userId }],
        ['/api/auth/users/update-role', { userId, newRole: 'admin' }],
      ] as const) {
        const response = await ctx.app.inject({ method: 'PATCH', url, headers: superadmin, payload });
        expect(response.statusCode, `${url} ${JSON.stringify(userId)}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
      }
    }
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: customer.headers });
    expect(me.json()).toMatchObject({ role: 'user', isActive: true });
  });

  it('in a path answer 404 on every route that takes one', async () => {
    const id = randomUUID();
    const paths = [`${id}%00`, `%00${id}`, `${id}%20`, 'abc', '%C3%B1', `${customer.id}%00`];
    const routes: [string, string, Record<string, string>, unknown?][] = [
      ['DELETE', '/api/auth/users/:id', superadmin],
      ['GET', '/api/products/:id', {}],
      ['GET', '/api/products/:id/similar', {}],
      ['PUT', '/api/products/:id', superadmin, {}],
      ['DELETE', '/api/products/:id', superadmin],
      ['GET', '/api/orders/:id', customer.headers],
      ['POST', '/api/orders/:id/cancel', customer.headers],
      ['PATCH', '/api/orders/:id/status', superadmin, { status: 'shipped' }],
      ['PUT', '/api/account/addresses/:id', customer.headers, {}],
      ['DELETE', '/api/account/addresses/:id', customer.headers],
    ];
    for (const [method, route, headers, payload] of routes) {
      for (const path of paths) {
        const url = route.replace(':id', path);
        const response = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        // A body the route refuses first (400) is fine too; what is not is the database's error.
        expect([400, 404], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
      }
    }
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${customer.id}%00`,
      headers: superadmin,
    });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: customer.headers })).statusCode).toBe(200);
  });
});
