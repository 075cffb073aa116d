import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItem } from '../../test/cart-item';
import { isApiError } from '../../shared/api/http';
import { newIdempotencyKey, placeOrder } from './api';

const item = cartItem('p1', { name: 'Mouse', price: 19.99, stock: 4, quantity: 2 });
const order = { id: 'o1', status: 'paid', lines: [], totals: [] };

interface Sent {
  key: string | null;
  auth: string | null;
  body: string;
}
let sent: Sent[] = [];
let answers: (() => Response)[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({
        key: request.headers.get('idempotency-key'),
        auth: request.headers.get('authorization'),
        body: await request.text(),
      });
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const noWait = { retryDelaysMs: [1, 1, 1] };

describe('placing an order', () => {
  it('sends the lines only (no price, no card) with the attempt’s key and the bearer token', async () => {
    answers = [() => Response.json(order, { status: 201 })];
    await expect(placeOrder([item], { key: 'attempt-1-key', ...noWait })).resolves.toEqual(order);
    expect(sent).toEqual([
      {
        key: 'attempt-1-key',
        auth: 'Bearer tok',
        body: JSON.stringify({ items: [{ productId: 'p1', quantity: 2, selectedOptions: {} }] }),
      },
    ]);
  });

  it('retries a lost answer with the same key, so the server can return the order it made', async () => {
    answers = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ message: 'Bad gateway' }, { status: 502 }),
      () => Response.json(order, { status: 201 }),
    ];
    await expect(placeOrder([item], { key: 'attempt-2-key', ...noWait })).resolves.toEqual(order);
    expect(sent.map((request) => request.key)).toEqual(['attempt-2-key', 'attempt-2-key', 'attempt-2-key']);
  });

  it('does not retry a refusal', async () => {
    answers = [
      () =>
        Response.json(
          {
            message: 'x',
            code: 'ORDER_LINES_UNAVAILABLE',
            details: [{ path: 'items.0', code: 'orders.line.soldOut' }],
          },
          { status: 409 },
        ),
    ];
    const error: unknown = await placeOrder([item], { key: 'attempt-3-key', ...noWait }).catch((reason) => reason);
    expect(isApiError(error, 409) && error.code).toBe('ORDER_LINES_UNAVAILABLE');
    expect(sent).toHaveLength(1);
  });

  it('gives up after its retries', async () => {
    answers = [];
    await expect(placeOrder([item], { key: 'attempt-4-key', ...noWait })).rejects.toBeInstanceOf(TypeError);
    expect(sent).toHaveLength(4);
  });
});

describe('idempotency keys', () => {
  it('are version-4 UUIDs, a new one each time, also without crypto.randomUUID (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    const fallback = newIdempotencyKey();
    vi.unstubAllGlobals();
    expect(fallback).toMatch(uuid);
  });
});
