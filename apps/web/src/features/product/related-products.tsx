import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  comparisonTexts,
  formatMoney,
  langOf,
  productName,
  productPath,
  similarityReasons,
  type ComparableProduct,
  type ComparisonText,
  type SimilarityReason,
  type SelectedOptions,
  type Language,
} from '@shop/domain';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { MAX_COMPARED, compareHref, compareWithPickedHref } from '../../shared/lib/compare-link';
import { ProductTile } from '../../shared/products/product-tile';
import { useListedPrice } from '../../shared/products/listed-price';
import { buttonClass } from '../../shared/ui/button';
import type { ProductImageComponent } from '../../shared/ui/product-image';
import { comparableKey, fetchComparable, fetchSimilar, similarKey, type ProductDetail } from './api';
import { productTexts } from './texts';

/** The product as the shopper configured it: its chosen components, its configuration's price. */
type CurrentProduct = ProductDetail & Required<Pick<ProductDetail, 'features'>> & { selectedOptions: SelectedOptions };

/**
 * The detail page's lower sections: similar products or the related fallback,
 * and the comparable slider with its comparison texts. A chunk of its own, mounted after
 * hydration: the server-rendered page and its first-load JavaScript stay as they were.
 */
interface SectionProps {
  product: CurrentProduct;
  /** The shared ProductImage, handed down by the detail page (see ProductImageComponent for why). */
  Image: ProductImageComponent;
}

export function RelatedProducts({ product, Image }: SectionProps) {
  return (
    <>
      <SimilarProducts product={product} Image={Image} />
      <ComparableSlider product={product} Image={Image} />
    </>
  );
}

