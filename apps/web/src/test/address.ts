import type { Address } from '@shop/domain';

/** A saved address for tests: the account's default, in Palermo (Ciudad Autónoma de Buenos Aires). */
export const savedAddress: Address = {
  id: 'a1',
  recipient: 'Ana Gómez',
  street: 'Av. Santa Fe',
  number: '1234',
  floorFlat: '',
  city: 'Palermo',
  province: 'AR-C',
  postalCode: 'C1425ABC',
  phone: '1145678901',
  notes: '',
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
