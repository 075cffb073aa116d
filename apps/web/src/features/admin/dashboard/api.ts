import { queryOptions } from '@tanstack/react-query';
import type { Currency, Stats } from '@shop/domain';
import { callApi } from '../../../shared/api/client';
import { type OrderFilter, filterQuery } from '../../../shared/lib/orders-desk-address';
import { staffEndpoints } from '@shop/domain/staff-api';

export interface StatsRequest {
  days: number;
  /** Absent: the server picks the shop's default currency, or the first one with sales. */
  currency?: Currency;
}

export function fetchStats({ days, currency }: StatsRequest): Promise<Stats> {
  return callApi(staffEndpoints.stats, { query: { days: String(days), ...(currency ? { currency } : {}) } });
}

export const statsQueryOptions = (request: StatsRequest) =>
  queryOptions({
    queryKey: ['admin', 'stats', request.days, request.currency ?? null] as const,
    queryFn: () => fetchStats(request),
    // Fresh figures on every visit; switching back to a currency shows the last ones meanwhile.
    staleTime: 0,
  });

/** How many orders a filter of the orders desk keeps (one order read): the dashboard's links to it. */
export const deskCountQuery = (filter: OrderFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'count', filter] as const,
    queryFn: async ({ signal }) =>
      (await callApi(staffEndpoints.listOrders, { query: { ...filterQuery(filter), limit: '1' } }, { signal })).total,
    staleTime: 30_000,
  });
