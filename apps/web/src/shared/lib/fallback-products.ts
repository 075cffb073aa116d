import type { ProductSummary } from '@shop/domain';

/**
 * The two built-in smartphones shown when products cannot be loaded or the server
 * is unavailable, so the catalogue is never empty. Kept in the bundle so they need no request.
 */
export const FALLBACK_PRODUCTS: ProductSummary[] = [
  {
    _id: 'fallback-galaxy-s25-ultra',
    id: 'fallback-galaxy-s25-ultra',
    name: 'Galaxy S25 Ultra',
    name_en: 'Galaxy S25 Ultra',
    description: 'Pantalla Dynamic AMOLED de 6,9", cámara de 200 MP, S Pen integrado y 12 GB de RAM.',
    description_en: '6.9" Dynamic AMOLED display, 200 MP camera, built-in S Pen and 12 GB of RAM.',
    brand: 'Samsung',
    basePrice: 1299.99,
    currency: 'USD',
    stock: 10,
    category: 'Smartphones',
    images: ['/placeholder.svg'],
    image: '/placeholder.svg',
    variantType: 'MODEL',
    createdAt: '2025-01-22T00:00:00.000Z',
  },
  {
    _id: 'fallback-galaxy-s25-plus',
    id: 'fallback-galaxy-s25-plus',
    name: 'Galaxy S25 Plus',
    name_en: 'Galaxy S25 Plus',
    description: 'Pantalla de 6,7" a 120 Hz, procesador Snapdragon 8 Elite y batería de 4900 mAh.',
    description_en: '6.7" 120 Hz display, Snapdragon 8 Elite processor and a 4900 mAh battery.',
    brand: 'Samsung',
    basePrice: 999.99,
    currency: 'USD',
    stock: 15,
    category: 'Smartphones',
    images: ['/placeholder.svg'],
    image: '/placeholder.svg',
    variantType: 'MODEL',
    createdAt: '2025-01-22T00:00:00.000Z',
  },
];

export function findFallbackProduct(id: string): ProductSummary | undefined {
  return FALLBACK_PRODUCTS.find((product) => product.id === id);
}
