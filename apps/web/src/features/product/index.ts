export { ProductDetailPage } from './ProductDetailPage';
