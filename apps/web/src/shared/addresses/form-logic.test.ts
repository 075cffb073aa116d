import { describe, expect, it } from 'vitest';
import { checkAddress, firstRefused, problemsOf } from './form-logic';

const valid = {
  recipient: 'Ana Gómez',
  street: 'Av. Santa Fe',
  number: '1234',
  city: 'CABA',
  province: 'AR-C',
  postalCode: 'c1425abc',
  phone: '011 4567-8901',
};

describe('the address form', () => {
  it('sends the domain payload when every field is right', () => {
    expect(checkAddress(valid)).toMatchObject({ ok: true, data: { postalCode: 'C1425ABC', notes: '' } });
  });

  it('names every refused field, and focuses the first in the form order', () => {
    const checked = checkAddress({ ...valid, recipient: '', postalCode: 'X5000ABC', phone: '12' });
    expect(checked).toEqual({
      ok: false,
      problems: {
        recipient: 'address.recipient.required',
        phone: 'address.phone.invalid',
        postalCode: 'address.postalCode.province',
      },
    });
    expect(firstRefused(checked.ok ? {} : checked.problems)).toBe('recipient');
  });

  it("reads the API's refused fields", () => {
    expect(
      problemsOf([
        { path: 'body.city', code: 'address.city.required' },
        { path: 'body.city', code: 'address.city.tooLong' },
        { path: 'body.other', code: 'x' },
      ]),
    ).toEqual({ city: 'address.city.required' });
  });
});
