export { useCartCount, useCartItems, CART_STORAGE_KEY } from './cart-store';
export { useAddToCart } from './useAddToCart';
export type { CartProduct } from '@shop/domain';
