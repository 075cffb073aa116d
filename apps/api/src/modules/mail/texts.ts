import type { Language } from '@shop/domain';

/**
 * The e-mails' texts in both languages (Spanish with 'tú'), beside their templates. `{{name}}`
 * placeholders are filled by `fill`; every value is HTML-escaped by the template, never here.
 */
const es = {
  brand: 'TechStore',
  greeting: 'Hola, {{name}}:',
  greetingNoName: 'Hola:',
  footer: 'Recibes este correo porque tienes una cuenta en TechStore. No respondas a este mensaje: nadie lo lee.',
  orderNumber: 'Número de pedido',
  placedOn: 'Fecha del pedido',
  product: 'Producto',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  lineTotal: 'Subtotal',
  total: 'Total',
  delivery: 'Envío',
  deliveryFree: 'Gratis',
  deliveryAddress: 'Dirección de entrega',
  pickupAddress: 'Dónde retirarlo',
  pickupHours: 'Horario de retiro: {{hours}}',
  deliveryWindow: 'Llega entre el {{from}} y el {{to}}',
  deliveryDay: 'Llega el {{to}}',
  pickupWindow: 'Para retirar entre el {{from}} y el {{to}}',
  pickupDay: 'Para retirar el {{to}}',
  pickup: 'Retiro en la tienda',
  standard: 'Envío a domicilio estándar',
  express: 'Envío a domicilio express',
  viewOrder: 'Ver tu pedido',
  confirmationSubject: 'Recibimos tu pedido {{number}}',
  confirmationTitle: '¡Gracias por tu compra!',
  confirmationIntro: 'Tu pago fue aprobado y ya estamos preparando tu pedido. Te avisamos por correo cuando salga.',
  confirmationPickupIntro:
    'Tu pago fue aprobado y ya estamos preparando tu pedido. Te avisamos por correo cuando esté listo para retirar.',
  shippedSubject: 'Tu pedido {{number}} está en camino',
  shippedTitle: 'Tu pedido está en camino',
  shippedIntro: 'Despachamos tu pedido. Pronto llega a la dirección que elegiste.',
  tracking: 'Seguimiento: {{carrier}}, código {{code}}',
  readySubject: 'Tu pedido {{number}} está listo para retirar',
  readyTitle: 'Tu pedido está listo para retirar',
  readyIntro: 'Ya puedes retirarlo en la tienda. Lleva tu documento y el número de pedido.',
  cancelledSubject: 'Cancelamos tu pedido {{number}}',
  cancelledTitle: 'Tu pedido fue cancelado',
  cancelledIntro:
    'El pedido quedó cancelado y no se te cobrará. Si el pago ya se había acreditado, se reintegra al mismo medio de pago.',
  resetSubject: 'Restablece tu contraseña de TechStore',
  resetTitle: 'Elige una contraseña nueva',
  resetIntro:
    'Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace. Vence en {{minutes}} minutos y sirve una sola vez.',
  resetButton: 'Elegir una contraseña nueva',
  resetLinkText: 'Si el botón no funciona, copia este enlace en tu navegador:',
  resetIgnore: 'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  stockSubject: '{{product}} volvió a estar disponible',
  stockTitle: 'Volvió lo que esperabas',
  stockIntro: 'Nos pediste que te avisáramos: {{product}} ya tiene stock en TechStore.',
  stockOnce: 'Es el único aviso que te enviamos por este producto.',
  stockButton: 'Ver el producto',
  stockUnsubscribe: 'Si no quieres recibir más avisos de stock, date de baja aquí (no hace falta iniciar sesión):',
  stockFooter:
    'Recibes este correo porque pediste en TechStore que te avisáramos cuando este producto volviera. No respondas a este mensaje: nadie lo lee.',
  unsubscribeTitle: 'Darte de baja de los avisos de stock',
  unsubscribeAsk: 'Ya no te escribiremos a {{email}} cuando vuelvan los productos que esperabas.',
  unsubscribeButton: 'Confirmar la baja',
  unsubscribeDone: 'Listo: te diste de baja. No enviaremos más avisos de stock a {{email}}.',
  unsubscribeInvalid: 'Este enlace para darte de baja no es válido. Copia el enlace completo del correo.',
  unsubscribeShop: 'Ir a TechStore',
} as const;

