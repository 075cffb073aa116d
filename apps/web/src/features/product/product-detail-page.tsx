import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { toast } from '../../shared/ui/toast';
import {
  canonicalCategory,
  categorySlug,
  chosenOptionNames,
  langOf,
  productAdvantages,
  productName,
  productPath,
} from '@shop/domain';
import { isApiError } from '../../shared/api/http';
import { productDetailKey } from '../../shared/api/product-detail';
import { findFallbackProduct } from '../../shared/lib/fallback-products';
import { usePriceFormatter } from '../../shared/lib/format';
import { productDescription } from '../../shared/lib/product-text';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useLanguage } from '../../shared/i18n/use-language';
import { buttonClass } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useAddToCart } from '../../shared/cart/use-add-to-cart';
import { useHoldsAllStock } from '../../shared/cart/cart-store';
import { DeliveryPlaceholder } from '../../shared/addresses/place-form';
import { useHydrated } from '../../shared/lib/use-hydrated';
import { useNearViewport } from '../../shared/lib/use-near-viewport';
import { ProductImage } from '../../shared/ui/product-image';
import { fetchProduct, type ProductDetail } from './api';
import { BuyBar } from './buy-bar';
import { ComponentsList } from './components-list';
import { MediaCarousel } from './media-carousel';
import { mediaItems } from './media';
import { QuantityInput } from './quantity-input';
import {
  chosenFeatures,
  chosenSpecifications,
  parseConfiguration,
  shopperConfiguration,
  writeConfiguration,
} from '../../shared/products/configuration';
import { ShopperOptions } from './shopper-options';
import { SpecificationsGrid } from './specifications-grid';
import { productTexts } from './texts';
import { Breadcrumbs } from '../../shared/breadcrumbs/breadcrumbs';

// The delivery line (shared with the checkout's address pieces) asks the API for dates: after hydration, its own chunk.
// The favourite heart, the same chunk the cards load.
const HeartButton = lazy(() => import('../../shared/favourites/heart-button'));
const DeliveryEstimate = lazy(() => import('../../shared/addresses/delivery-estimate'));
// Below the fold and not part of the server-rendered page: a chunk of their own, fetched after hydration.
const RelatedProducts = lazy(() => import('./related-products').then((m) => ({ default: m.RelatedProducts })));
const CompareThisLink = lazy(() => import('./related-products').then((m) => ({ default: m.CompareThisLink })));
const InStockAlternatives = lazy(() =>
  import('./in-stock-alternatives').then((m) => ({ default: m.InStockAlternatives })),
);

/**
 * `Reviews`: the reviews section (rating, list, votes and the buyer's form), a feature of its own
 * in a chunk of its own, handed down by app/ (a feature does not import another); `StockAlert`
 * likewise: a sold-out product's back-in-stock form.
 */
