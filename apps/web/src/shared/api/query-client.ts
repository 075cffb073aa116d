import { QueryClient } from '@tanstack/react-query';

/** One per page view in the browser, one per request on the server (answers must not leak between visitors). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
