import { queryOptions } from '@tanstack/react-query';
import { isMailWaiting, type MailOutboxEntry, type Order, type OrderMails, type OrderStatusChange } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { staffEndpoints } from '@shop/domain/staff-api';
import { callApi, endpointPath } from '../../../shared/api/client';
import { http, isApiError } from '../../../shared/api/http';
import { type OrderFilter, filterQuery } from '../../../shared/lib/orders-desk-address';

/** The desk's pages: 20 orders each. */
export const DESK_PAGE_SIZE = 20;

export const deskKeys = {
  all: ['admin', 'orders'] as const,
  list: (filter: OrderFilter, page: number) => [...deskKeys.all, 'list', filter, page] as const,
  order: (id: string) => [...deskKeys.all, 'order', id] as const,
  mails: (id: string) => [...deskKeys.all, 'order', id, 'mails'] as const,
};

export const deskListQuery = (filter: OrderFilter, page: number) =>
  queryOptions({
    queryKey: deskKeys.list(filter, page),
    queryFn: ({ signal }) =>
      callApi(
        staffEndpoints.listOrders,
        { query: { ...filterQuery(filter), page: String(page), limit: String(DESK_PAGE_SIZE) } },
        { signal },
      ),
    staleTime: 0,
  });

export const deskOrderQuery = (id: string) =>
  queryOptions({
    queryKey: deskKeys.order(id),
    queryFn: ({ signal }) => callApi(accountEndpoints.getOrder, { params: { id } }, { signal }),
    // Always the current version: an old one would only earn a 412.
    staleTime: 0,
  });

/** A mail still waiting: the list is asked again until none is left. */
const unsettled = (mails: OrderMails | undefined) => mails?.mails.some(isMailWaiting) ?? false;

/** What the buyer was told about the order and whether it went; asked again every few seconds while a mail waits. */
export const deskOrderMailsQuery = (id: string) =>
  queryOptions({
    queryKey: deskKeys.mails(id),
    queryFn: ({ signal }) => callApi(staffEndpoints.orderMails, { params: { id } }, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (unsettled(query.state.data) ? 3_000 : false),
  });

/**
 * The mails that may be sent again: the latest of each kind once it went or gave up. While a copy
 * of a kind waits to go out, none of that kind (the server would refuse a second copy).
 */
export function resendableMails(mails: MailOutboxEntry[]): Set<string> {
  const latest = new Map<string, MailOutboxEntry>();
  for (const mail of mails) latest.set(mail.kind, mail);
  return new Set([...latest.values()].filter((mail) => !isMailWaiting(mail)).map((mail) => mail.id));
}

/** Writes a copy of one of the order's mails into the outbox: the buyer gets it again. */
export function resendOrderMail(orderId: string, mailId: string): Promise<MailOutboxEntry> {
  return callApi(staffEndpoints.resendOrderMail, { params: { id: orderId, mailId } });
}

/** Moves the order one step from the version the page shows (If-Match): a newer order answers 412. */
export function changeOrderStatus(order: Order, change: OrderStatusChange): Promise<Order> {
  return callApi(
    staffEndpoints.changeOrderStatus,
    { params: { id: order.id }, body: change },
    { headers: { 'if-match': `W/"v${order.version}"` } },
  );
}

export const isStaleOrder = (error: unknown): boolean => isApiError(error, 412);

/**
 * Downloads the filtered list as CSV. The export needs the session's token, which a plain link
 * cannot send: the file is fetched, then handed to the browser as a download.
 */
export async function downloadOrdersCsv(filter: OrderFilter, language: string): Promise<void> {
  const endpoint = staffEndpoints.exportOrders;
  // The header row's language: the page's, whatever the browser's own preference.
  const searchParams = new URLSearchParams({ ...filterQuery(filter), lng: language });
  const response = await http.request(endpointPath(endpoint), {
    method: endpoint.method,
    retry: endpoint.retry,
    auth: endpoint.auth,
    searchParams,
    timeoutMs: 120_000,
  });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The export's address with the list's filters (what the download link shows and copies). */
export function exportHref(filter: OrderFilter): string {
  const query = new URLSearchParams(filterQuery(filter)).toString();
  return `${endpointPath(staffEndpoints.exportOrders)}${query ? `?${query}` : ''}`;
}