function SimilarProducts({ product, Image }: SectionProps) {
  const { t } = useFeatureTexts(productTexts);
  const [language] = useLanguage();
  const listed = useListedPrice();
  const query = useQuery({
    queryKey: similarKey(product.id, product.selectedOptions),
    queryFn: ({ signal }) => fetchSimilar(product.id, signal, product.selectedOptions),
    // Another choice keeps the products shown until its own arrive.
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  if (!answer || answer.products.length === 0) return null;
  const similar = answer.kind === 'similar';
  return (
    <section aria-labelledby="similar-heading" className="mt-12" data-testid={`${answer.kind}-products`}>
      <h2 id="similar-heading" className="text-xl font-bold">
        {t(similar ? 'product:similarTitle' : 'product:relatedTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t(similar ? 'product:similarSubtitle' : 'product:relatedSubtitle')}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {answer.products.map((other) => {
          const { price, label } = listed(other);
          return (
            <li key={other.id}>
              <ProductTile
                Image={Image}
                image={other.images[0] ?? other.image}
                name={productName(other, language)}
                price={price}
                priceLabel={label}
                size="large"
                href={productPath(other.id)}
              >
                {similar && <SimilarityReasons reasons={similarityReasons(product, other)} />}
              </ProductTile>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Why a similar product is alike, in words (the domain's rule), instead of its score. */
function SimilarityReasons({ reasons }: { reasons: SimilarityReason[] }) {
  const { t } = useFeatureTexts(productTexts);
  const message = useDomainMessage();
  if (reasons.length === 0) return null;
  return (
    <span className="block text-xs text-slate-700 dark:text-slate-200" data-testid="similarity-reasons">
      <span className="font-semibold">{t('product:alike')}</span>{' '}
      {reasons.map((reason, index) => (
        <span key={reason.key}>
          {index > 0 && ' · '}
          {message(reason.key, reason.params)}
        </span>
      ))}
    </span>
  );
}

/** Image, name and price linking to the product, then what `children` add: a comparable slide. */
function ComparableCard({
  product,
  Image,
  price,
  language,
  children,
}: {
  product: ComparableProduct;
  Image: ProductImageComponent;
  price: string;
  language: Language;
  children?: React.ReactNode;
}) {
  const name = productName(product, language);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Link
        to={productPath(product.id)}
        className="group flex flex-col focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <span className="block aspect-[3/2] bg-slate-100 dark:bg-slate-800">
          <Image
            src={product.images[0] ?? product.image}
            width={400}
            height={267}
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 80vw"
            loading="lazy"
            className="size-full object-cover"
          />
        </span>
        <span className="flex flex-col gap-1 px-4 pt-3">
          <span
            className="leading-snug font-semibold group-hover:text-indigo-700 group-hover:underline dark:group-hover:text-indigo-300"
            {...langOf(name)}
          >
            {name.text}
          </span>
          <span className="text-lg font-bold">{price}</span>
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-3 px-4 pt-2 pb-4">{children}</div>
    </article>
  );
}

function ComparableSlider({ product, Image }: SectionProps) {
  const { t } = useFeatureTexts(productTexts);
  const [language] = useLanguage();
  const [selected, setSelected] = useState<string[]>([]);
  const track = useRef<HTMLUListElement>(null);
  const query = useQuery({
    queryKey: comparableKey(product.id, product.selectedOptions),
    // A failed call throws its message and the section simply stays away: the page works without it.
    queryFn: ({ signal }) =>
      fetchComparable(product.id, signal, product.selectedOptions).catch((cause: unknown) => {
        throw new Error(t('product:comparableError'), { cause });
      }),
    placeholderData: keepPreviousData,
  });
  const comparable = query.data ?? [];
  if (comparable.length === 0) return null;

  const current = { basePrice: product.basePrice, features: product.features, specifications: product.specifications };
  const full = selected.length >= MAX_COMPARED - 1;
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  // One slide's width plus the gap: what the arrows move by.
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    const slide = element?.firstElementChild as HTMLElement | null;
    if (element && slide) element.scrollBy({ left: direction * (slide.offsetWidth + 16), behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="comparable-heading" className="mt-12" data-testid="comparable-products">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="comparable-heading" className="text-xl font-bold">
            {t('product:comparableTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('product:comparableSubtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          {selected.length > 0 && (
            <Link
              to={compareHref([product.id, ...selected], undefined, { [product.id]: product.selectedOptions })}
              className={buttonClass('primary', 'sm')}
            >
              {t('product:compareSelected', { total: selected.length + 1 })}
            </Link>
          )}
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'w-9 px-0')}
            aria-label={t('product:scrollPrevious')}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden>‹</span>
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'w-9 px-0')}
            aria-label={t('product:scrollNext')}
            onClick={() => scroll(1)}
          >
            <span aria-hidden>›</span>
          </button>
        </div>
      </div>
      {/* 1.2 slides per view (the next one peeks in), 2.2 from 640 px, 3.2 from 1024 px, 4.2 from 1280 px (gap 1 rem).
          Positioned, so the screen-reader-only texts of hidden slides scroll with it instead of widening the page. */}
      <ul
        ref={track}
        className="relative mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-3"
        data-testid="comparable-track"
      >
        {comparable.map((other) => {
          const inComparison = selected.includes(other.id);
          return (
            <li
              key={other.id}
              className="w-[calc((100%-1rem)/1.2)] shrink-0 snap-start sm:w-[calc((100%-2rem)/2.2)] lg:w-[calc((100%-3rem)/3.2)] xl:w-[calc((100%-4rem)/4.2)]"
              data-testid="comparable-slide"
            >
              <ComparableCard
                product={other}
                Image={Image}
                language={language}
                price={formatMoney(other.basePrice, other.currency, language)}
              >
                <ComparisonList texts={comparisonTexts(current, other, language)} />
                <button
                  type="button"
                  aria-pressed={inComparison}
                  disabled={!inComparison && full}
                  className={buttonClass(inComparison ? 'primary' : 'secondary', 'sm', 'mt-auto w-full')}
                  onClick={() => toggle(other.id)}
                >
                  {t(inComparison ? 'product:inComparison' : 'product:addToComparison')}
                </button>
              </ComparableCard>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the comparable product has or lacks against the current one: advantages first in green, drawbacks in red. */
function ComparisonList({ texts }: { texts: ComparisonText[] }) {
  const { t } = useFeatureTexts(productTexts);
  const message = useDomainMessage();
  if (texts.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('product:noDifferences')}</p>;
  const ordered = [...texts.filter((text) => text.favourable), ...texts.filter((text) => !text.favourable)];
  return (
    <ul className="space-y-1 text-sm" data-testid="comparison-texts">
      {ordered.map((text) => (
        <li
          key={text.key}
          data-favourable={text.favourable}
          className={
            text.favourable
              ? 'flex gap-1.5 text-green-800 dark:text-green-300'
              : 'flex gap-1.5 text-red-800 dark:text-red-300'
          }
        >
          <span aria-hidden className="font-bold">
            {text.favourable ? '+' : '−'}
          </span>
          <span>
            <span className="sr-only">{t(text.favourable ? 'product:advantage' : 'product:drawback')}: </span>
            {message(text.key, text.params)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The detail page's way into the comparison page: the products picked before, and this one as configured. */
export function CompareThisLink({ productId, choice }: { productId: string; choice: SelectedOptions }) {
  const { t } = useFeatureTexts(productTexts);
  return (
    <Link to={compareWithPickedHref(productId, choice)} className={buttonClass('secondary', 'md', 'self-start')}>
      {t('product:compareThis')}
    </Link>
  );
}
