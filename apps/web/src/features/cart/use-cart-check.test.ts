import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { cartItem } from '../../test/cart-item';
import { cartStore } from '../../shared/cart/cart-store';
import { useCartCheck } from './use-cart-check';
import { paintPageContent } from '../../test/page-content-gate';

// The page's content, painted when the test says so.
vi.mock('../../shared/lib/page-content', () => import('../../test/page-content-gate'));

afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.update(() => []);
});

it("asks the server about the cart's lines only once they are painted", async () => {
  localStorage.setItem('token', 'tok');
  const line = cartItem('a');
  cartStore.update(() => [line]);
  const fetch = vi.fn(async () =>
    Response.json({
      lines: [
        {
          productId: 'a',
          selectedOptions: {},
          state: 'ok',
          quantity: 1,
          stock: 5,
          unitPrice: line.price,
          currency: line.currency,
        },
      ],
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const { result } = renderHook(() => useCartCheck());
  expect(result.current.status).toBe('checking');
  // A while for a request that would have been sent at once.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetch).not.toHaveBeenCalled();
  paintPageContent();
  await waitFor(() => expect(result.current.status).toBe('checked'));
  expect(fetch).toHaveBeenCalledOnce();
});
