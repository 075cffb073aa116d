import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../shared/i18n';
import { useServerStatus } from '../../shared/server-status/server-status';
import { ServerStatusProvider } from './server-status-provider';

function Status() {
  return <output data-testid="status">{useServerStatus()}</output>;
}

const healthy = () => new Response(JSON.stringify({ status: 'OK' }), { status: 200 });
const down = () => new Response(JSON.stringify({ status: 'ERROR' }), { status: 503 });

function renderProvider() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ServerStatusProvider>
        <Status />
      </ServerStatusProvider>
    </QueryClientProvider>,
  );
  return { invalidate };
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
