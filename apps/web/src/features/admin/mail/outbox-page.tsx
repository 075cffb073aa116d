import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LANGUAGE_LOCALES } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import { callApi } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/http';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { mailTexts } from './texts';

const STATUS_CLASSES = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  sending: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  sent: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
} as const;

/** /admin/correos: the newest e-mails of the outbox (to, subject, status, date), for staff. */
export function OutboxPage() {
  const { t } = useFeatureTexts(mailTexts);
  const [language] = useLanguage();
  useDocumentTitle(t('adminMail:title'));
  const outbox = useQuery({
    queryKey: ['admin', 'mail-outbox'],
    queryFn: () => callApi(staffEndpoints.mailOutbox),
    staleTime: 0,
    // A shop in production has no outbox (the API answers 404): nothing to ask for again.
    refetchInterval: (query) => (isApiError(query.state.error, 404) ? false : 10_000),
  });
  const noOutbox = isApiError(outbox.error, 404);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(LANGUAGE_LOCALES[language], { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="outbox-title" className="space-y-4">
      <h1 id="outbox-title" className="text-2xl font-bold">
        {t('adminMail:title')}
      </h1>
      {outbox.data && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {outbox.data.folder ? t('adminMail:folder', { folder: outbox.data.folder }) : t('adminMail:smtp')}
        </p>
      )}
      {outbox.isPending && <p role="status">{t('adminMail:loading')}</p>}
      {outbox.isError && !noOutbox && <p role="alert">{t('adminMail:failed')}</p>}
      {noOutbox && (
        <div role="status" data-testid="no-outbox" className="space-y-2">
          <p>{t('adminMail:noOutbox')}</p>
          {/* A 44 px tall target: the page is reached on a phone too. */}
          <Link
            to="/admin/pedidos"
            className="inline-flex min-h-11 items-center font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {t('adminMail:toOrders')}
          </Link>
        </div>
      )}
      {outbox.data?.mails.length === 0 && <p>{t('adminMail:empty')}</p>}
      {outbox.data && outbox.data.mails.length > 0 && (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          data-testid="outbox-list"
        >
          {outbox.data.mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="w-full font-medium break-words sm:w-auto sm:flex-1">{mail.subject}</span>
              <span className="break-all text-slate-700 dark:text-slate-300">
                <span className="sr-only">{t('adminMail:to')}: </span>
                {mail.to}
              </span>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[mail.status]}`}>
                <span className="sr-only">{t('adminMail:state')}: </span>
                {t(`adminMail:status.${mail.status}`)}
                {mail.attempts > 1 && ` · ${t('adminMail:attempts', { count: mail.attempts })}`}
              </span>
              <time dateTime={mail.createdAt} className="text-slate-600 dark:text-slate-400">
                <span className="sr-only">{t('adminMail:date')}: </span>
                {date(mail.sentAt ?? mail.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
