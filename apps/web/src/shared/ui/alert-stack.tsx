import { useTranslation } from '../i18n/react';
import type { Alert, AlertKind } from './alerts';
import { CloseIcon } from './icons';

const kindStyle: Record<AlertKind, string> = {
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  success: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  info: 'border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  warning: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** The alerts on screen, newest last, each with its close button (shared/ui/alerts.tsx keeps them). */
export default function AlertStack({ alerts, onDismiss }: { alerts: Alert[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.kind === 'error' || alert.kind === 'warning' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${kindStyle[alert.kind]}`}
        >
          <div className="flex-1">
            <p className="font-semibold">{alert.title ?? t(`alerts.${alert.kind}`)}</p>
            <p className="mt-1 text-sm">{alert.message}</p>
          </div>
          <button
            type="button"
            onClick={() => onDismiss(alert.id)}
            className="rounded p-1 hover:bg-black/10"
            aria-label={t('common.close')}
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
