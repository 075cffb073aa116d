import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'wouter';
import {
  AUDIT_AREAS,
  type AuditEntry,
  CURRENCY_CODES,
  formatAmount,
  formatDateTime,
  formatMoney,
  ORDER_STATUSES,
} from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import { callApi } from '../../../shared/api/client';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { DateField } from '../shared/date-field';
import { FilterSelect } from '../shared/filter-select';
import { Pager } from '../shared/pager';
import { settingsTexts } from '../shared/settings-texts/texts';
import { settingsFieldLabel } from './settings-field';
import { auditTexts } from './texts';

const FILTERS = ['actor', 'area', 'from', 'to'] as const;

/**
 * A product's amounts, shown as the shop shows money. `fromPrice` (a configurable product's lowest
 * configured price, the card's 'desde') is worked out from the price and the components, never
 * typed by staff, but it is a price shoppers saw change: the log names it rather than hide it.
 */
const MONEY_FIELDS = new Set(['basePrice', 'fromPrice']);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** /admin/registro: the record of staff changes, newest first, with its filters in the URL. */
export function AuditPage() {
  const { t } = useFeatureTexts(auditTexts);
  useDocumentTitle(t('adminAudit:title'));
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const name of [...FILTERS, 'page'] as const) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  const page = Number(query.page ?? '1') || 1;
  const log = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => callApi(staffEndpoints.audit, { query }, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

  const setFilter = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const pageHref = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `/admin/registro?${next.toString()}`;
  };
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const areas = data?.areas ?? [...AUDIT_AREAS];
  const isSuper = areas.length === AUDIT_AREAS.length;

  return (
    <section aria-labelledby="audit-title" className="mx-auto max-w-5xl space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold">
        {t('adminAudit:title')}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{t(isSuper ? 'adminAudit:intro' : 'adminAudit:introAdmin')}</p>

      <form
        role="search"
        aria-label={t('adminAudit:filters')}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          id="audit-actor"
          label={t('adminAudit:person')}
          value={query.actor ?? ''}
          onChange={(value) => setFilter('actor', value)}
          anyLabel={t('adminAudit:everyone')}
          options={(data?.people ?? []).map((person) => ({
            value: person.id,
            label: `${person.name} · ${person.email}`,
          }))}
        />
        <FilterSelect
          id="audit-area"
          label={t('adminAudit:area')}
          value={query.area ?? ''}
          onChange={(value) => setFilter('area', value)}
          anyLabel={t('adminAudit:allAreas')}
          options={areas.map((area) => ({ value: area, label: t(`adminAudit:areas.${area}`) }))}
        />
        <DateField
          id="audit-from"
          label={t('adminAudit:from')}
          value={query.from ?? ''}
          onChange={(value) => setFilter('from', value)}
        />
        <DateField
          id="audit-to"
          label={t('adminAudit:to')}
          value={query.to ?? ''}
          onChange={(value) => setFilter('to', value)}
        />
        <div className="flex items-end">
          <Link
            to="/admin/registro"
            className="flex h-10 w-full items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {t('adminAudit:clear')}
          </Link>
        </div>
      </form>

      {log.isPending && <p role="status">{t('adminAudit:loading')}</p>}
      {log.isError && <p role="alert">{t('adminAudit:failed')}</p>}
      {data && (
        <p className="text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="audit-count">
          {t('adminAudit:count', { count: data.total })}
        </p>
      )}
      {data?.entries.length === 0 && <p>{t('adminAudit:empty')}</p>}
      {data && data.entries.length > 0 && (
        <ol
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          data-testid="audit-list"
        >
          {data.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {data && (
        <Pager
          page={page}
          pages={pages}
          hrefOf={pageHref}
          label={t('adminAudit:pagination')}
          previous={t('adminAudit:previous')}
          next={t('adminAudit:next')}
          pageOf={t('adminAudit:pageOf', { page, pages })}
        />
      )}
    </section>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useFeatureTexts(auditTexts);
  const { t: settingsText } = useFeatureTexts(settingsTexts);
  const domainText = useDomainMessage();
  const [language] = useLanguage();
  const fieldName = (key: string) =>
    (entry.area === 'settings' ? settingsFieldLabel(key, settingsText as never) : undefined) ??
    (i18n.exists(`adminAudit:fields.${key}`) ? t(`adminAudit:fields.${key}`) : key);
  /** One side's (before or after) value of a field, as the shop shows it elsewhere. */
  const shown = (key: string, side: AuditEntry['before']) => {
    const value = side?.[key];
    if (value === null || value === undefined || value === '') return t('adminAudit:empty_value');
    if (typeof value === 'boolean') return t(value ? 'adminAudit:yes' : 'adminAudit:no');
    if (MONEY_FIELDS.has(key) && typeof value === 'number') {
      // A creation or deletion records the currency; an edit only the fields it changed, so an
      // edit of the price alone shows the amount without a symbol rather than a guessed one.
      const currency = side?.currency;
      return isOneOf(CURRENCY_CODES, currency) ? formatMoney(value, currency, language) : formatAmount(value, language);
    }
    if (entry.area === 'order' && key === 'status' && isOneOf(ORDER_STATUSES, value)) {
      return domainText(`orders.statusName.${value}`);
    }
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const subject =
    entry.area === 'order' && entry.subjectLabel
      ? t('adminAudit:order', { id: entry.subjectLabel })
      : (entry.subjectLabel ?? undefined);
  return (
    <li className="space-y-2 px-4 py-3 text-sm" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{t(`adminAudit:kinds.${entry.kind}`)}</span>
        {subject && <span className="break-all text-slate-800 dark:text-slate-200">{subject}</span>}
        <time dateTime={entry.at} className="ml-auto text-slate-600 dark:text-slate-400">
          {formatDateTime(new Date(entry.at), language)}
        </time>
      </div>
      <p className="text-slate-600 dark:text-slate-400">
        {entry.actor.name} · <span className="break-all">{entry.actor.email}</span>
      </p>
      {keys.length > 0 && (
        <table className="w-full table-fixed text-left text-xs">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="w-2/5 py-1 pr-2 font-medium">
                <span className="sr-only">{t('adminAudit:field')}</span>
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {t('adminAudit:before')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('adminAudit:after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key} className="align-top">
                <th scope="row" className="py-1 pr-2 font-medium break-words">
                  {fieldName(key)}
                </th>
                <td className="py-1 pr-2 break-words text-red-800 dark:text-red-300">{shown(key, entry.before)}</td>
                <td className="py-1 break-words text-green-800 dark:text-green-300">{shown(key, entry.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
