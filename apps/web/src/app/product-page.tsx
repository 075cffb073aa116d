import { lazy } from 'react';
import { ProductDetailPage } from '../features/product';

// Reviews are a feature of their own, fetched after the product page: app/ composes the two.
const ReviewsSection = lazy(() => import('../features/reviews/reviews-section'));

/** The product page with its reviews section. */
export function ProductPage() {
  return <ProductDetailPage Reviews={ReviewsSection} />;
}
