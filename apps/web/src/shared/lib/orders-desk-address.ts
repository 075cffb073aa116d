import {
  CURRENCY_CODES,
  DELIVERY_OPTIONS,
  ORDER_SORTS,
  ORDER_STATUSES,
  type Currency,
  type DeliveryOption,
  type OrderSort,
  type OrderStatus,
} from '@shop/domain';

/**
 * The orders desk's address (staff's /admin/pedidos; here because the dashboard links to it too).
 * The desk's filters as the page's address keeps them (`/admin/pedidos?status=paid&q=…&page=2`),
 * so a filtered list can be bookmarked, shared, reloaded and gone back to. The names are the
 * API's own (`GET /api/orders`), so the address's query is the call's query.
 */
export interface OrderFilter {
  status: OrderStatus[];
  from: string;
  to: string;
  currency: Currency | '';
  delivery: DeliveryOption | '';
  q: string;
  sort: OrderSort;
}

export const EMPTY_FILTER: OrderFilter = {
  status: [],
  from: '',
  to: '',
  currency: '',
  delivery: '',
  q: '',
  sort: 'newest',
};

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The filter and page an address names; anything it cannot read is left out (never an error page). */
export function filterFromSearch(search: string): { filter: OrderFilter; page: number } {
  const params = new URLSearchParams(search);
  const status = (params.get('status') ?? '')
    .split(',')
    .filter((value): value is OrderStatus => oneOf(ORDER_STATUSES, value));
  const currency = params.get('currency');
  const delivery = params.get('delivery');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    filter: {
      status: [...new Set(status)],
      from: isDay(params.get('from')) ? params.get('from')! : '',
      to: isDay(params.get('to')) ? params.get('to')! : '',
      currency: oneOf(CURRENCY_CODES, currency) ? currency : '',
      delivery: oneOf(DELIVERY_OPTIONS, delivery) ? delivery : '',
      q: (params.get('q') ?? '').slice(0, 100),
      sort: oneOf(ORDER_SORTS, sort) ? sort : 'newest',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter as the API's query: only what is set. */
export function filterQuery(filter: OrderFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.status.length > 0) query.status = filter.status.join(',');
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (filter.currency) query.currency = filter.currency;
  if (filter.delivery) query.delivery = filter.delivery;
  if (filter.q.trim()) query.q = filter.q.trim();
  if (filter.sort !== 'newest') query.sort = filter.sort;
  return query;
}

/** The desk's address for a filter and page (page 1 is left out). */
export function deskHref(filter: Partial<OrderFilter>, page = 1): string {
  const query = new URLSearchParams(filterQuery({ ...EMPTY_FILTER, ...filter }));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `/admin/pedidos${text ? `?${text}` : ''}`;
}

/** Today as the filters' day (UTC, as the API reads a bare date). */
export function todayDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
