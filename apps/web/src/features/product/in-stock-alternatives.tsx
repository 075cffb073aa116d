import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import {
  canonicalCategory,
  categorySlug,
  productName,
  productPath,
  type Currency,
  type VariantType,
} from '@shop/domain';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { ProductTile } from '../../shared/products/product-tile';
import { useListedPrice } from '../../shared/products/listed-price';
import type { ProductImageComponent } from '../../shared/ui/product-image';
import { fetchInStockOfCategory, fetchSimilar, inStockKey, similarKey } from './api';
import { productTexts } from './texts';

/** How many alternatives an out-of-stock product's page offers. */
const ALTERNATIVES = 6;

interface Alternative {
  id: string;
  name: string;
  name_en?: string;
  image: string;
  basePrice: number;
  currency: Currency;
  variantType: VariantType;
  fromPrice?: number;
  stock: number;
}

/**
 * An out-of-stock product's page is no dead end: its similar products that are in stock
 * (the same answer the similar section shows, from the cache), then the newest in-stock
 * products of its category. A chunk of its own, mounted after hydration, like the similar
 * products; the server-rendered notice above links to the same list in the catalogue.
 */
export function InStockAlternatives({
  productId,
  category,
  Image,
}: {
  productId: string;
  category: string;
  Image: ProductImageComponent;
}) {
  const { t } = useFeatureTexts(productTexts);
  const [language] = useLanguage();
  const listed = useListedPrice();
  const similar = useQuery({
    queryKey: similarKey(productId),
    queryFn: ({ signal }) => fetchSimilar(productId, signal),
  });
  const ofCategory = useQuery({
    queryKey: inStockKey(category),
    queryFn: ({ signal }) => fetchInStockOfCategory(category, ALTERNATIVES + 1, signal),
  });
  const seen = new Set([productId]);
  const alternatives: Alternative[] = [];
  for (const candidate of [...(similar.data?.products ?? []), ...(ofCategory.data ?? [])]) {
    // Filtered here as well: the similar answer includes sold-out products.
    if (candidate.stock <= 0 || seen.has(candidate.id) || alternatives.length >= ALTERNATIVES) continue;
    seen.add(candidate.id);
    alternatives.push(candidate);
  }
  if (alternatives.length === 0) return null;
  const known = canonicalCategory(category);
  return (
    <section aria-labelledby="alternatives-heading" className="mt-12" data-testid="in-stock-alternatives">
      <h2 id="alternatives-heading" className="text-xl font-bold">
        {t('product:alternativesTitle')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {alternatives.map((other) => {
          const { price, label } = listed(other);
          return (
            <li key={other.id}>
              <ProductTile
                Image={Image}
                image={other.image}
                name={productName(other, language)}
                price={price}
                priceLabel={label}
                size="medium"
                href={productPath(other.id)}
              >
                <span className="text-xs text-green-700 dark:text-green-400">
                  {t('product:detail.inStock', { count: other.stock })}
                </span>
              </ProductTile>
            </li>
          );
        })}
      </ul>
      {known && (
        <p className="mt-4">
          <Link
            to={`/productos?category=${categorySlug(known)}&inStock=true`}
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            {t('product:alternativesAll', { category: t(`categories.${known}`) })}
          </Link>
        </p>
      )}
    </section>
  );
}
