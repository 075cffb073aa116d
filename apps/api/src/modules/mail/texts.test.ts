import { describe, expect, it } from 'vitest';
import { voseoForms } from '@shop/domain';
import { renderOrderMail, renderPasswordResetMail } from './templates';
import { mailTexts } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the e-mails' texts", () => {
  it('have every text in both languages with the same placeholders', () => {
    expect(Object.keys(mailTexts.en).sort()).toEqual(Object.keys(mailTexts.es).sort());
    for (const [key, text] of Object.entries(mailTexts.es)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(mailTexts.en[key as keyof typeof mailTexts.en]), key).toEqual(placeholders(text));
    }
  });

  it('speak Spanish as tú', () => {
    const found = Object.entries(mailTexts.es).flatMap(([key, text]) =>
      voseoForms(text).map((form) => `${key}: ${form}`),
    );
    expect(found).toEqual([]);
  });

  it('escape what they are given and hold no remote content', () => {
    const order = {
      id: 'abcdef12-0000-4000-8000-000000000000',
      createdAt: '2026-11-20T22:30:00.000Z',
      customerName: '<script>alert(1)</script>',
      lines: [
        {
          name: 'Mouse <b>',
          name_en: '',
          optionNames: { color: { es: 'Negro & gris', en: 'Black & grey' } },
          quantity: 3,
          currency: 'USD' as const,
          unitPriceCents: 1999,
          lineTotalCents: 5997,
        },
      ],
      totals: [{ currency: 'USD' as const, cents: 5997 }],
      delivery: {
        label: 'Envío estándar',
        costCents: 0,
        currency: 'ARS' as const,
        earliest: '2026-12-03',
        latest: '2026-12-07',
        addressLines: ['Av. Corrientes 1234, 5° B', 'C1043AAZ Ciudad Autónoma de Buenos Aires'],
      },
      orderUrl: 'https://shop.example/mis-pedidos/abcdef12-0000-4000-8000-000000000000"><script>',
    };
    const mail = renderOrderMail('order-confirmation', order, 'es');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Mouse &lt;b&gt; (Negro &amp; gris)');
    expect(mail.html).not.toMatch(/<img|src=|url\(|@import/i);
    // The delivery, its dates and the address when the order has them; the date in Argentina's time.
    expect(mail.text).toContain('Envío: Envío estándar, Gratis');
    expect(mail.text).toContain('Llega entre el jue 3 y el lun 7 de diciembre');
    expect(mail.text).toContain(
      'Dirección de entrega: Av. Corrientes 1234, 5° B, C1043AAZ Ciudad Autónoma de Buenos Aires',
    );
    expect(mail.text).toContain('Fecha del pedido: 20 de noviembre de 2026');
    // A pickup order's address is the shop's pickup point, and the mail says so.
    const pickup = renderOrderMail(
      'order-confirmation',
      { ...order, delivery: { ...order.delivery, label: 'Retiro', pickup: true, addressLines: ['Av. Santa Fe 1000'] } },
      'es',
    );
    expect(pickup.text).toContain('Dónde retirarlo: Av. Santa Fe 1000');
    expect(pickup.text).toContain('Para retirar entre el jue 3 y el lun 7 de diciembre');
    expect(pickup.text).not.toContain('Llega entre');
    expect(pickup.html).toContain('<strong>Dónde retirarlo</strong>');
    expect(pickup.text).not.toContain('Dirección de entrega');
    expect(pickup.text).toContain('cuando esté listo para retirar');
    expect(pickup.html).not.toContain('cuando salga');
    expect(mail.text).toContain('cuando salga');
    const pickupEn = renderOrderMail(
      'order-confirmation',
      { ...order, delivery: { ...order.delivery, label: 'Pickup', pickup: true } },
      'en',
    );
    expect(pickupEn.text).toContain('when it is ready for pickup');
    expect(pickupEn.text).not.toContain('leaves the shop');
    expect(mail.text).toContain('- Mouse <b> (Negro & gris): 3 × US$ 19,99 = US$ 59,97');
    const reset = renderPasswordResetMail(
      { name: 'Ana', link: 'https://shop.example/restablecer?token=a&b', minutes: 30 },
      'en',
    );
    expect(reset.html).toContain('href="https://shop.example/restablecer?token=a&amp;b"');
    expect(reset.text).toContain('https://shop.example/restablecer?token=a&b');
  });

  it('name every chosen option of a configured line, in Spanish where it has no English name', () => {
    const order = {
      id: 'abcdef12-0000-4000-8000-000000000001',
      createdAt: '2026-11-20T22:30:00.000Z',
      customerName: 'Ana',
      lines: [
        {
          name: 'Notebook',
          name_en: 'Laptop',
          optionNames: {
            ram: { es: '16 GB DDR4', en: '16 GB DDR4' },
            storage: { es: 'SSD de 1 TB', en: '' },
          },
          quantity: 1,
          currency: 'ARS' as const,
          unitPriceCents: 100_000_000,
          lineTotalCents: 100_000_000,
        },
      ],
      totals: [{ currency: 'ARS' as const, cents: 100_000_000 }],
      orderUrl: 'https://shop.example/mis-pedidos/abcdef12-0000-4000-8000-000000000001',
    };
    expect(renderOrderMail('order-confirmation', order, 'es').text).toContain('- Notebook (16 GB DDR4, SSD de 1 TB)');
    expect(renderOrderMail('order-confirmation', order, 'en').text).toContain('- Laptop (16 GB DDR4, SSD de 1 TB)');
  });
});
