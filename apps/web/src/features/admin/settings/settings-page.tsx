import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LANGUAGE_LOCALES, type MessageKey, RATED_CURRENCIES, type ShopSettings } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import { callApi } from '../../../shared/api/client';
import { exchangeRatesQuery } from '../../../shared/api/exchange-rates';
import { isApiError } from '../../../shared/api/http';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { type FormTexts, formTextsOf, inputOf, serverProblems, timeValue, translateFormTexts } from './settings-form';
import { settingsTexts } from '../shared/settings-texts/texts';

export const settingsQueryKey = ['admin', 'settings'] as const;

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:aria-[invalid=true]:border-red-400';
const cardClass =
  'space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** /admin/ajustes: the shop's settings in one form, saved together. */
export function SettingsPage() {
  const { t } = useFeatureTexts(settingsTexts);
  useDocumentTitle(t('adminSettings:title'));
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => callApi(staffEndpoints.getSettings),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-4xl space-y-4">
      <h1 id="settings-title" className="text-2xl font-bold">
        {t('adminSettings:title')}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{t('adminSettings:intro')}</p>
      {settings.isPending && <p role="status">{t('adminSettings:loading')}</p>}
      {settings.isError && <p role="alert">{t('adminSettings:loadFailed')}</p>}
      {/* Not keyed by version: a save keeps the form (and its confirmation) and only moves the version on. */}
      {settings.data && <SettingsForm settings={settings.data} />}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useFeatureTexts(settingsTexts);
  const domainText = useDomainMessage();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const [texts, setTexts] = useState<FormTexts>(() => formTextsOf(settings, language));
  const [typedIn, setTypedIn] = useState(language);
  const [problems, setProblems] = useState<Record<string, MessageKey>>({});
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | undefined>();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // Money and rates follow the page's language: '4.500,50' becomes '4,500.50' when staff switch to English.
  if (language !== typedIn) {
    setTexts(translateFormTexts(texts, typedIn, language));
    setTypedIn(language);
  }

  const save = useMutation({
    mutationFn: (body: Parameters<typeof callApi<typeof staffEndpoints.saveSettings>>[1]) =>
      callApi(staffEndpoints.saveSettings, body!),
    onSuccess: (saved) => {
      setNotice({ kind: 'ok', text: t('adminSettings:saved') });
      setDirty(false);
      // Shoppers' converted prices and delivery quotes in this tab follow the new values at once.
      void queryClient.invalidateQueries({ queryKey: exchangeRatesQuery.queryKey });
      queryClient.setQueryData(settingsQueryKey, saved);
    },
    onError: (error) => {
      const found = isApiError(error, 400) ? serverProblems(error.details) : {};
      setProblems(found);
      const count = Object.keys(found).length;
      // The server's own text is in the page's language (another person's save: 412).
      const text =
        count > 0
          ? t('adminSettings:fixErrors', { count })
          : isApiError(error) && !/^HTTP \d+$/.test(error.message)
            ? error.message
            : t('adminSettings:saveFailed');
      setNotice({ kind: 'error', text });
    },
  });

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const change = (path: string) => (value: string) => {
    setTexts((current) => ({ ...current, [path]: value }));
    setDirty(true);
    setProblems((current) => {
      if (!current[path]) return current;
      const { [path]: _gone, ...rest } = current;
      return rest;
    });
  };

  // A time is checked when staff leave its field ('9:30' written back as '09:30'), not at every key.
  const checkTime = (path: string) => {
    const text = texts[path] ?? '';
    const time = timeValue(text);
    if (time === undefined) setProblems((current) => ({ ...current, [path]: 'settings.cutOff.invalid' }));
    else if (time !== text) setTexts((current) => ({ ...current, [path]: time }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const input = inputOf(texts, language);
    // The server checks every field with the domain's rules and names each one it refuses.
    save.mutate({ body: { ...input, version: settings.version } });
  };

  const field = (path: string, label: string, options: FieldOptions = {}) => (
    <Field
      key={path}
      path={path}
      label={label}
      value={texts[path] ?? ''}
      onChange={change(path)}
      problem={problems[path] && domainText(problems[path])}
      {...options}
    />
  );
  const date = (iso: string, withTime = false) =>
    new Date(withTime ? iso : `${iso}T12:00:00Z`).toLocaleString(LANGUAGE_LOCALES[language], {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : { timeZone: 'UTC' }),
    });

  return (
    <form onSubmit={submit} noValidate className="space-y-6 pb-4" aria-describedby="settings-status">
      <p id="settings-status" className="text-sm text-slate-600 dark:text-slate-400">
        {settings.updatedAt
          ? t('adminSettings:lastSaved', { date: date(settings.updatedAt, true) })
          : t('adminSettings:neverSaved')}
        {' · '}
        <Link to="/admin/registro" className="font-medium text-indigo-700 underline dark:text-indigo-300">
          {t('adminSettings:auditLink')}
        </Link>
      </p>

      <Card title={t('adminSettings:rates.title')} id="rates">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminSettings:rates.help')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {RATED_CURRENCIES.map((currency) =>
            field(`exchangeRates.${currency}`, t('adminSettings:rates.perUnit', { currency }), {
              inputMode: 'decimal',
            }),
          )}
        </div>
        <p className="text-sm font-medium" data-testid="rates-set-on">
          {settings.exchangeRatesSetOn
            ? t('adminSettings:rates.setOn', { date: date(settings.exchangeRatesSetOn) })
            : t('adminSettings:rates.none')}
        </p>
      </Card>

      <Card title={t('adminSettings:delivery.title')} id="delivery">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('cutOff', t('adminSettings:delivery.cutOff'), {
            time: { placeholder: t('adminSettings:delivery.cutOffFormat'), onBlur: () => checkTime('cutOff') },
            help: t('adminSettings:delivery.cutOffHelp'),
          })}
          {field('freeDeliveryThreshold', t('adminSettings:delivery.threshold'), {
            inputMode: 'decimal',
            help: t('adminSettings:delivery.thresholdHelp'),
          })}
        </div>
        <div className="space-y-4">
          {(Object.keys(settings.zones) as (keyof ShopSettings['zones'])[]).map((zone) => (
            <fieldset key={zone} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <legend className="px-1 font-semibold">{t(`adminSettings:zones.${zone}`)}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {(['standard', 'express'] as const).map((option) => (
                  <div key={option} className="space-y-2">
                    <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                      {t(`adminSettings:options.${option}`)}
                    </p>
                    <div className="grid grid-cols-[2fr_1fr_1fr] gap-2">
                      {field(`zones.${zone}.${option}.cost`, t('adminSettings:delivery.cost'), {
                        inputMode: 'decimal',
                        srContext: `${t(`adminSettings:zones.${zone}`)}, ${t(`adminSettings:options.${option}`)}`,
                      })}
                      {field(`zones.${zone}.${option}.minDays`, t('adminSettings:delivery.minDays'), {
                        inputMode: 'numeric',
                        srContext: `${t(`adminSettings:zones.${zone}`)}, ${t(`adminSettings:options.${option}`)}`,
                      })}
                      {field(`zones.${zone}.${option}.maxDays`, t('adminSettings:delivery.maxDays'), {
                        inputMode: 'numeric',
                        srContext: `${t(`adminSettings:zones.${zone}`)}, ${t(`adminSettings:options.${option}`)}`,
                      })}
                    </div>
                  </div>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </Card>

      <Card title={t('adminSettings:pickup.title')} id="pickup">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminSettings:pickup.help')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('pickup.address.es', t('adminSettings:pickup.addressEs'))}
          {field('pickup.address.en', t('adminSettings:pickup.addressEn'))}
          {field('pickup.hours.es', t('adminSettings:pickup.hoursEs'))}
          {field('pickup.hours.en', t('adminSettings:pickup.hoursEn'))}
          {field('pickup.minDays', t('adminSettings:pickup.minDays'), { inputMode: 'numeric' })}
          {field('pickup.maxDays', t('adminSettings:pickup.maxDays'), { inputMode: 'numeric' })}
        </div>
      </Card>

      <Card title={t('adminSettings:stock.title')} id="stock">
        <div className="sm:w-1/2">
          {field('lowStockThreshold', t('adminSettings:stock.lowStock'), {
            inputMode: 'numeric',
            help: t('adminSettings:stock.lowStockHelp'),
          })}
        </div>
      </Card>

      <div className="sticky bottom-16 z-30 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4 dark:border-slate-700 dark:bg-slate-900/95">
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 disabled:opacity-60 dark:bg-indigo-500 dark:hover:bg-indigo-400"
        >
          {save.isPending ? t('adminSettings:saving') : t('adminSettings:save')}
        </button>
        {notice ? (
          <p
            ref={noticeRef}
            tabIndex={-1}
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={`text-sm font-medium ${notice.kind === 'error' ? 'text-red-700 dark:text-red-400' : 'text-green-700 dark:text-green-400'}`}
          >
            {notice.text}
          </p>
        ) : (
          dirty && <p className="text-sm text-amber-800 dark:text-amber-300">{t('adminSettings:unsaved')}</p>
        )}
      </div>
    </form>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`settings-${id}`} className={cardClass}>
      <h2 id={`settings-${id}`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface FieldOptions {
  /** A time of day, typed in 24-hour form as text ('hh:mm' in both languages). */
  time?: { placeholder: string; onBlur: () => void };
  inputMode?: 'decimal' | 'numeric';
  help?: string;
  /** Said to a screen reader before the label, where the visible label is short ('Costo' of which zone). */
  srContext?: string;
}

function Field({
  path,
  label,
  value,
  onChange,
  problem,
  time,
  inputMode,
  help,
  srContext,
}: FieldOptions & { path: string; label: string; value: string; onChange: (value: string) => void; problem?: string }) {
  const id = `setting-${path.replace(/\./g, '-')}`;
  const described = [help && `${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {srContext && <span className="sr-only">{srContext}: </span>}
        {label}
      </label>
      <input
        id={id}
        name={path}
        type="text"
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={time?.placeholder}
        maxLength={time ? 5 : undefined}
        autoComplete={time ? 'off' : undefined}
        onBlur={time?.onBlur}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        className={inputClass}
      />
      {help && (
        <p id={`${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
