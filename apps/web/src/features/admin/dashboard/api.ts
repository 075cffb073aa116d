import { queryOptions } from '@tanstack/react-query';
import type { Currency, Stats } from '@shop/domain';
import { requestJson } from '../../../shared/api/http';

export interface StatsRequest {
  days: number;
  /** Absent: the server picks the shop's default currency, or the first one with sales. */
  currency?: Currency;
}

export function fetchStats({ days, currency }: StatsRequest): Promise<Stats> {
  const searchParams: Record<string, string> = { days: String(days) };
  if (currency) searchParams.currency = currency;
  return requestJson<Stats>('/api/admin/stats', { method: 'get', auth: true, searchParams });
}

export const statsQueryOptions = (request: StatsRequest) =>
  queryOptions({
    queryKey: ['admin', 'stats', request.days, request.currency ?? null] as const,
    queryFn: () => fetchStats(request),
    // Fresh figures on every visit; switching back to a currency shows the last ones meanwhile.
    staleTime: 0,
  });