export type MailTextKey = keyof typeof es;

const en: Record<MailTextKey, string> = {
  brand: 'TechStore',
  greeting: 'Hi {{name}},',
  greetingNoName: 'Hi,',
  footer:
    'You receive this e-mail because you have an account at TechStore. Please do not reply: nobody reads this mailbox.',
  orderNumber: 'Order number',
  placedOn: 'Order date',
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Subtotal',
  total: 'Total',
  delivery: 'Delivery',
  deliveryFree: 'Free',
  deliveryAddress: 'Delivery address',
  pickupAddress: 'Where to pick it up',
  pickupHours: 'Pickup hours: {{hours}}',
  deliveryWindow: 'Arrives between {{from}} and {{to}}',
  deliveryDay: 'Arrives on {{to}}',
  pickupWindow: 'Ready for pickup between {{from}} and {{to}}',
  pickupDay: 'Ready for pickup on {{to}}',
  pickup: 'Pickup at the shop',
  standard: 'Standard home delivery',
  express: 'Express home delivery',
  viewOrder: 'View your order',
  confirmationSubject: 'We received your order {{number}}',
  confirmationTitle: 'Thank you for your purchase!',
  confirmationIntro:
    'Your payment was approved and we are preparing your order. We will e-mail you when it leaves the shop.',
  confirmationPickupIntro:
    'Your payment was approved and we are preparing your order. We will e-mail you when it is ready for pickup.',
  shippedSubject: 'Your order {{number}} is on its way',
  shippedTitle: 'Your order is on its way',
  shippedIntro: 'We shipped your order. It will soon reach the address you chose.',
  tracking: 'Tracking: {{carrier}}, code {{code}}',
  readySubject: 'Your order {{number}} is ready for pickup',
  readyTitle: 'Your order is ready for pickup',
  readyIntro: 'You can pick it up at the shop now. Bring your ID and the order number.',
  cancelledSubject: 'Your order {{number}} was cancelled',
  cancelledTitle: 'Your order was cancelled',
  cancelledIntro:
    'The order was cancelled and you will not be charged. If the payment had already gone through, it is refunded to the same payment method.',
  resetSubject: 'Reset your TechStore password',
  resetTitle: 'Choose a new password',
  resetIntro:
    'Someone (we hope you) asked to reset the password of your account. To choose a new one, open this link. It expires in {{minutes}} minutes and works once.',
  resetButton: 'Choose a new password',
  resetLinkText: 'If the button does not work, copy this link into your browser:',
  resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  stockSubject: '{{product}} is back in stock',
  stockTitle: 'What you were waiting for is back',
  stockIntro: 'You asked us to tell you: {{product}} is in stock again at TechStore.',
  stockOnce: 'This is the only alert we send you for this product.',
  stockButton: 'View the product',
  stockUnsubscribe: 'If you want no more stock alerts, unsubscribe here (no need to sign in):',
  stockFooter:
    'You receive this e-mail because you asked TechStore to tell you when this product was back. Please do not reply: nobody reads this mailbox.',
  unsubscribeTitle: 'Unsubscribe from stock alerts',
  unsubscribeAsk: 'We will no longer e-mail {{email}} when products you were waiting for are back.',
  unsubscribeButton: 'Confirm',
  unsubscribeDone: 'Done: you are unsubscribed. We will send no more stock alerts to {{email}}.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Copy the whole link from the e-mail.',
  unsubscribeShop: 'Go to TechStore',
};

export const mailTexts: Record<Language, Record<MailTextKey, string>> = { es, en };

/** A mail text in a language with its `{{placeholders}}` filled. */
export function mailText(language: Language, key: MailTextKey, params: Record<string, string | number> = {}): string {
  return mailTexts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
