import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

describe('GET /api/health', () => {
  it('answers OK while the database answers', async () => {
    const response = await ctx.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'OK', database: 'up' });
  });

  it('serves security headers, a request id and JSON errors for unknown API routes', async () => {
    const response = await ctx.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ruta no encontrada', code: 'ROUTE_NOT_FOUND' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document generated from the routes', async () => {
    const response = await ctx.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/health', '/api/auth/login']),
    );
    expect((await ctx.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('answers 503 with a status other than OK once the database is gone', async () => {
    await ctx.db.close();
    const response = await ctx.app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json().status).not.toBe('OK');
  });
});
