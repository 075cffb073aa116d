import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatOneDecimal,
  formatMediumDate,
  type Language,
  type OwnReview,
  REVIEW_LIMITS,
  type RatingSummary,
  type Review,
  type ReviewSort,
} from '@shop/domain';
import { reviewEndpoints } from '@shop/domain/reviews-api';
import { callApi } from '../../shared/api/client';
import { apiFailureOf } from '../../shared/api/error-message';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { useSession } from '../../shared/session/session';
import { useAlerts } from '../../shared/ui/alerts';
import { buttonClass } from '../../shared/ui/button';
import { dangerButtonClass } from '../../shared/ui/danger-button';
import { toast } from '../../shared/ui/toast';
import { reviewTexts } from './texts';

const card =
  'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const STARS = [5, 4, 3, 2, 1] as const;

/** Five stars, `rating` of them filled; read out as 'n de 5 estrellas'. */
function Stars({ rating, label, size = 'text-base' }: { rating: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className={`${size} leading-none tracking-tight whitespace-nowrap`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={star <= Math.round(rating) ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}
        >
          ★
        </span>
      ))}
    </span>
  );
}

const reviewsKey = (productId: string, sort: ReviewSort) => ['reviews', productId, sort] as const;
const mineKey = (productId: string) => ['reviews', productId, 'mine'] as const;

/**
 * The product page's reviews: the rating (average to one decimal, count, reviews per star), the
 * approved reviews newest or most useful first, each a verified purchase with its author's first
 * name, date and the shop's answer, a 'useful' vote, and the form for a buyer who received the
 * product. Its own chunk, loaded after the product page. Texts are shown as text (React escapes
 * them; nothing becomes a link).
 */
