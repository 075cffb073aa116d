import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, langOf, productName } from '@shop/domain';
import {
  BULK_FIELDS,
  BULK_MODES,
  MAX_BULK_PRODUCTS,
  bulkChangedValue,
  signedHundredths,
  type BulkChange,
  type StaffProductRow,
} from '@shop/domain/product-admin';
import { productKeys } from '../../../shared/api/query-keys';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button';
import { inputClass } from '../../../shared/ui/form-field';
import { toast } from '../../../shared/ui/toast';
import { bulkChangeProducts, isProductChanged } from './api';
import { useFailureText } from '../shared/use-failure-text';
import { adminProductsTexts } from './texts';

/** The typed change as the API reads it: a sign, digits, a point and at most two decimals. */
const normalised = (typed: string) => typed.trim().replace(',', '.');

/**
 * The selected products' bulk change: what to change (price or stock), how (a fixed amount or
 * a percentage), a preview of every product before → after (the domain's own arithmetic, the
 * one the server applies), then one confirmation that applies it all or nothing.
 */
export function BulkPanel({ selected, onDone }: { selected: StaffProductRow[]; onDone: () => void }) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [language] = useLanguage();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const [field, setField] = useState<BulkChange['field']>('price');
  const [mode, setMode] = useState<BulkChange['mode']>('percent');
  const [typed, setTyped] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [applying, setApplying] = useState(false);

  const change: BulkChange = { field, mode, value: normalised(typed) };
  const hundredths = signedHundredths(change.value);
  const valid =
    hundredths !== undefined &&
    hundredths !== 0n &&
    !(field === 'stock' && mode === 'amount' && hundredths % 100n !== 0n);
  const tooMany = selected.length > MAX_BULK_PRODUCTS;
  const results = selected.map((row) => ({ row, result: bulkChangedValue(row, change) }));
  const refused = results.filter(({ result }) => !result.ok);
  const previewedValue = (row: StaffProductRow) => (field === 'price' ? row.basePrice : row.stock);
  const shown = (row: StaffProductRow, value: number) =>
    field === 'price' ? formatMoney(value, row.currency, language) : String(value);

  async function apply() {
    setApplying(true);
    try {
      // Each product with the value previewed: only a change to that field since refuses the change.
      await bulkChangeProducts({
        ...change,
        products: selected.map((row) => ({ id: row.id, version: row.version, from: previewedValue(row) })),
      });
      toast.success(t('adminProducts:bulk.applied', { count: selected.length }));
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      onDone();
    } catch (error) {
      toast.error(
        isProductChanged(error) ? t('adminProducts:bulk.changed') : failureText(error, t('adminProducts:bulk.error')),
      );
      if (isProductChanged(error)) void queryClient.invalidateQueries({ queryKey: productKeys.all });
    } finally {
      setApplying(false);
    }
  }

  const labelClass = 'block text-xs font-medium text-slate-600 dark:text-slate-400';
  return (
    <section
      aria-labelledby="bulk-title"
      className="rounded-xl border border-indigo-300 bg-indigo-50/60 p-4 dark:border-indigo-800 dark:bg-indigo-950/30"
      data-testid="bulk-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bulk-title" className="font-semibold">
          {t('adminProducts:bulk.title', { count: selected.length })}
        </h2>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onDone}>
          {t('adminProducts:bulk.clear')}
        </button>
      </div>
      {tooMany && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('adminProducts:bulk.tooMany', { count: MAX_BULK_PRODUCTS })}
        </p>
      )}
      <form
        className="mt-3 grid gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !tooMany) setPreviewing(true);
        }}
      >
        <div>
          <label htmlFor="bulk-field" className={labelClass}>
            {t('adminProducts:bulk.field')}
          </label>
          <select
            id="bulk-field"
            className={`${inputClass} mt-0`}
            value={field}
            onChange={(event) => {
              setField(event.target.value as BulkChange['field']);
              setPreviewing(false);
            }}
          >
            {BULK_FIELDS.map((option) => (
              <option key={option} value={option}>
                {t(`adminProducts:bulk.fields.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="bulk-mode" className={labelClass}>
            {t('adminProducts:bulk.mode')}
          </label>
          <select
            id="bulk-mode"
            className={`${inputClass} mt-0`}
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as BulkChange['mode']);
              setPreviewing(false);
            }}
          >
            {BULK_MODES.map((option) => (
              <option key={option} value={option}>
                {t(`adminProducts:bulk.modes.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="bulk-value" className={labelClass}>
            {t('adminProducts:bulk.value')}
          </label>
          <input
            id="bulk-value"
            className={`${inputClass} mt-0`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={mode === 'percent' ? '10' : '-5'}
            value={typed}
            maxLength={20}
            aria-invalid={typed !== '' && !valid ? true : undefined}
            aria-describedby="bulk-value-hint"
            onChange={(event) => {
              setTyped(event.target.value);
              setPreviewing(false);
            }}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')} disabled={!valid || tooMany}>
          {t('adminProducts:bulk.preview')}
        </button>
        <p id="bulk-value-hint" className="text-xs text-slate-600 sm:col-span-4 dark:text-slate-400">
          {t('adminProducts:bulk.valueHint')}
        </p>
      </form>

      {previewing && valid && (
        <div className="mt-4" data-testid="bulk-preview">
          <h3 className="text-sm font-semibold">{t('adminProducts:bulk.previewTitle')}</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {results.map(({ row, result }) => {
              const name = productName(row, language);
              return (
                <li
                  key={row.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                  data-testid="bulk-preview-row"
                >
                  <span className="min-w-0 break-words" {...langOf(name)}>
                    {name.text}
                  </span>
                  <span className="tabular-nums">
                    <span className="text-slate-600 dark:text-slate-400" data-testid="bulk-before">
                      {shown(row, previewedValue(row))}
                    </span>
                    {' → '}
                    <span
                      className={result.ok ? 'font-semibold' : 'font-semibold text-red-700 dark:text-red-300'}
                      data-testid="bulk-after"
                    >
                      {shown(row, result.value)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
          {field === 'stock' && mode === 'amount' && (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('adminProducts:bulk.stockAdjusts')}</p>
          )}
          {refused.length > 0 ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {t('adminProducts:bulk.outOfRange', { count: refused.length })}
            </p>
          ) : (
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <button type="button" className={buttonClass('secondary')} onClick={() => setPreviewing(false)}>
                {t('adminProducts:form.cancel')}
              </button>
              <button type="button" className={buttonClass('primary')} disabled={applying} onClick={() => void apply()}>
                {applying ? t('adminProducts:form.saving') : t('adminProducts:bulk.apply', { count: selected.length })}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
