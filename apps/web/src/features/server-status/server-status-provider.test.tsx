import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../shared/i18n';
import { useServerStatus } from '../../shared/server-status/server-status';
import { ServerStatusProvider } from './server-status-provider';

function Status() {
  return <output data-testid="status">{useServerStatus()}</output>;
}

const healthy = () => new Response(JSON.stringify({ status: 'OK' }), { status: 200 });
const down = () => new Response(JSON.stringify({ status: 'ERROR' }), { status: 503 });

/** A page's product list: it waits for an answer that never comes, or has the server's already. */
function ProductList({ rendered }: { rendered: boolean }) {
  const list = useQuery({
    queryKey: ['products', 'list', {}],
    queryFn: () => new Promise<string[]>(() => undefined),
    initialData: rendered ? ['Notebook Lenovo'] : undefined,
  });
  return <p data-testid="list">{list.data?.join() ?? 'loading'}</p>;
}

/** `page`: what the page on screen has, a product list still loading or one rendered on the server. */
function renderProvider(page: 'waiting' | 'rendered' | 'none' = 'waiting') {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ServerStatusProvider>
        <Status />
        {page !== 'none' && <ProductList rendered={page === 'rendered'} />}
      </ServerStatusProvider>
    </QueryClientProvider>,
  );
  return { invalidate, queryClient };
}

const status = () => screen.getByTestId('status').textContent;

describe('ServerStatusProvider', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows no dialog when the server answers within a second', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => healthy()),
    );
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(status()).toBe('available');
    expect(screen.queryByTestId('server-status-dialog')).toBeNull();
  });

  it('opens the dialog once the first check has taken 1 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByTestId('server-status-dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers(); // the dialog's code is a lazy chunk: let it load for real
    expect((await screen.findByTestId('server-status-dialog')).textContent).toContain('El servidor se está iniciando');
    expect(status()).toBe('checking');
  });

  it('opens no dialog over a page that shows real products, however long the check takes', async () => {
    const fetch = vi.fn(async () => down());
    vi.stubGlobal('fetch', fetch);
    renderProvider('rendered');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(fetch).toHaveBeenCalledTimes(12);
    expect(status()).toBe('unavailable');
    vi.useRealTimers();
    // Give a lazily loaded dialog every chance to appear before saying it did not.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('server-status-dialog')).toBeNull();
    expect(screen.getByTestId('list').textContent).toBe('Notebook Lenovo');
  });

  it('opens no dialog on a page that waits for no products', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderProvider('none');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByTestId('server-status-dialog')).toBeNull();
  });

  it('closes the dialog when the products arrive while the check still runs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { queryClient } = renderProvider('waiting');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    await screen.findByTestId('server-status-dialog');
    act(() => queryClient.setQueryData(['products', 'list', {}], ['Notebook Lenovo']));
    await waitFor(() => expect(screen.queryByTestId('server-status-dialog')).toBeNull());
    expect(status()).toBe('checking');
  });

  it('reloads every product query when the server comes back on the 60 s re-check', async () => {
    const fetch = vi.fn(async () => down());
    vi.stubGlobal('fetch', fetch);
    const { invalidate } = renderProvider();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(status()).toBe('unavailable');
    expect(fetch).toHaveBeenCalledTimes(12);
    expect(invalidate).not.toHaveBeenCalled();

    fetch.mockImplementation(async () => healthy());
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(status()).toBe('unavailable');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status()).toBe('available');
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate.mock.calls[0]?.[0]).toMatchObject({ queryKey: ['products'] });
  });
});
