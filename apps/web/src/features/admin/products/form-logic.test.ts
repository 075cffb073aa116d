import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain';
import {
  EMPTY_PRODUCT_FORM,
  changedFields,
  formErrors,
  formValuesOf,
  imageTooLarge,
  moved,
  parseStockInput,
  pickImages,
  productPayload,
  stockInputText,
  videoProblem,
} from './form-logic';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

const stored: Product = {
  _id: 'p1',
  id: 'p1',
  name: 'Portátil',
  description: 'Uno',
  description_en: 'One',
  name_en: '',
  advantages_en: [],
  specifications_en: {},
  brand: 'Acme',
  basePrice: 1234.5,
  currency: 'USD',
  stock: 3,
  category: 'Laptops',
  images: ['/uploads/a.webp'],
  image: '/uploads/a.webp',
  video: null,
  variantType: 'CONFIGURABLE',
  features: { processor: { selectedComponent: { category: 'processor', name: 'M2' } } },
  models: [],
  defaultConfiguration: {},
  specifications: { ram: '16 GB', peso: 1.2, touch: false },
  advantages: ['Ligero'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
};

describe('stock field', () => {
  it('keeps digits only and saves a whole number, 0 when empty', () => {
    expect(stockInputText('1a2.5-')).toBe('125');
    expect(parseStockInput('')).toBe(0);
    expect(parseStockInput('007')).toBe(7);
    expect(parseStockInput('12,9')).toBe(129);
  });
});

describe('images', () => {
  it('takes jpeg, png, webp and gif up to 7 in all, and says what it refused', () => {
    const picked = pickImages(5, [
      file('a.jpg', 'image/jpeg'),
      file('b.svg', 'image/svg+xml'),
      file('c.png', 'image/png'),
      file('d.gif', 'image/gif'),
    ]);
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(picked.wrongType.map((f) => f.name)).toEqual(['b.svg']);
    expect(picked.overLimit).toBe(true);
    expect(pickImages(0, [file('w.webp', 'image/webp')])).toEqual({
      accepted: [file('w.webp', 'image/webp')],
      wrongType: [],
      overLimit: false,
    });
    expect(pickImages(7, [file('a.jpg', 'image/jpeg')]).accepted).toEqual([]);
  });

  it('refuses a compressed image above 5 MB, not at 5 MB', () => {
    expect(imageTooLarge({ size: 5 * MB })).toBe(false);
    expect(imageTooLarge({ size: 5 * MB + 1 })).toBe(true);
  });

  it('moves an image one place and leaves the list alone at its ends', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('video', () => {
  it('takes an mp4 up to 100 MB only', () => {
    expect(videoProblem(file('v.mp4', 'video/mp4', 100 * MB))).toBeUndefined();
    expect(videoProblem(file('v.mp4', 'video/mp4', 100 * MB + 1))).toBe('upload.videoTooLarge');
    expect(videoProblem(file('v.mov', 'video/quicktime'))).toBe('upload.videoType');
  });
});

describe('the form and the product', () => {
  it('asks for a name, a price and an image', () => {
    expect(formErrors(EMPTY_PRODUCT_FORM)).toEqual({
      name: 'product.name.required',
      price: 'priceRequired',
      images: 'product.images.required',
    });
    expect(formErrors(formValuesOf(stored))).toEqual({});
  });

  it('shows the stored price the Spanish way and saves it as a number, with variantType CONFIGURABLE', () => {
    const values = formValuesOf(stored);
    expect(values.price).toBe('1.234,50');
    const payload = productPayload({ ...values, price: '1.234.567,89', stock: '' });
    expect(payload).toMatchObject({ basePrice: 1234567.89, stock: 0, variantType: 'CONFIGURABLE' });
  });

  it('keeps untouched specifications with their types and the features as they are', () => {
    const payload = productPayload(formValuesOf(stored));
    expect(payload.specifications).toEqual(stored.specifications);
    expect(payload.features).toBe(stored.features);
  });

  it('sends only the fields an edit changed', () => {
    const loaded = formValuesOf(stored);
    const changes = changedFields(
      productPayload(loaded),
      productPayload({ ...loaded, price: '1.234,50 ', stock: '9' }),
    );
    expect(changes).toEqual({ stock: 9 });
    const priced = changedFields(productPayload(loaded), productPayload({ ...loaded, price: '99,9' }));
    expect(priced).toEqual({ basePrice: 99.9 });
  });
});
