import { type FormEvent, useId, useState } from 'react';
import { rememberEndpoints } from '@shop/domain/remember-api';
import { callApi } from '../../shared/api/client';
import { apiFailureOf } from '../../shared/api/error-message';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { useSession } from '../../shared/session/session';
import { buttonClass } from '../../shared/ui/button';
import { FormField, inputClass } from '../../shared/ui/form-field';
import { stockAlertTexts } from './texts';

/**
 * On a sold-out product's page: the address to tell when it is back (a guest's too, the signed-in
 * shopper's filled in), with consent in words. The server checks the address and the limits and
 * answers in the shopper's language; a repeat for the same address is welcome and changes nothing.
 */
export default function StockAlertForm({ productId }: { productId: string }) {
  const { t } = useFeatureTexts(stockAlertTexts);
  const render = useShownText();
  const { user } = useSession();
  const ids = useId();
  const [email, setEmail] = useState(user?.email ?? '');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const alert = await callApi(rememberEndpoints.createStockAlert, {
        params: { id: productId },
        body: { email, consent: consent as true },
      });
      setSaved(alert.email);
    } catch (caught) {
      setError(render(apiFailureOf(caught) ?? { key: 'stockAlerts:failed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid="stock-alert"
    >
      <h2 id={`${ids}-title`} className="text-lg font-bold">
        {t('stockAlerts:title')}
      </h2>
      {saved ? (
        <p role="status" className="mt-2 text-green-800 dark:text-green-300">
          {t('stockAlerts:done', { email: saved })}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-2 max-w-xl space-y-3" noValidate>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('stockAlerts:intro')}</p>
          <FormField id={`${ids}-email`} label={t('stockAlerts:email')}>
            {(describedBy) => (
              <input
                id={`${ids}-email`}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={inputClass}
                aria-describedby={error ? `${ids}-error` : describedBy}
                aria-invalid={error ? true : undefined}
              />
            )}
          </FormField>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-indigo-600"
            />
            <span>{t('stockAlerts:consent')}</span>
          </label>
          {error && (
            <p id={`${ids}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className={buttonClass('primary')}>
            {busy ? t('stockAlerts:sending') : t('stockAlerts:submit')}
          </button>
        </form>
      )}
    </section>
  );
}
