import type { Language } from '../language';
import type { Address } from './addresses';
import { provinceName } from './provinces';

// Apart from addresses.ts, whose schemas would bring zod into the shopper's order pages with them.
/**
 * An address as it is written on a parcel, in two lines: 'Av. Santa Fe 1234, 3° B' and
 * 'C1425ABC Palermo, Ciudad Autónoma de Buenos Aires' (the province's name in the language).
 */
export function addressLines(
  address: Pick<Address, 'street' | 'number' | 'floorFlat' | 'city' | 'province' | 'postalCode'>,
  language: Language,
): [string, string] {
  const street = `${address.street} ${address.number}${address.floorFlat ? `, ${address.floorFlat}` : ''}`;
  return [street, `${address.postalCode} ${address.city}, ${provinceName(address.province, language)}`];
}
