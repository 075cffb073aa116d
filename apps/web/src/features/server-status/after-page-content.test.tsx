import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { useServerStatus } from '../../shared/server-status/server-status';
import { ServerStatusProvider } from './server-status-provider';
import { paintPageContent } from '../../test/page-content-gate';

// The page's content, painted when the test says so.
vi.mock('../../shared/lib/page-content', () => import('../../test/page-content-gate'));

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
  paintPageContent();
  await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('available'));
  expect(fetch).toHaveBeenCalledOnce();
});
