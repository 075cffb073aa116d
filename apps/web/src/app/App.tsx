import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStatusProvider } from '../features/server-status';
import { AlertProvider } from '../shared/ui/alerts';
import { Toaster } from '../shared/ui/Toaster';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already retries time-outs and network failures on the spec's
      // schedule; a second retry layer here would multiply the waits.
      retry: false,
      staleTime: 60_000,
      refetchOnWindowFocus: false,
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerStatusProvider>
        <AlertProvider>
          <AppRoutes />
          <Toaster />
        </AlertProvider>
      </ServerStatusProvider>
    </QueryClientProvider>
  );
}
