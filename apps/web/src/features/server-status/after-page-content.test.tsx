import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { useServerStatus } from '../../shared/server-status/server-status';
import { ServerStatusProvider } from './server-status-provider';

// The page's content, painted when the test says so (shared/lib/page-content.ts).
const content = vi.hoisted(() => {
  let paint = () => {};
  const shown = new Promise<void>((resolve) => (paint = resolve));
  return { shown, paint: () => paint() };
});
vi.mock('../../shared/lib/page-content', () => ({ pageContentShown: content.shown }));

afterEach(() => vi.unstubAllGlobals());

function Status() {
  return <output data-testid="status">{useServerStatus()}</output>;
}

it('checks that the server is ready once the page’s content is painted', async () => {
  const fetch = vi.fn(async () => Response.json({ status: 'OK' }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ServerStatusProvider>
        <Status />
      </ServerStatusProvider>
    </QueryClientProvider>,
  );
  // A while for a request that would have been sent at once.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.getByTestId('status').textContent).toBe('checking');
  content.paint();
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('available'));
  expect(fetch).toHaveBeenCalledOnce();
});
