import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGE_LOCALES,
  REVIEW_LIMITS,
  REVIEW_STATUSES,
  type ReviewModeration,
  type ReviewStatus,
  type StaffReview,
} from '@shop/domain';
import { reviewEndpoints } from '@shop/domain/reviews-api';
import { callApi } from '../../../shared/api/client';
import { apiFailureOf } from '../../../shared/api/error-message';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useShownText } from '../../../shared/i18n/use-shown-text';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { buttonClass } from '../../../shared/ui/button';
import { dangerButtonClass } from '../../../shared/ui/danger-button';
import { toast } from '../../../shared/ui/toast';
import { adminReviewTexts } from './texts';
import { FilterSelect } from '../shared/filter-select';

const field =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

/** /admin/resenas: the reviews waiting for staff (or the approved / rejected ones), to approve, reject with a reason, or answer. */
export function ReviewsPage() {
  const { t } = useFeatureTexts(adminReviewTexts);
  useDocumentTitle(t('adminReviews:title'));
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const reviews = useQuery({
    queryKey: ['admin', 'reviews', status],
    queryFn: () => callApi(reviewEndpoints.staffReviews, { query: { status } }),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="reviews-title" className="text-2xl font-bold">
          {t('adminReviews:title')}
        </h1>
        <FilterSelect
          id="reviews-status"
          className="w-full sm:w-56"
          label={t('adminReviews:filter')}
          value={status}
          onChange={(value) => setStatus(value as ReviewStatus)}
          options={REVIEW_STATUSES.map((value) => ({ value, label: t(`adminReviews:statusFilter.${value}`) }))}
        />
      </div>
      {reviews.isPending && <p role="status">{t('adminReviews:loading')}</p>}
      {reviews.isError && <p role="alert">{t('adminReviews:failed')}</p>}
      {reviews.data?.length === 0 && <p>{t('adminReviews:empty')}</p>}
      <ul className="space-y-4" data-testid="admin-reviews">
        {reviews.data?.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}

function ReviewCard({ review }: { review: StaffReview }) {
  const { t } = useFeatureTexts(adminReviewTexts);
  const [language] = useLanguage();
  const render = useShownText();
  const queryClient = useQueryClient();
  const ids = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState(review.answer?.text ?? '');
  const [busy, setBusy] = useState(false);

  const save = async (moderation: ReviewModeration, done: string) => {
    setBusy(true);
    try {
      await callApi(reviewEndpoints.moderateReview, { params: { id: review.id }, body: moderation });
      toast.success(t(done));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    } catch (caught) {
      toast.error(render(apiFailureOf(caught) ?? { key: 'adminReviews:saveFailed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="admin-review"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">
          <span className="sr-only">{t('adminReviews:product')}: </span>
          {review.productName}
        </span>
        <span role="img" aria-label={t('adminReviews:stars', { count: review.rating })} className="text-amber-500">
          {'★'.repeat(review.rating)}
          <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - review.rating)}</span>
        </span>
        <span>
          <span className="sr-only">{t('adminReviews:author')}: </span>
          {review.authorName}
          {review.authorEmail && <span className="text-slate-600 dark:text-slate-400"> · {review.authorEmail}</span>}
        </span>
        <time dateTime={review.updatedAt} className="text-slate-600 dark:text-slate-400">
          {new Date(review.updatedAt).toLocaleString(LANGUAGE_LOCALES[language], {
            dateStyle: 'short',
            timeStyle: 'short',
          })}
        </time>
        <span className="text-slate-600 dark:text-slate-400">
          {t('adminReviews:language', { language: review.language.toUpperCase() })}
        </span>
      </div>
      <p lang={review.language} className="break-words whitespace-pre-line">
        {review.text}
      </p>
      {review.status === 'rejected' && review.rejectionReason && (
        <p className="text-sm text-red-800 dark:text-red-300">
          {t('adminReviews:rejectedBecause', { reason: review.rejectionReason })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {review.status !== 'approved' && (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={busy}
            onClick={() => void save({ status: 'approved' }, 'adminReviews:approved')}
          >
            {t('adminReviews:approve')}
          </button>
        )}
        {review.status !== 'rejected' && (
          <button
            type="button"
            className={dangerButtonClass('outline', 'sm')}
            disabled={busy}
            aria-expanded={rejecting}
            onClick={() => setRejecting((open) => !open)}
          >
            {t('adminReviews:reject')}
          </button>
        )}
      </div>
      {rejecting && (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save({ status: 'rejected', reason }, 'adminReviews:rejected');
          }}
        >
          <label htmlFor={`${ids}-reason`} className="text-sm font-medium">
            {t('adminReviews:reason')}
          </label>
          <textarea
            id={`${ids}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REVIEW_LIMITS.reasonMax}
            rows={2}
            className={field}
          />
          <button type="submit" className={dangerButtonClass('solid', 'sm')} disabled={busy}>
            {t('adminReviews:confirmReject')}
          </button>
        </form>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ answer }, 'adminReviews:answered');
        }}
      >
        <label htmlFor={`${ids}-answer`} className="text-sm font-medium">
          {t('adminReviews:answer')}
        </label>
        <textarea
          id={`${ids}-answer`}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          maxLength={REVIEW_LIMITS.answerMax}
          rows={2}
          className={field}
        />
        <button type="submit" className={buttonClass('secondary', 'sm')} disabled={busy}>
          {t('adminReviews:saveAnswer')}
        </button>
      </form>
    </li>
  );
}
