import { useEffect } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router, type AroundNavHandler } from 'wouter';
import { ServerStatusProvider } from '../features/server-status';
import { AlertProvider } from '../shared/ui/alerts';
import { Toaster } from '../shared/ui/toaster';
import { appMounted } from '../shared/lib/page-content';
import { AppRoutes } from './router';

// As react-router's links did: following a link to the page already shown replaces the
// history entry, so Back does not step through copies of the same page. A way to the sign-in
// page that names no return (the header's link) returns to the page it left, as a guard's does.
const replaceWhenUnchanged: AroundNavHandler = (navigate, to, options) => {
  const here = location.pathname + location.search;
  navigate(to, {
    state: to == '/auth' && !here.startsWith(to) ? { from: here } : undefined,
    ...options,
    replace: options?.replace ?? to == here,
  });
};

interface AppProps {
  /** One per page view (shared/api/query-client.ts): the server renders each request with its own. */
  queryClient: QueryClient;
  /** Server rendering only: the requested path, which the browser otherwise supplies. */
  ssrPath?: string;
  /** Server rendering only: the requested query string (without or with the leading `?`). */
  ssrSearch?: string;
}

export function App({ queryClient, ssrPath, ssrSearch }: AppProps) {
  // After every page's effects: a page that shows its content later has said so by now.
  useEffect(appMounted, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ServerStatusProvider>
        <AlertProvider>
          <Router ssrPath={ssrPath} ssrSearch={ssrSearch} aroundNav={replaceWhenUnchanged}>
            <AppRoutes />
          </Router>
          <Toaster />
        </AlertProvider>
      </ServerStatusProvider>
    </QueryClientProvider>
  );
}
