import { describe, expect, it } from 'vitest';
import * as card from './card-rules';

const november2026 = new Date(2026, 10, 23);

describe('card fields as typed', () => {
  it('groups the card number in fours, keeps digits only and stops at 16 (19 characters)', () => {
    expect(card.formatCardNumber('4242')).toBe('4242');
    expect(card.formatCardNumber('42424')).toBe('4242 4');
    expect(card.formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    const longest = card.formatCardNumber('1234567890123456789');
    expect(longest).toBe('1234 5678 9012 3456');
    expect(longest).toHaveLength(card.CARD_NUMBER_MAX_LENGTH);
  });

  // Backspace over "12/3" leaves "12/": the slash goes with that digit instead of coming back.
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
    ['12/', '12'],
  ])('inserts the expiry slash itself: %j becomes %j', (typed, shown) => {
    expect(card.formatExpiryDate(typed)).toBe(shown);
  });

  it('keeps the CVV to three digits', () => {
    expect(card.formatCvv('1a2b3c4')).toBe('123');
  });
});

describe('card validation', () => {
  it('accepts the prefilled demo card', () => {
    expect(card.validateCard({ ...card.DEMO_CARD }, november2026)).toEqual({});
  });

  it('names each broken field by its message key', () => {
    expect(
      card.validateCard({ cardNumber: '4242 4242 4242 424', expiryDate: '13/30', cvv: '12' }, november2026),
    ).toEqual({
      cardNumber: 'checkout:validationErrors.cardNumber',
      expiryDate: 'checkout:validationErrors.expiryDate',
      cvv: 'checkout:validationErrors.cvv',
    });
    expect(card.validateCard({ ...card.DEMO_CARD, cvv: '12a' }, november2026)).toEqual({
      cvv: 'checkout:validationErrors.cvv',
    });
    expect(card.validateCard({ ...card.DEMO_CARD, cardNumber: '' }, november2026)).toEqual({
      cardNumber: 'checkout:validationErrors.cardNumber',
    });
  });

  it.each(['00/30', '13/30', '1/30', '12/3', '1230', ''])('refuses the expiry %j as malformed', (value) => {
    expect(card.validateExpiryDate(value, november2026)).toBe('checkout:validationErrors.expiryDate');
  });

  it('treats a card as valid through its month, and an earlier month as expired', () => {
    expect(card.validateExpiryDate('11/26', november2026)).toBeUndefined();
    expect(card.validateExpiryDate('12/26', november2026)).toBeUndefined();
    expect(card.validateExpiryDate('10/26', november2026)).toBe('checkout:validationErrors.expiredCard');
    expect(card.validateExpiryDate('12/25', november2026)).toBe('checkout:validationErrors.expiredCard');
    expect(card.validateExpiryDate('01/27', november2026)).toBeUndefined();
  });
});
