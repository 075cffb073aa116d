import { describe, expect, it } from 'vitest';
import { domainMessage } from '../messages';
import { idempotencyKeySchema, orderRequestSchema, orderTotals, priceLine } from './orders';
import { ORDER_STATUSES, canChangeStatus, fulfilmentOf, statusesBefore } from './statuses';
import { arsSubtotalCents, chargeTotal } from './delivery';
import { exchangeWords } from './exchange-words';

const id = '3f1c2a8e-1b2c-4d3e-8f90-1234567890ab';
const other = '3f1c2a8e-1b2c-4d3e-8f90-1234567890ac';

function issueKeys(payload: unknown): string[] {
  const result = orderRequestSchema.safeParse(payload);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('order request', () => {
  it('keeps product, quantity and options, and drops a price, currency or total sent by the client', () => {
    const parsed = orderRequestSchema.parse({
      items: [{ productId: id, quantity: 2, price: 1, currency: 'USD', total: 2 }],
      total: 1,
    });
    expect(parsed).toEqual({ items: [{ productId: id, quantity: 2, selectedOptions: {} }] });
  });

  it.each([1.5, 1001, Number.NaN, '2'])('refuses the quantity %s', (quantity) => {
    expect(issueKeys({ items: [{ productId: id, quantity }] })).toEqual(['orders.quantity.invalid']);
  });

  it.each([0, -1])("refuses the quantity %s with the spec's minimum text", (quantity) => {
    expect(issueKeys({ items: [{ productId: id, quantity }] })).toEqual(['cart.minQuantity']);
  });

  it('refuses an empty order and one of more than 100 lines', () => {
    expect(issueKeys({ items: [] })).toEqual(['orders.items.required']);
    const lines = Array.from({ length: 101 }, (_, index) => ({
      productId: `${id.slice(0, -3)}${String(index).padStart(3, '0')}`,
      quantity: 1,
    }));
    expect(issueKeys({ items: lines })).toEqual(['orders.items.tooMany']);
    expect(issueKeys({ items: lines.slice(0, 100) })).toEqual([]);
  });

  it('refuses the same product in the same configuration twice, whatever the order of its options', () => {
    expect(
      issueKeys({
        items: [
          { productId: id, quantity: 1 },
          { productId: other, quantity: 1 },
          { productId: id, quantity: 3 },
        ],
      }),
    ).toEqual(['orders.items.repeated']);
    expect(
      issueKeys({
        items: [
          { productId: id, quantity: 1, selectedOptions: { ram: '16', ssd: '1' } },
          { productId: id, quantity: 1, selectedOptions: { ssd: '1', ram: '16' } },
        ],
      }),
    ).toEqual(['orders.items.repeated']);
    expect(
      issueKeys({
        items: [
          { productId: id, quantity: 1, selectedOptions: { ram: '16' } },
          { productId: id, quantity: 1, selectedOptions: { ram: '32' } },
        ],
      }),
    ).toEqual([]);
  });
});

describe('idempotency key', () => {
  it('accepts a UUID and refuses short, long or odd keys', () => {
    expect(idempotencyKeySchema.safeParse('0b6c1d3e-7f1a-4c55-9a0e-2f5b8c9d1e2f').success).toBe(true);
    for (const key of ['short', 'x'.repeat(201), 'has spaces inside', 'semi;colon1']) {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
    }
  });
});

describe('order status', () => {
  it('moves one step at a time, home or pickup; staff cancel until shipped; final statuses stay', () => {
    const allowed = (fulfilment: 'home' | 'pickup') =>
      ORDER_STATUSES.flatMap((from) =>
        ORDER_STATUSES.filter((to) => canChangeStatus(from, to, fulfilment)).map((to) => `${from}→${to}`),
      );
    expect(allowed('home')).toEqual([
      'paid→preparing',
      'paid→cancelled',
      'preparing→shipped',
      'preparing→cancelled',
      'shipped→delivered',
    ]);
    expect(allowed('pickup')).toEqual([
      'paid→preparing',
      'paid→cancelled',
      'preparing→ready_for_pickup',
      'preparing→cancelled',
      'ready_for_pickup→picked_up',
      'ready_for_pickup→cancelled',
    ]);
    expect(statusesBefore('cancelled')).toEqual(['paid', 'preparing']);
    expect(statusesBefore('delivered')).toEqual(['shipped']);
    expect(statusesBefore('paid')).toEqual([]);
    expect(fulfilmentOf('pickup')).toBe('pickup');
    expect(fulfilmentOf(null)).toBe('home');
  });

  it('charges one total: one currency as is, a mix in AR$ at the rate rounded half up, refused without one', () => {
    const rates = { base: 'ARS' as const, rates: { USD: '1050.5' }, setOn: '2026-11-01' };
    const usd = { currency: 'USD' as const, lineTotalCents: 5997 };
    const ars = { currency: 'ARS' as const, lineTotalCents: 150_050 };
    expect(chargeTotal([usd], 0, null)).toEqual({ ok: true, currency: 'USD', cents: 5997, exchange: null });
    expect(chargeTotal([usd], 450_000, null)).toEqual({ ok: false, missing: ['USD'] });
    expect(chargeTotal([usd, ars], 450_000, rates)).toEqual({
      ok: true,
      currency: 'ARS',
      // 59,97 × 1050,5 = 62.998,485 → 62.998,49
      cents: 6_299_849 + 150_050 + 450_000,
      exchange: { rates: { USD: '1050.5' }, setOn: '2026-11-01' },
    });
    // Towards free delivery: the AR$ lines, and other currencies only at a rate (as the total converts them).
    expect(arsSubtotalCents([usd, ars, ars], null)).toBe(300_100);
    expect(arsSubtotalCents([usd, usd, ars], rates)).toBe(150_050 + 12_599_697); // 119,94 × 1050,5 = 125.996,97
  });

  it('says an exchange in each language: the rates with every decimal given, the day as a date', () => {
    const exchange = { rates: { USD: '1050.5' }, setOn: '2026-11-01' };
    expect(exchangeWords(exchange, 'es')).toEqual({ rates: 'US$ 1 = AR$ 1.050,50', date: '1 de noviembre de 2026' });
    expect(exchangeWords(exchange, 'en')).toEqual({ rates: 'US$ 1 = AR$ 1,050.50', date: 'November 1, 2026' });
    expect(exchangeWords({ rates: { USD: '1050.1234' }, setOn: '2026-12-31' }, 'es').rates).toBe(
      'US$ 1 = AR$ 1.050,1234',
    );
  });

  it('names each status in both languages', () => {
    for (const status of ORDER_STATUSES) {
      expect(domainMessage(`orders.statusName.${status}`, 'es')).not.toBe(`orders.statusName.${status}`);
      expect(domainMessage(`orders.statusName.${status}`, 'en')).not.toBe(
        domainMessage(`orders.statusName.${status}`, 'es'),
      );
    }
  });
});

describe('pricing and totals', () => {
  it('prices a plain line at its base price in whole cents, and refuses options a product does not offer', () => {
    expect(priceLine({ basePrice: 1299.99, currency: 'USD' }, {})).toEqual({ ok: true, unitPriceCents: 129999 });
    expect(priceLine({ basePrice: 0.1, currency: 'USD' }, {})).toEqual({ ok: true, unitPriceCents: 10 });
    expect(priceLine({ basePrice: 10, currency: 'USD' }, { ram: '32' })).toEqual({
      ok: false,
      reason: 'optionsNotOffered',
      category: 'ram',
    });
  });

  it('totals per currency exactly and never adds currencies together', () => {
    const totals = orderTotals([
      { currency: 'USD', lineTotalCents: 10 },
      { currency: 'ARS', lineTotalCents: 150_000_00 },
      { currency: 'USD', lineTotalCents: 20 },
    ]);
    expect(totals).toEqual([
      { currency: 'USD', cents: 30, amount: 0.3 },
      { currency: 'ARS', cents: 150_000_00, amount: 150_000 },
    ]);
  });

  it('states a refused line in both languages with the units left', () => {
    expect(domainMessage('orders.line.outOfStock', 'es', { name: 'Mouse', count: 1 })).toBe(
      'Mouse: solo queda 1 unidad',
    );
    expect(domainMessage('orders.line.outOfStock', 'en', { name: 'Mouse', count: 3 })).toBe('Mouse: only 3 units left');
  });
});
