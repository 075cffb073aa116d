import type { Product } from '@shop/domain';

/** A stored product for tests, as the product endpoint (getProduct) answers it, changed where a test needs it. */
export function storedProduct(changes: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    id: 'p1',
    name: 'Portátil',
    name_en: '',
    description: 'Uno',
    description_en: 'One',
    brand: 'Acme',
    basePrice: 1234.5,
    currency: 'USD',
    stock: 3,
    category: 'Laptops',
    images: ['/uploads/a.webp'],
    image: '/uploads/a.webp',
    video: null,
    variantType: 'CONFIGURABLE',
    features: {},
    models: [],
    defaultConfiguration: {},
    specifications: {},
    specifications_en: {},
    advantages: [],
    advantages_en: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 4,
    ...changes,
  };
}