export function ProductDetailPage({
  Reviews,
  StockAlert,
  RecentlyViewed,
}: {
  Reviews?: ProductPart;
  StockAlert?: ProductPart;
  RecentlyViewed?: ProductPart;
}) {
  const { id = '' } = useParams();
  const { t } = useFeatureTexts(productTexts);
  const [, navigate] = useLocation();
  const fallback = findFallbackProduct(id);
  const query = useQuery({
    queryKey: productDetailKey(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    // The server may send the last rendered page while it renders a fresh one (stale-while-
    // revalidate): the price and stock it carries are checked against the API at once.
    staleTime: 0,
    // The built-in fallback products exist only in the browser.
    enabled: !fallback,
  });
  const product: ProductDetail | undefined = fallback ?? query.data;

  useEffect(() => {
    if (!query.isError) return;
    // Say what happened, then back to the catalogue: a missing product has no page to stay on.
    toast.error(isApiError(query.error, 404) ? t('product:detail.notFound') : t('product:detail.error'));
    navigate('/productos', { replace: true });
  }, [query.isError, query.error, navigate, t]);

  const [language] = useLanguage();
  useDocumentTitle(
    product ? productName(product, language).text : t('product:detail.loading'),
    product && productDescription(product, language).text,
  );

  if (!product) return <DetailSkeleton />;
  return <ProductView product={product} Reviews={Reviews} StockAlert={StockAlert} RecentlyViewed={RecentlyViewed} />;
}

type ProductPart = ComponentType<{ productId: string }>;

function ProductView({
  product,
  Reviews,
  StockAlert,
  RecentlyViewed,
}: {
  product: ProductDetail;
  Reviews: ProductPart | undefined;
  StockAlert: ProductPart | undefined;
  RecentlyViewed: ProductPart | undefined;
}) {
  const { t } = useFeatureTexts(productTexts);
  const [language] = useLanguage();
  const formatPrice = usePriceFormatter();
  const addToCart = useAddToCart();
  const hydrated = useHydrated();
  const [watchLowerSections, nearLowerSections] = useNearViewport<HTMLDivElement>();
  const [quantity, setQuantity] = useState(1);
  const inStock = product.stock > 0;
  const allInCart = useHoldsAllStock(product);
  const description = productDescription(product, language);
  const name = productName(product, language);
  const advantages = productAdvantages({ ...product, advantages: product.advantages ?? [] }, language);
  const category = canonicalCategory(product.category);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const configurable = product.variantType === 'CONFIGURABLE';
  const configuration = shopperConfiguration(product, configurable ? parseConfiguration(search) : {});
  const specifications = chosenSpecifications(product, configuration);
  const choose = (group: string, optionId: string | undefined) => {
    const { [group]: _previous, ...others } = configuration.selectedOptions as Record<string, string>;
    const next = optionId ? { ...others, [group]: optionId } : others;
    navigate(location + writeConfiguration(search, next), { replace: true });
  };
  // The built-in fallback products (no features) exist only in the browser: nothing to compare them with.
  // Compared as configured: with 16 GB chosen, another laptop's 16 GB is no longer 'more RAM'.
  const comparable =
    hydrated && product.features
      ? {
          ...product,
          basePrice: configuration.unitPrice,
          features: chosenFeatures(product.features, configuration),
          ...specifications,
          selectedOptions: configuration.selectedOptions,
        }
      : undefined;
  const price = formatPrice(configuration.unitPrice, product.currency);
  const addButton = useRef<HTMLButtonElement>(null);
  const add = () =>
    addToCart(
      {
        ...product,
        basePrice: configuration.unitPrice,
        selectedOptions: configuration.selectedOptions,
        optionNames: chosenOptionNames(product.features ?? {}, configuration.selectedOptions),
      },
      quantity,
    );

  return (
    <article className="mx-auto max-w-7xl px-4 pt-4 pb-8">
      <Breadcrumbs
        trail={[
          ...(category
            ? [{ label: t(`categories.${category}`), href: `/productos?category=${categorySlug(category)}` }]
            : []),
          { label: name.text, href: productPath(product.id), lang: langOf(name).lang },
        ]}
      />
      {!inStock && <OutOfStockNotice category={product.category} />}
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        {/* On a wide screen the pictures stay in view beside a long list of choices (the seeded desktop's six groups). */}
        <div className="lg:sticky lg:top-20 lg:self-start">
          <MediaCarousel items={mediaItems(product)} name={name.text} />
        </div>
        {/* What a shopper decides on comes first (name, price, stock, the choices, the add button:
            together in the first screen at 1280 × 800); what informs follows. */}
        <div className="flex min-w-0 flex-col gap-3">
          {(category || product.brand) && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {category && (
                <span className="rounded-full bg-indigo-600 px-3 py-0.5 text-xs font-semibold text-white">
                  {t(`categories.${category}`)}
                </span>
              )}
              {product.brand && <span className="text-slate-600 dark:text-slate-300">{product.brand}</span>}
            </p>
          )}
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl leading-tight font-bold lg:text-3xl" {...langOf(name)}>
              {name.text}
            </h1>
            {/* The heart's room is kept from the first paint: its arrival after hydration moves nothing. */}
            <span className="size-11 shrink-0">
              {hydrated && (
                <Suspense fallback={null}>
                  <HeartButton product={product} place="page" />
                </Suspense>
              )}
            </span>
          </div>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <p
              className="text-3xl font-extrabold text-indigo-700 tabular-nums dark:text-indigo-300"
              data-testid="detail-price"
            >
              {price}
            </p>
            <p
              className={
                inStock
                  ? 'font-medium text-green-700 dark:text-green-400'
                  : 'font-medium text-red-700 dark:text-red-400'
              }
            >
              {inStock ? t('product:detail.inStock', { count: product.stock }) : t('product.outOfStock')}
            </p>
          </div>
          {configurable && (
            <ShopperOptions categories={configuration.categories} currency={product.currency} onChoose={choose} />
          )}
          {inStock && (
            <div className="flex flex-wrap items-end gap-3" data-testid="buy-block">
              <QuantityInput value={quantity} stock={product.stock} onChange={setQuantity} />
              <button
                ref={addButton}
                type="button"
                // Its own row on a phone, and room for a second line: the reason it is off is long.
                className={buttonClass('primary', 'lg', 'min-h-12 min-w-56 flex-1 h-auto! py-2')}
                disabled={!hydrated || allInCart}
                aria-busy={!hydrated}
                onClick={add}
              >
                {allInCart ? t('cart.allInCart') : t('product.addToCart')}
              </button>
            </div>
          )}
          {/* Sold out, the back-in-stock form stands where the add button would: beside the product
              it is about, not above the whole page. */}
          {!inStock && hydrated && StockAlert && (
            <Suspense fallback={null}>
              <StockAlert productId={product.id} />
            </Suspense>
          )}
          {/* Its place held from the server's HTML on: the line comes after hydration (it reads this
              browser's storage and the account), and appearing then it pushed the description down. */}
          {inStock &&
            (hydrated ? (
              <Suspense fallback={<DeliveryPlaceholder />}>
                <DeliveryEstimate
                  productId={product.id}
                  currency={product.currency}
                  selectedOptions={configuration.selectedOptions}
                />
              </Suspense>
            ) : (
              <DeliveryPlaceholder />
            ))}
          <p
            className="mt-2 leading-relaxed text-slate-700 dark:text-slate-200"
            data-testid="detail-description"
            {...langOf(description)}
          >
            {description.text}
          </p>
          {advantages.length > 0 && (
            <ul className="list-inside list-disc space-y-1 text-slate-700 dark:text-slate-200">
              {advantages.map((advantage) => (
                <li key={advantage.text} {...langOf(advantage)}>
                  {advantage.text}
                </li>
              ))}
            </ul>
          )}
          {/* Its room is kept from the first paint, so the link's arrival after hydration moves nothing. */}
          <div className="min-h-10">
            {comparable && (
              <Suspense fallback={null}>
                <CompareThisLink productId={product.id} choice={configuration.selectedOptions} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
      {inStock && !allInCart && <BuyBar target={addButton} price={price} disabled={!hydrated} onAdd={add} />}
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <ComponentsList features={chosenFeatures(product.features ?? {}, configuration)} />
        <SpecificationsGrid
          specifications={specifications.specifications ?? {}}
          specificationsEn={specifications.specifications_en ?? {}}
        />
      </div>
      {!inStock && hydrated && (
        <Suspense fallback={null}>
          <InStockAlternatives productId={product.id} category={product.category} Image={ProductImage} />
        </Suspense>
      )}
      {/* The reviews, similar and comparable products: three requests and their rendering, asked
          for once the shopper scrolls towards them rather than while a phone takes the page over. */}
      <div ref={watchLowerSections} data-testid="product-lower-sections" data-near={nearLowerSections}>
        {nearLowerSections && Reviews && (
          <Suspense fallback={null}>
            <Reviews productId={product.id} />
          </Suspense>
        )}
        {comparable && nearLowerSections && (
          <Suspense fallback={null}>
            <RelatedProducts product={comparable} Image={ProductImage} />
          </Suspense>
        )}
      </div>
      {hydrated && RecentlyViewed && (
        <Suspense fallback={null}>
          <RecentlyViewed productId={product.id} />
        </Suspense>
      )}
    </article>
  );
}

/**
 * Said plainly at the top of a sold-out product's page, with the way on: the category's
 * in-stock products in the catalogue, and the alternatives below (after hydration).
 */
function OutOfStockNotice({ category }: { category: string }) {
  const { t } = useFeatureTexts(productTexts);
  const known = canonicalCategory(category);
  const catalogue = `/productos?category=${known ? categorySlug(known) : encodeURIComponent(category)}&inStock=true`;
  return (
    <div
      className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
      data-testid="out-of-stock-notice"
    >
      <p className="text-lg font-bold">{t('product:outOfStockTitle')}</p>
      <p className="mt-1">{t('product:outOfStockText')}</p>
      <Link to={catalogue} className="mt-2 inline-block font-medium underline">
        {t('product:outOfStockLink')}
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useFeatureTexts(productTexts);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-2" role="status">
      <span className="sr-only">{t('product:detail.loading')}</span>
      <Skeleton className="h-[300px] min-[480px]:h-[400px] md:h-[500px]" />
      <div className="space-y-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
