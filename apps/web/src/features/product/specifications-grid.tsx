import { useTranslation } from '../../shared/i18n/react';

/** Free key/value map; well-known keys get a translated label, others show as sent. */
export function SpecificationsGrid({ specifications }: { specifications: Record<string, string | number | boolean> }) {
  const { t } = useTranslation();
  const entries = Object.entries(specifications);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-xl font-bold">
        {t('productDetail.specifications')}
      </h2>
      <dl className="mt-4 grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-800">
        {entries.map(([key, value]) => (
          <div key={key} className="bg-white p-4 dark:bg-slate-950">
            <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              {t(`specifications.${key}`, key)}
            </dt>
            <dd className="mt-1">
              {typeof value === 'boolean' ? t(value ? 'common.yes' : 'common.no') : String(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
