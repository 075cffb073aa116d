import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpError } from '../errors';
import { registerErrorHandler } from './error-handler';

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/details', async () => {
    throw httpError('PRODUCT_NOT_FOUND', {
      details: [
        { path: 'lines.0', code: 'product.notFound', productId: 'p-1' },
        { path: 'lines.2', code: 'auth.tooManyAttempts', params: { count: 1 } },
      ],
    });
  });
  app.get('/wait', async () => {
    throw httpError('TOO_MANY_ATTEMPTS', { params: { count: 1 }, headers: { 'retry-after': '42' } });
  });
  app.get('/crash', async () => {
    throw new Error('secret stack details');
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('the error handler', () => {
  it('answers an HttpError with its status, code, Spanish text and details, each with its text', async () => {
    const response = await app.inject({ method: 'GET', url: '/details' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Producto no encontrado',
      code: 'PRODUCT_NOT_FOUND',
      details: [
        { path: 'lines.0', code: 'product.notFound', productId: 'p-1', message: 'Producto no encontrado' },
        {
          path: 'lines.2',
          code: 'auth.tooManyAttempts',
          params: { count: 1 },
          message: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 1 minuto',
        },
      ],
    });
  });

  it("fills the text's parameters (the plural by count) and sends the error's headers", async () => {
    const response = await app.inject({ method: 'GET', url: '/wait' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({
      message: 'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 1 minuto',
      code: 'TOO_MANY_ATTEMPTS',
      params: { count: 1 },
    });
  });

  it('answers anything else with a 500 that tells nothing', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Error interno del servidor', code: 'INTERNAL_ERROR' });
  });
});
