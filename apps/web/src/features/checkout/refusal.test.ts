import { describe, expect, it } from 'vitest';
import { domainMessage } from '@shop/domain';
import { cartItem } from '../../test/cart-item';
import { ApiCallError } from '../../shared/api/http';
import { refusedLines } from './refusal';

const line = (id: string, name: string) => cartItem(id, { name, quantity: 3 });
const items = [line('a', 'Mouse Pro'), line('b', 'Teclado'), line('c', 'Monitor 27')];
const es = (key: string, params?: Record<string, string | number>) => domainMessage(key, 'es', params);

describe('refused lines', () => {
  it('names each refused line by its position in the order, with the units left', () => {
    const error = new ApiCallError(409, 'x', 'ORDER_LINES_UNAVAILABLE', [
      { path: 'items.0', code: 'orders.line.outOfStock', message: '...', productId: 'a', available: 2 },
      { path: 'items.1', code: 'orders.line.soldOut', message: '...', productId: 'b', available: 0 },
      { path: 'items.2', code: 'orders.line.gone', message: '...', productId: 'c', available: 0 },
    ]);
    expect(refusedLines(error, items, es)).toEqual([
      'Mouse Pro: solo quedan 2 unidades',
      'Teclado: sin stock',
      'Monitor 27: Este producto ya no está disponible',
    ]);
  });

  it('speaks the shopper’s language, not the server’s', () => {
    const error = new ApiCallError(409, 'x', 'ORDER_LINES_UNAVAILABLE', [
      { path: 'items.0', code: 'orders.line.outOfStock', message: 'Mouse Pro: solo queda 1 unidad', available: 1 },
    ]);
    const en = (key: string, params?: Record<string, string | number>) => domainMessage(key, 'en', params);
    expect(refusedLines(error, items, en)).toEqual(['Mouse Pro: only 1 unit left']);
  });

  it('falls back to the server’s text for a code this build does not know', () => {
    const error = new ApiCallError(409, 'x', 'ORDER_LINES_UNAVAILABLE', [
      { path: 'items.1', code: 'orders.line.somethingNew', message: 'Teclado: reservado' },
    ]);
    expect(refusedLines(error, items, es)).toEqual(['Teclado: reservado']);
  });

  it('leaves other errors alone', () => {
    expect(refusedLines(new ApiCallError(500, 'x', 'INTERNAL_ERROR'), items, es)).toBeUndefined();
    expect(refusedLines(new ApiCallError(409, 'x', 'ORDER_LINES_UNAVAILABLE'), items, es)).toBeUndefined();
  });
});
