import { type Currency, type Language, type OptionNames, deliveryWindowText, formatMoney } from '@shop/domain';
import { type MailTextKey, mailText } from './texts';

/**
 * The e-mails as HTML with a plain-text twin, in one language. The HTML is one self-contained
 * document: inline styles, a fluid single column (readable at 320 px, 600 px at most), no remote
 * images, no scripts, no web fonts; every value put into it is escaped.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface OrderMailLine {
  name: string;
  /** '' when the product had no English name: the Spanish one is shown. */
  name_en: string;
  optionNames: OptionNames;
  quantity: number;
  currency: Currency;
  unitPriceCents: number;
  lineTotalCents: number;
}

/**
 * What the mail says of the delivery, when the order has one: its label in the mail's language,
 * its cost, its dates (YYYY-MM-DD) and the address as lines. Orders without one leave it out.
 */
export interface OrderMailDelivery {
  label: string;
  costCents: number;
  currency: Currency;
  earliest?: string;
  latest?: string;
  addressLines?: string[];
  /** The lines are the shop's pickup point, not the shopper's address. */
  pickup?: boolean;
}

export interface OrderMail {
  id: string;
  createdAt: string;
  customerName: string;
  lines: OrderMailLine[];
  totals: { currency: Currency; cents: number }[];
  delivery?: OrderMailDelivery;
  tracking?: { carrier: string; code: string };
  /** Where the order's page is (absolute when the shop's address is known). */
  orderUrl: string;
}

export type OrderMailKind = 'order-confirmation' | 'order-shipped' | 'order-ready-for-pickup' | 'order-cancelled';

const ORDER_KINDS: Record<OrderMailKind, { subject: MailTextKey; title: MailTextKey; intro: MailTextKey }> = {
  'order-confirmation': { subject: 'confirmationSubject', title: 'confirmationTitle', intro: 'confirmationIntro' },
  'order-shipped': { subject: 'shippedSubject', title: 'shippedTitle', intro: 'shippedIntro' },
  'order-ready-for-pickup': { subject: 'readySubject', title: 'readyTitle', intro: 'readyIntro' },
  'order-cancelled': { subject: 'cancelledSubject', title: 'cancelledTitle', intro: 'cancelledIntro' },
};

/** The number people see for an order (as the web's order pages show it). */
export function orderNumberOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const money = (cents: number, currency: Currency, language: Language) => formatMoney(cents / 100, currency, language);

/** One formatter per language, made once: making one costs more than a whole order's mail otherwise. */
const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone: 'America/Argentina/Buenos_Aires' }),
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Argentina/Buenos_Aires' }),
};

function dateOf(iso: string, language: Language): string {
  return DATE_FORMATS[language].format(new Date(iso));
}

const COLORS = { text: '#0f172a', muted: '#475569', line: '#e2e8f0', accent: '#1d4ed8', panel: '#f8fafc' };

