import { lazy } from 'react';
import { ProductDetailPage } from '../features/product';

// Reviews are a feature of their own, fetched after the product page: app/ composes the two.
const ReviewsSection = lazy(() => import('../features/reviews/reviews-section'));
// So is the sold-out product's back-in-stock form, loaded only on such a page.
const StockAlertForm = lazy(() => import('../features/stock-alerts/stock-alert-form'));
// And the strip of the products opened before, which records this one.
const RecentlyViewed = lazy(() => import('../features/recently-viewed/recently-viewed'));

/** The product page with its reviews section, the recently viewed products and, when sold out, its back-in-stock alert. */
export function ProductPage() {
  return <ProductDetailPage Reviews={ReviewsSection} StockAlert={StockAlertForm} RecentlyViewed={RecentlyViewed} />;
}
