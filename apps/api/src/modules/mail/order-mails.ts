import { addressLines, type Language, type Order, type OrderDelivery } from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import { outboxRow } from './outbox';
import { type OrderMailDelivery, type OrderMailKind, renderOrderMail } from './templates';
import { mailText } from './texts';

/** Who an order's mails go to: the buyer's address, name and the language the account last used. */
export interface MailRecipient {
  email: string;
  name: string;
  language: Language;
}

/**
 * Writes one of an order's mails (confirmation, shipped, ready for pickup, cancelled) into the
 * outbox, inside the transaction that stores what it reports. `baseUrl` is where the shop is
 * reached (PUBLIC_BASE_URL or the request's origin). The order's delivery and tracking, when it
 * has them, are told in the mail's language.
 */
export async function enqueueOrderMail(
  trx: DbExecutor,
  kind: OrderMailKind,
  order: MailedOrder,
  recipient: MailRecipient,
  options: { baseUrl: string },
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values(orderMailRow(kind, order, recipient, options))
    .execute();
}

type MailedOrder = Pick<Order, 'id' | 'createdAt' | 'lines' | 'totals'> &
  Partial<Pick<Order, 'delivery' | 'tracking' | 'total'>>;

/** One of an order's mails as the outbox keeps it (see enqueueOrderMail), for a caller that writes it with the order's rows. */
export function orderMailRow(
  kind: OrderMailKind,
  order: MailedOrder,
  recipient: MailRecipient,
  options: { baseUrl: string },
) {
  const delivery = order.delivery ? mailDeliveryOf(order.delivery, recipient.language) : undefined;
  const tracking = order.tracking ? { carrier: order.tracking.carrier, code: order.tracking.trackingCode } : undefined;
  const rendered = renderOrderMail(
    kind,
    {
      id: order.id,
      createdAt: order.createdAt,
      customerName: recipient.name,
      lines: order.lines,
      // The one amount charged (lines plus delivery) where the order has it; older orders, their totals per currency.
      totals: order.total ? [order.total] : order.totals,
      orderUrl: `${options.baseUrl}/mis-pedidos/${order.id}`,
      ...(delivery ? { delivery } : {}),
      ...(tracking ? { tracking } : {}),
    },
    recipient.language,
  );
  return outboxRow({ kind, to: recipient.email, language: recipient.language, orderId: order.id, ...rendered });
}

/** The pickup point as the order kept it, in the mail's language: its address, then its hours. */
function pickupLines(delivery: OrderDelivery, language: Language): string[] {
  return [
    ...(delivery.pickupAddress ? [delivery.pickupAddress[language]] : []),
    ...(delivery.pickupHours?.[language]
      ? [mailText(language, 'pickupHours', { hours: delivery.pickupHours[language] })]
      : []),
  ];
}

/** The order's delivery as its mails say it: the option's name, cost, dates and who receives it where. */
function mailDeliveryOf(delivery: OrderDelivery, language: Language): OrderMailDelivery {
  return {
    label: mailText(language, delivery.option),
    costCents: delivery.cents,
    currency: delivery.currency,
    earliest: delivery.earliest,
    latest: delivery.latest,
    // Who receives it first, as the order's page shows it, then where.
    addressLines: delivery.address
      ? [delivery.address.recipient, ...addressLines(delivery.address, language)]
      : pickupLines(delivery, language),
    pickup: delivery.option === 'pickup',
  };
}
