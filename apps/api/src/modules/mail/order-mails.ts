import type { Language, Order } from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import { enqueueMail } from './outbox';
import { type OrderMailDelivery, type OrderMailKind, renderOrderMail } from './templates';

/** Who an order's mails go to: the buyer's address, name and the language the account last used. */
export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

/**
 * Writes one of an order's mails (confirmation, shipped, ready for pickup, cancelled) into the
 * outbox, inside the transaction that stores what it reports. `baseUrl` is where the shop is
 * reached (PUBLIC_BASE_URL or the request's origin); `delivery` when the order has one.
 */
export async function enqueueOrderMail(
  trx: DbExecutor,
  kind: OrderMailKind,
  order: Pick<Order, 'id' | 'createdAt' | 'lines' | 'totals'>,
  recipient: MailRecipient,
  options: { baseUrl: string; delivery?: OrderMailDelivery; tracking?: { carrier: string; code: string } },
): Promise<void> {
  const rendered = renderOrderMail(
    kind,
    {
      id: order.id,
      createdAt: order.createdAt,
      customerName: recipient.name,
      lines: order.lines,
      totals: order.totals,
      orderUrl: `${options.baseUrl}/mis-pedidos/${order.id}`,
      ...(options.delivery ? { delivery: options.delivery } : {}),
      ...(options.tracking ? { tracking: options.tracking } : {}),
    },
    recipient.language,
  );
  await enqueueMail(trx, { kind, to: recipient.email, language: recipient.language, ...rendered });
}
