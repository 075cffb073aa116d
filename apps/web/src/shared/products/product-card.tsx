import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/react';
import { canonicalCategory, formatOneDecimal, langOf, productName, type ProductSummary } from '@shop/domain';
import { productDescription } from '../lib/product-text';
import { useLanguage } from '../i18n/use-language';
import { buttonClass } from '../ui/button';
import { ProductImage } from '../ui/product-image';
import { useAddToCart } from '../cart/use-add-to-cart';
import { useHoldsAllStock } from '../cart/cart-store';
import { useHydrated } from '../lib/use-hydrated';
import { useListedPrice } from './listed-price';

// The favourite heart and what it does load after the page is taken over: nothing of them in the first load.
const HeartButton = lazy(() => import('../favourites/heart-button'));

/** A card's images change every 1.5 s on hover; the add button shows its feedback for 300 ms. */
export const IMAGE_CYCLE_MS = 1_500;
export const ADD_FEEDBACK_MS = 300;

interface Props {
  product: ProductSummary;
  /**
   * A line under the price (the catalogue's '≈ AR$ …' for a price in another currency). Given as
   * null, the line is kept empty: a row's prices line up whether or not their cards have one.
   */
  belowPrice?: ReactNode;
  /**
   * How urgently the image loads: `high` for the one a phone shows first (the page's largest
   * paint), `eager` for the rest of the first row on wide screens, `lazy` below the fold.
   */
  imageLoading?: 'high' | 'eager' | 'lazy';
}

/** The storefront's product card: what a shopper sees in lists (the admin area has its own). */
export function ProductCard({ product, belowPrice, imageLoading = 'lazy' }: Props) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const listed = useListedPrice();
  const addToCart = useAddToCart();
  const hydrated = useHydrated();
  const [imageIndex, setImageIndex] = useState(0);
  const [adding, setAdding] = useState(false);
  const cycle = useRef<ReturnType<typeof setInterval>>(undefined);
  const addTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearInterval(cycle.current);
      clearTimeout(addTimer.current);
    },
    [],
  );

  const images = product.images.length > 0 ? product.images : [product.image];
  const href = `/producto/${encodeURIComponent(product.id)}`;
  const outOfStock = product.stock <= 0;
  const configurable = product.variantType === 'CONFIGURABLE';
  const allInCart = useHoldsAllStock(product);
  const description = productDescription(product, language);
  const name = productName(product, language);
  const category = canonicalCategory(product.category);
  const categoryLabel = category ? t(`categories.${category}`) : product.category;
  const rating = product.rating;
  const average = rating && rating.average !== null ? formatOneDecimal(rating.average, language) : undefined;
  const { price, label: priceLabel } = listed(product);

  const startCycling = () => {
    if (images.length < 2) return;
    clearInterval(cycle.current);
    cycle.current = setInterval(() => setImageIndex((index) => (index + 1) % images.length), IMAGE_CYCLE_MS);
  };
  const stopCycling = () => {
    clearInterval(cycle.current);
    setImageIndex(0);
  };

  const add = () => {
    setAdding(true);
    // A short busy state confirms the click before the cart (and its toast) change.
    addTimer.current = setTimeout(() => {
      addToCart(product, 1);
      setAdding(false);
    }, ADD_FEEDBACK_MS);
  };

  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      data-testid="product-card"
    >
      <div className="relative">
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden
          className="relative block aspect-square bg-slate-100 dark:bg-slate-800"
          onMouseEnter={startCycling}
          onMouseLeave={stopCycling}
        >
          <ProductImage
            src={images[imageIndex]}
            width={400}
            height={400}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, (min-width: 360px) 50vw, 90vw"
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'high' ? 'high' : 'auto'}
            className="size-full object-cover"
          />
          <span className="absolute top-2 left-2 rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">
            {categoryLabel}
          </span>
          {configurable && (
            <span className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-slate-900/90 dark:text-indigo-200">
              {t('product.configurable')}
            </span>
          )}
          {outOfStock && (
            <span className="absolute top-2 right-2 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('product.outOfStock')}
            </span>
          )}
        </Link>
        {hydrated && (
          <Suspense>
            <HeartButton product={product} />
          </Suspense>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-sm leading-snug font-semibold sm:text-base">
          <Link
            to={href}
            className="hover:text-indigo-700 hover:underline dark:hover:text-indigo-300"
            {...langOf(name)}
          >
            {name.text}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300" {...langOf(description)}>
          {description.text}
        </p>
        {rating?.count ? (
          <p
            role="img"
            aria-label={t('product.rating', { ...rating, average })}
            className="text-sm"
            data-testid="card-rating"
          >
            <span className="text-amber-500">★</span> {average} ({rating.count})
          </p>
        ) : null}
        {/* Laid out alike on every card at every width, so a row's cards match: a small line with
            'desde' (for a configurable product; empty otherwise) and the stock at its right, then
            the price on a line of its own, never wrapped, then the line under it (kept even when
            empty). At the card's bottom, above the button: the prices of a row line up.
            Read in order: 'desde', price, stock, the line under. */}
        <div className="relative mt-auto pt-2">
          <p data-testid="card-price">
            <span className="block h-4 text-xs leading-4 text-slate-600 dark:text-slate-300">
              {priceLabel && `${priceLabel} `}
            </span>
            <span className="text-base font-bold sm:text-lg">{price}</span>
          </p>
          <p className="absolute top-2 right-0 text-xs leading-4 text-slate-600 dark:text-slate-300">
            {t('product.stock', { count: product.stock })}
          </p>
          {belowPrice !== undefined && (
            <div className="h-4 text-xs leading-4 whitespace-nowrap" data-testid="below-price">
              {belowPrice}
            </div>
          )}
        </div>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'w-full px-2')}
          disabled={outOfStock || allInCart || adding || !hydrated}
          aria-busy={adding || !hydrated}
          onClick={add}
        >
          {adding
            ? t('product.adding')
            : outOfStock
              ? t('product.outOfStock')
              : allInCart
                ? t('cart.allInCart')
                : t('product.addToCart')}
        </button>
      </div>
    </article>
  );
}