/** The document around a mail's body: the brand, the content, the footer. */
/** `footer`: the line under the mail saying why it came; none for a page. */
function layout(language: Language, title: string, body: string, footer: MailTextKey | null = 'footer'): string {
  const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;${font};color:${COLORS.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid ${COLORS.line}">
<tr><td style="padding:20px 20px 8px;font-size:20px;font-weight:700;color:${COLORS.accent}">${escapeHtml(mailText(language, 'brand'))}</td></tr>
<tr><td style="padding:8px 20px 24px;font-size:16px;line-height:1.5">
<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">${escapeHtml(title)}</h1>
${body}
</td></tr>
</table>
${footer ? `<p style="max-width:600px;margin:12px auto 0;padding:0 12px;font-size:12px;line-height:1.5;color:${COLORS.muted}">${escapeHtml(mailText(language, footer))}</p>` : ''}
</td></tr>
</table>
</body>
</html>
`;
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

function button(href: string, label: string): string {
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${COLORS.accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

function greeting(language: Language, name: string): string {
  return name.trim() ? mailText(language, 'greeting', { name: name.trim() }) : mailText(language, 'greetingNoName');
}

function lineName(line: OrderMailLine, language: Language): string {
  const name = language === 'en' && line.name_en.trim() ? line.name_en : line.name;
  // Every chosen option is named: in Spanish where staff gave it no English name.
  const options = Object.values(line.optionNames)
    .map((names) => names[language] || names.es)
    .filter(Boolean)
    .join(', ');
  return options ? `${name} (${options})` : name;
}

function deliveryWhen(delivery: OrderMailDelivery, language: Language): string | undefined {
  if (!delivery.earliest || !delivery.latest) return undefined;
  const window = deliveryWindowText(delivery.earliest, delivery.latest, language);
  const [day, between] = delivery.pickup
    ? (['pickupDay', 'pickupWindow'] as const)
    : (['deliveryDay', 'deliveryWindow'] as const);
  return mailText(language, window.sameDay ? day : between, { from: window.from, to: window.to });
}

/** Order confirmation, shipped, ready for pickup, cancelled: the order's lines and totals under the news. */
export function renderOrderMail(kind: OrderMailKind, order: OrderMail, language: Language): RenderedMail {
  const texts = ORDER_KINDS[kind];
  const number = orderNumberOf(order.id);
  const t = (key: MailTextKey, params?: Record<string, string | number>) => mailText(language, key, params);
  const subject = t(texts.subject, { number });
  const title = t(texts.title);
  // A pickup order never leaves the shop: its confirmation says it will be ready to collect.
  const intro = t(kind === 'order-confirmation' && order.delivery?.pickup ? 'confirmationPickupIntro' : texts.intro);
  const tracking = order.tracking && t('tracking', order.tracking);
  const delivery = order.delivery;
  const when = delivery && deliveryWhen(delivery, language);
  const addressTitle = t(delivery?.pickup ? 'pickupAddress' : 'deliveryAddress');
  const deliveryCost = delivery
    ? delivery.costCents === 0
      ? t('deliveryFree')
      : money(delivery.costCents, delivery.currency, language)
    : undefined;

  const textLines = [
    greeting(language, order.customerName),
    '',
    intro,
    ...(tracking ? [tracking] : []),
    '',
    `${t('orderNumber')}: ${number}`,
    `${t('placedOn')}: ${dateOf(order.createdAt, language)}`,
    '',
    ...order.lines.map(
      (line) =>
        `- ${lineName(line, language)}: ${line.quantity} × ${money(line.unitPriceCents, line.currency, language)} = ${money(line.lineTotalCents, line.currency, language)}`,
    ),
    ...(delivery ? [`${t('delivery')}: ${delivery.label}, ${deliveryCost}`] : []),
    ...(when ? [when] : []),
    ...(delivery?.addressLines?.length ? [`${addressTitle}: ${delivery.addressLines.join(', ')}`] : []),
    ...order.totals.map((total) => `${t('total')}: ${money(total.cents, total.currency, language)}`),
    '',
    `${t('viewOrder')}: ${order.orderUrl}`,
    '',
    '-- ',
    t('footer'),
  ];

  const cell = 'padding:8px 0;border-bottom:1px solid ' + COLORS.line;
  const rows = order.lines
    .map(
      (line) => `<tr>
<td style="${cell};vertical-align:top">${escapeHtml(lineName(line, language))}<br><span style="color:${COLORS.muted};font-size:14px">${line.quantity} × ${escapeHtml(money(line.unitPriceCents, line.currency, language))}</span></td>
<td style="${cell};vertical-align:top;text-align:right;white-space:nowrap;padding-left:12px">${escapeHtml(money(line.lineTotalCents, line.currency, language))}</td>
</tr>`,
    )
    .join('\n');
  const deliveryRow = delivery
    ? `<tr><td style="${cell}">${escapeHtml(`${t('delivery')}: ${delivery.label}`)}${when ? `<br><span style="color:${COLORS.muted};font-size:14px">${escapeHtml(when)}</span>` : ''}</td><td style="${cell};text-align:right;white-space:nowrap;padding-left:12px">${escapeHtml(deliveryCost!)}</td></tr>`
    : '';
  const totalRows = order.totals
    .map(
      (total) =>
        `<tr><td style="padding:10px 0 0;font-weight:700">${escapeHtml(t('total'))}</td><td style="padding:10px 0 0 12px;text-align:right;font-weight:700;white-space:nowrap">${escapeHtml(money(total.cents, total.currency, language))}</td></tr>`,
    )
    .join('\n');
  const address = delivery?.addressLines?.length
    ? `<div style="margin:16px 0 0;padding:12px;background:${COLORS.panel};border-radius:6px"><strong>${escapeHtml(addressTitle)}</strong><br>${delivery.addressLines.map(escapeHtml).join('<br>')}</div>`
    : '';
  const body = `${paragraph(greeting(language, order.customerName))}
${paragraph(intro)}
${tracking ? paragraph(tracking) : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;background:${COLORS.panel};border-radius:6px">
<tr><td style="padding:10px 12px;font-size:14px;color:${COLORS.muted}">${escapeHtml(t('orderNumber'))}<br><strong style="font-family:monospace;font-size:18px;color:${COLORS.text};letter-spacing:1px">${escapeHtml(number)}</strong></td>
<td style="padding:10px 12px;font-size:14px;color:${COLORS.muted};text-align:right">${escapeHtml(t('placedOn'))}<br><strong style="color:${COLORS.text}">${escapeHtml(dateOf(order.createdAt, language))}</strong></td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">
${rows}
${deliveryRow}
${totalRows}
</table>
${address}
${button(order.orderUrl, t('viewOrder'))}`;
  return { subject, text: textLines.join('\n'), html: layout(language, title, body) };
}

/** The password-reset mail: the link, how long it lasts, and what to do when one did not ask. */
export function renderPasswordResetMail(
  reset: { name: string; link: string; minutes: number },
  language: Language,
): RenderedMail {
  const t = (key: MailTextKey, params?: Record<string, string | number>) => mailText(language, key, params);
  const subject = t('resetSubject');
  const text = [
    greeting(language, reset.name),
    '',
    t('resetIntro', { minutes: reset.minutes }),
    '',
    reset.link,
    '',
    t('resetIgnore'),
    '',
    '-- ',
    t('footer'),
  ].join('\n');
  const body = `${paragraph(greeting(language, reset.name))}
${paragraph(t('resetIntro', { minutes: reset.minutes }))}
${button(reset.link, t('resetButton'))}
<p style="margin:0 0 12px;font-size:14px;color:${COLORS.muted}">${escapeHtml(t('resetLinkText'))}<br><a href="${escapeHtml(reset.link)}" style="color:${COLORS.accent};word-break:break-all">${escapeHtml(reset.link)}</a></p>
${paragraph(t('resetIgnore'))}`;
  return { subject, text, html: layout(language, t('resetTitle'), body) };
}

/** The one mail of a back-in-stock alert: the product is back, its link, and how to stop such mails. */
export function renderStockAlertMail(
  alert: { productName: string; productUrl: string; unsubscribeUrl: string },
  language: Language,
): RenderedMail {
  const t = (key: MailTextKey, params?: Record<string, string | number>) => mailText(language, key, params);
  const intro = t('stockIntro', { product: alert.productName });
  const text = [
    greeting(language, ''),
    '',
    intro,
    '',
    `${t('stockButton')}: ${alert.productUrl}`,
    '',
    t('stockOnce'),
    '',
    t('stockUnsubscribe'),
    alert.unsubscribeUrl,
    '',
    '-- ',
    t('stockFooter'),
  ].join('\n');
  const body = `${paragraph(greeting(language, ''))}
${paragraph(intro)}
${button(alert.productUrl, t('stockButton'))}
${paragraph(t('stockOnce'))}
<p style="margin:0 0 12px;font-size:14px;color:${COLORS.muted}">${escapeHtml(t('stockUnsubscribe'))}<br><a href="${escapeHtml(alert.unsubscribeUrl)}" style="color:${COLORS.accent};word-break:break-all">${escapeHtml(alert.unsubscribeUrl)}</a></p>`;
  return {
    subject: t('stockSubject', { product: alert.productName }),
    text,
    html: layout(language, t('stockTitle'), body, 'stockFooter'),
  };
}

/** The small page the unsubscribe link of a stock alert opens (no app, no script): a question or an answer. */
export function renderPlainPage(language: Language, title: string, body: string): string {
  return layout(language, title, body, null);
}
