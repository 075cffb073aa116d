import { describe, expect, it } from 'vitest';
import {
  ARGENTINA_HOLIDAYS,
  DEFAULT_SHIPPING_SETTINGS,
  PROVINCES,
  addressInputSchema,
  deliveryWindowText,
  dispatchDay,
  isBusinessDay,
  postalCodeProblem,
  quoteDelivery,
  shippingQuoteRequestSchema,
  shippingZoneOf,
  type ShippingZone,
} from './index';

// A fixed clock: Friday 20 November 2026, 15:30 in Argentina (UTC−3), after the 14:00 cut-off.
// Monday 23 November 2026 is the Día de la Soberanía Nacional (20 November, moved to the Monday
// by Ley 27.399 art. 6), so the order counts from Tuesday 24.
const FRIDAY_AFTER_CUT_OFF = new Date('2026-11-20T18:30:00Z');
const FRIDAY_BEFORE_CUT_OFF = new Date('2026-11-20T16:59:00Z'); // 13:59 in Argentina

/** Pesos as written in docs/shipping.md, turned into cents here by hand, not by the code under test. */
const PESOS: Record<ShippingZone, { standard: string; express: string }> = {
  amba: { standard: '4500.00', express: '8900.00' },
  buenosAires: { standard: '6900.00', express: '12500.00' },
  otherProvinces: { standard: '8900.00', express: '15900.00' },
  tierraDelFuego: { standard: '14900.00', express: '24900.00' },
};
const cents = (pesos: string) => {
  const [whole, fraction = '00'] = pesos.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

describe('the calendar', () => {
  it('knows the holidays around the fixed clock, and weekends', () => {
    expect(isBusinessDay('2026-11-20')).toBe(true); // the holiday moved away from Friday 20
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-22')).toBe(false);
    expect(isBusinessDay('2026-11-23')).toBe(false);
    expect(isBusinessDay('2026-11-24')).toBe(true);
    expect(isBusinessDay('2026-12-08')).toBe(false);
    expect(isBusinessDay('2026-12-07')).toBe(true); // a non-working day for tourism, not a holiday
  });

  it('lists holidays only on their observed dates, 2026 and 2027, none on a date that does not exist', () => {
    const dates = Object.keys(ARGENTINA_HOLIDAYS);
    expect(dates.filter((date) => date.startsWith('2026'))).toHaveLength(16);
    expect(dates.filter((date) => date.startsWith('2027'))).toHaveLength(16);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    // Movable holidays land on Mondays (2027's Soberanía falls on a Saturday and stays).
    for (const date of ['2026-06-15', '2026-11-23', '2027-06-21', '2027-08-16', '2027-10-11']) {
      expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(1);
    }
  });

  it('counts an order after the cut-off from the next business day, before it from the same day', () => {
    expect(dispatchDay(FRIDAY_AFTER_CUT_OFF, 14 * 60)).toBe('2026-11-24');
    expect(dispatchDay(FRIDAY_BEFORE_CUT_OFF, 14 * 60)).toBe('2026-11-20');
    expect(dispatchDay(new Date('2026-11-20T17:00:00Z'), 14 * 60)).toBe('2026-11-24'); // 14:00 sharp is after
    // 23:30 on Thursday 19 in Argentina is already Friday 20 in UTC: the Argentine day counts.
    expect(dispatchDay(new Date('2026-11-20T02:30:00Z'), 14 * 60)).toBe('2026-11-20');
  });
});

describe('the delivery quote', () => {
  const quote = (zone: ShippingZone, subtotalArsCents = 0, placedAt = FRIDAY_AFTER_CUT_OFF) =>
    quoteDelivery({ province: 'AR-C', postalCode: '1425', zone, subtotalArsCents, placedAt });

  it('prices each zone from the documented defaults, in whole cents', () => {
    for (const zone of Object.keys(PESOS) as ShippingZone[]) {
      const [standard, express, pickup] = quote(zone).options;
      expect(standard).toMatchObject({ option: 'standard', currency: 'ARS', cents: cents(PESOS[zone].standard) });
      expect(express).toMatchObject({ option: 'express', cents: cents(PESOS[zone].express) });
      expect(pickup).toMatchObject({ option: 'pickup', cents: 0, address: DEFAULT_SHIPPING_SETTINGS.pickup.address });
      expect(standard!.amount * 100).toBe(standard!.cents);
    }
  });

  it('makes standard delivery free from AR$ 200.000,00 on, to the cent; express stays charged', () => {
    const below = quote('amba', cents('199999.99')).options;
    expect(below[0]).toMatchObject({ cents: cents('4500.00'), free: false });
    const reached = quote('amba', cents('200000.00')).options;
    expect(reached[0]).toMatchObject({ cents: 0, free: true });
    expect(reached[1]).toMatchObject({ cents: cents('8900.00'), free: false });
  });

  it('dates the Friday-after-cut-off order from Tuesday 24, skipping the weekend, the holiday and 8 December', () => {
    const dates = (zone: ShippingZone) => quote(zone).options.map((o) => [o.option, o.earliest, o.latest]);
    expect(quote('amba').dispatchDay).toBe('2026-11-24');
    expect(dates('amba')).toEqual([
      ['standard', '2026-11-26', '2026-11-30'],
      ['express', '2026-11-25', '2026-11-25'],
      ['pickup', '2026-11-25', '2026-11-26'],
    ]);
    expect(dates('otherProvinces')[0]).toEqual(['standard', '2026-11-30', '2026-12-04']);
    // 7 business days from Tue 24 is Thu 3 December; 12 skips Tue 8 December and ends on Fri 11.
    expect(dates('tierraDelFuego')[0]).toEqual(['standard', '2026-12-03', '2026-12-11']);
  });

  it('dates an order before the cut-off from its own day', () => {
    const [standard] = quote('amba', 0, FRIDAY_BEFORE_CUT_OFF).options;
    // From Fri 20: 1 business day is Tue 24 (Mon 23 is the holiday), 2 is Wed 25, 4 is Fri 27.
    expect([standard!.earliest, standard!.latest]).toEqual(['2026-11-25', '2026-11-27']);
  });
});

describe('zones and postal codes', () => {
  it('puts the city, Greater Buenos Aires, the rest of the province, Tierra del Fuego and the others in their zones', () => {
    expect(shippingZoneOf('AR-C', 'C1425ABC')).toBe('amba');
    expect(shippingZoneOf('AR-B', '1636')).toBe('amba'); // Olivos
    expect(shippingZoneOf('AR-B', 'B1900AAA')).toBe('amba'); // La Plata
    expect(shippingZoneOf('AR-B', '7600')).toBe('buenosAires'); // Mar del Plata
    expect(shippingZoneOf('AR-V', '9410')).toBe('tierraDelFuego'); // Ushuaia
    expect(shippingZoneOf('AR-X', '5000')).toBe('otherProvinces'); // Córdoba
  });

  it('has the 23 provinces and the city, each with its CPA letter once', () => {
    expect(PROVINCES).toHaveLength(24);
    expect(new Set(PROVINCES.map((p) => p.code.slice(3))).size).toBe(24);
  });

  it('takes four digits or a CPA whose letter is the province', () => {
    expect(postalCodeProblem('1425', 'AR-C')).toBeNull();
    expect(postalCodeProblem('C1425ABC', 'AR-C')).toBeNull();
    expect(postalCodeProblem('X5000ABC', 'AR-C')).toBe('province');
    expect(postalCodeProblem('142', 'AR-C')).toBe('format');
    expect(postalCodeProblem('0425', 'AR-C')).toBe('format');
    expect(postalCodeProblem('C1425AB', 'AR-C')).toBe('format');
    // The province's letter and the four digits, as many people write it: its letter checked too.
    expect(postalCodeProblem('C1425', 'AR-C')).toBeNull();
    expect(postalCodeProblem('X1425', 'AR-C')).toBe('province');
    expect(postalCodeProblem('C142', 'AR-C')).toBe('format');
  });
});

describe('the address and quote payloads', () => {
  const valid = {
    recipient: 'Ana Gómez',
    street: 'Av. Santa Fe',
    number: '1234',
    city: 'CABA',
    province: 'AR-C',
    postalCode: ' c1425 abc ',
    phone: '+54 11 4567-8901',
  };

  it('normalises the postal code and fills the optional fields', () => {
    const parsed = addressInputSchema.parse(valid);
    expect(parsed).toMatchObject({ postalCode: 'C1425ABC', floorFlat: '', notes: '' });
  });

  it('names each bad field with its own rule', () => {
    const result = addressInputSchema.safeParse({
      recipient: ' ',
      street: '',
      number: '12345678901',
      city: 'x'.repeat(101),
      province: 'AR-ZZ',
      postalCode: '12',
      phone: 'abc',
      notes: 'x'.repeat(201),
    });
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({
      recipient: 'address.recipient.required',
      street: 'address.street.required',
      number: 'address.number.tooLong',
      city: 'address.city.tooLong',
      province: 'address.province.invalid',
      postalCode: 'address.postalCode.invalid',
      phone: 'address.phone.invalid',
      notes: 'address.notes.tooLong',
    });
  });

  it('refuses a CPA of another province, at the postal code', () => {
    const result = addressInputSchema.safeParse({ ...valid, postalCode: 'X5000ABC' });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['postalCode', 'address.postalCode.province'],
    ]);
  });

  it('asks the quote for an address or a province and postal code, not both', () => {
    const items = [{ productId: 'p', quantity: 1 }];
    expect(shippingQuoteRequestSchema.safeParse({ items, addressId: 'a' }).success).toBe(true);
    expect(shippingQuoteRequestSchema.safeParse({ items, province: 'AR-B', postalCode: '7600' }).success).toBe(true);
    const message = (body: object) =>
      shippingQuoteRequestSchema.safeParse({ items, ...body }).error?.issues[0]?.message;
    expect(message({})).toBe('shipping.destination.required');
    expect(message({ addressId: 'a', province: 'AR-B', postalCode: '7600' })).toBe('shipping.destination.both');
    expect(message({ postalCode: '7600' })).toBe('address.province.invalid');
    expect(message({ province: 'AR-C', postalCode: 'B1636AAA' })).toBe('address.postalCode.province');
  });
});

describe('the delivery line', () => {
  it('says the month once in Spanish when both days share it, and on both days in English', () => {
    expect(deliveryWindowText('2026-12-03', '2026-12-07', 'es')).toEqual({
      from: 'jue 3',
      to: 'lun 7 de diciembre',
      sameDay: false,
    });
    // English names the month on both days, in the order of its other dates ('December 3, 2026').
    expect(deliveryWindowText('2026-12-03', '2026-12-07', 'en')).toMatchObject({
      from: 'Thu, December 3',
      to: 'Mon, December 7',
    });
    expect(deliveryWindowText('2026-12-04', '2026-12-04', 'en')).toEqual({
      from: 'Fri, December 4',
      to: 'Fri, December 4',
      sameDay: true,
    });
    expect(deliveryWindowText('2026-11-30', '2026-12-04', 'es')).toMatchObject({
      from: 'lun 30 de noviembre',
      to: 'vie 4 de diciembre',
    });
  });
});
