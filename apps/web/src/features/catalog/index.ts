export { ProductCard } from './ProductCard';
export { ProductGrid, ProductGridSkeleton } from './ProductGrid';
export { FallbackNotice } from './FallbackNotice';
export { useProductList } from './useProductList';