export default function ReviewsSection({ productId }: { productId: string }) {
  const { t } = useFeatureTexts(reviewTexts);
  const [language] = useLanguage();
  const { user } = useSession();
  const render = useShownText();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [shown, setShown] = useState(1);
  const pages = useQuery({
    queryKey: [...reviewsKey(productId, sort), shown],
    queryFn: async () => {
      const all = await Promise.all(
        Array.from({ length: shown }, (_, i) =>
          callApi(reviewEndpoints.productReviews, { params: { id: productId }, query: { sort, page: String(i + 1) } }),
        ),
      );
      return { ...all.at(-1)!, reviews: all.flatMap((page) => page.reviews) };
    },
    placeholderData: (previous) => previous,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['reviews', productId] });
  const failed = (caught: unknown) => toast.error(render(apiFailureOf(caught) ?? { key: 'reviews:saveFailed' }));

  const vote = async (review: Review) => {
    if (!user) {
      toast.error(t('reviews:signInToVote'));
      return;
    }
    try {
      await callApi(reviewEndpoints.markReviewUseful, { params: { id: review.id } });
      toast.success(t('reviews:markedUseful'));
      await refresh();
    } catch (caught) {
      failed(caught);
    }
  };

  const data = pages.data;
  return (
    <section aria-labelledby={headingId} className="mt-12 space-y-6" data-testid="reviews">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('reviews:title')}
      </h2>
      {pages.isPending && <p role="status">{t('reviews:loading')}</p>}
      {pages.isError && !data && <p role="alert">{t('reviews:failed')}</p>}
      {data && (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <div className="space-y-6">
            <Summary summary={data.summary} />
            {user ? (
              <OwnReviewPanel productId={productId} onChange={refresh} />
            ) : (
              <p className={`${card} text-sm`}>
                {t('reviews:signInToReview')}{' '}
                <Link to="/auth" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                  {t('reviews:signIn')}
                </Link>
              </p>
            )}
          </div>
          <div className="min-w-0 space-y-4">
            {data.summary.count > 0 && (
              <label className="flex items-center justify-end gap-2 text-sm">
                <span>{t('reviews:sort')}</span>
                <select
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setShown(1);
                  }}
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
                >
                  <option value="newest">{t('reviews:sortNewest')}</option>
                  <option value="useful">{t('reviews:sortUseful')}</option>
                </select>
              </label>
            )}
            {data.summary.count === 0 && <p className="text-slate-600 dark:text-slate-300">{t('reviews:none')}</p>}
            <ul className="space-y-4">
              {data.reviews.map((review) => (
                <li key={review.id} className={card} data-testid="review">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Stars rating={review.rating} label={t('reviews:stars', { count: review.rating })} />
                    <span className="font-semibold">{review.authorName}</span>
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">
                      ✓ {t('reviews:verified')}
                    </span>
                    <time dateTime={review.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
                      {formatMediumDate(new Date(review.createdAt), language)}
                    </time>
                  </div>
                  <p lang={review.language} className="mt-3 break-words whitespace-pre-line">
                    {review.text}
                  </p>
                  {review.answer && (
                    <div className="mt-3 border-l-4 border-indigo-300 bg-indigo-50 px-3 py-2 text-sm dark:border-indigo-700 dark:bg-indigo-950">
                      <p className="font-semibold">{t('reviews:answer')}</p>
                      <p className="break-words whitespace-pre-line">{review.answer.text}</p>
                    </div>
                  )}
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm', 'mt-3')}
                    onClick={() => void vote(review)}
                  >
                    {t('reviews:useful', { count: review.usefulCount })}
                  </button>
                </li>
              ))}
            </ul>
            {data.reviews.length < data.total && (
              <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setShown((n) => n + 1)}>
                {t('reviews:more')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

function Summary({ summary }: { summary: RatingSummary }) {
  const { t } = useFeatureTexts(reviewTexts);
  const [language] = useLanguage();
  return (
    <div className={card} data-testid="rating-summary">
      {summary.average !== null && (
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-extrabold">{formatOneDecimal(summary.average, language)}</span>
          <span className="sr-only">
            {t('reviews:average', { average: formatOneDecimal(summary.average, language) })}
          </span>
          <Stars rating={summary.average} label={t('reviews:stars', { count: summary.average })} size="text-xl" />
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('reviews:count', { count: summary.count })}</p>
      <ul className="mt-4 space-y-1.5">
        {STARS.map((star) => {
          const count = summary.distribution[star];
          const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li
              key={star}
              className="flex items-center gap-2 text-sm"
              aria-label={t('reviews:starRowLabel', { star, count })}
            >
              <span aria-hidden="true" className="w-8 shrink-0 text-right">
                {t('reviews:starRow', { star })}
              </span>
              <span
                aria-hidden="true"
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-6 shrink-0 text-right tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The signed-in shopper's side: their review's standing with edit and delete, or the form when they may write one. */
function OwnReviewPanel({ productId, onChange }: { productId: string; onChange: () => Promise<void> }) {
  const { t } = useFeatureTexts(reviewTexts);
  const render = useShownText();
  const { confirm } = useAlerts();
  const [editing, setEditing] = useState(false);
  const mine = useQuery({
    queryKey: mineKey(productId),
    queryFn: () => callApi(reviewEndpoints.myProductReview, { params: { id: productId } }),
    retry: false,
  });
  if (!mine.data) return null;
  const { review, canReview } = mine.data;
  const changed = async () => {
    setEditing(false);
    await onChange();
  };
  if (review && !editing) {
    const remove = async () => {
      const confirmed = await confirm({
        title: t('reviews:deleteConfirmTitle'),
        message: t('reviews:deleteConfirmText'),
        confirmLabel: t('reviews:delete'),
      });
      if (!confirmed) return;
      try {
        const answer = await callApi(reviewEndpoints.deleteReview, { params: { id: review.id } });
        toast.success(answer.message);
        await changed();
      } catch (caught) {
        toast.error(render(apiFailureOf(caught) ?? { key: 'reviews:saveFailed' }));
      }
    };
    return (
      <div className={`${card} space-y-2 text-sm`} data-testid="own-review">
        <p className="font-semibold">{t('reviews:yourReview')}</p>
        <Stars rating={review.rating} label={t('reviews:stars', { count: review.rating })} />
        <p className="break-words whitespace-pre-line" lang={review.language}>
          {review.text}
        </p>
        <p>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold dark:bg-slate-800">
            {t(`reviews:status.${review.status}`)}
          </span>
        </p>
        {review.status === 'rejected' && review.rejectionReason && (
          <p className="text-red-800 dark:text-red-300">
            {t('reviews:rejectedBecause', { reason: review.rejectionReason })}
          </p>
        )}
        <div className="flex gap-2 pt-1">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setEditing(true)}>
            {t('reviews:edit')}
          </button>
          <button type="button" className={dangerButtonClass('outline', 'sm')} onClick={() => void remove()}>
            {t('reviews:delete')}
          </button>
        </div>
      </div>
    );
  }
  if (!review && !canReview) return <p className={`${card} text-sm`}>{t('reviews:notEligible')}</p>;
  return (
    <ReviewForm
      productId={productId}
      review={review}
      onDone={changed}
      onCancel={review ? () => setEditing(false) : undefined}
    />
  );
}

function ReviewForm({
  productId,
  review,
  onDone,
  onCancel,
}: {
  productId: string;
  review: OwnReview | null;
  onDone: () => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useFeatureTexts(reviewTexts);
  const [language] = useLanguage();
  const render = useShownText();
  const ids = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [written, setWritten] = useState<Language>(review?.language ?? language);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const body = { rating, text, language: written };
    try {
      if (review) await callApi(reviewEndpoints.updateReview, { params: { id: review.id }, body });
      else await callApi(reviewEndpoints.createReview, { params: { id: productId }, body });
      toast.success(t('reviews:sent'));
      await onDone();
    } catch (caught) {
      setError(render(apiFailureOf(caught) ?? { key: 'reviews:saveFailed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={`${card} space-y-4`} data-testid="review-form" noValidate>
      <h3 className="font-semibold">{review ? t('reviews:editTitle') : t('reviews:writeTitle')}</h3>
      <fieldset>
        <legend className="text-sm font-medium">{t('reviews:rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer text-3xl leading-none">
              <input
                type="radio"
                name={`${ids}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="peer sr-only"
              />
              <span className="sr-only">{t('reviews:ratingOption', { count: star })}</span>
              <span
                aria-hidden="true"
                className={`rounded peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600 ${star <= rating ? 'text-amber-500' : 'text-slate-300 dark:text-slate-600'}`}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-text`} className="text-sm font-medium">
          {t('reviews:text')}
        </label>
        <textarea
          id={`${ids}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          maxLength={REVIEW_LIMITS.textMax}
          aria-describedby={`${ids}-hint`}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950"
        />
        <p id={`${ids}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {t('reviews:textHint')} ({text.trim().length}/{REVIEW_LIMITS.textMax})
        </p>
      </div>
      <label className="block text-sm">
        <span className="font-medium">{t('reviews:language')}</span>
        <select
          value={written}
          onChange={(event) => setWritten(event.target.value as Language)}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-950"
        >
          <option value="es">{t('reviews:languageEs')}</option>
          <option value="en">{t('reviews:languageEn')}</option>
        </select>
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
          {review ? t('reviews:save') : t('reviews:submit')}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
            {t('reviews:cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
