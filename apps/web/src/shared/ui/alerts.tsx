import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { CloseIcon } from './icons';

export type AlertKind = 'error' | 'success' | 'info' | 'warning';

/** An alert closes itself after 5 s unless asked to stay. */
export const ALERT_DURATION_MS = 5_000;

export interface AlertOptions {
  title?: string;
  /** Milliseconds before it closes itself; 0 keeps it until closed. */
  duration?: number;
}

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
  title?: string;
}

interface PendingConfirm extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

interface AlertsApi {
  notify: (kind: AlertKind, message: string, options?: AlertOptions) => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

const AlertsContext = createContext<AlertsApi | null>(null);
// Radix dialog code is only fetched when something actually asks for confirmation.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

const kindStyle: Record<AlertKind, string> = {
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  success: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  info: 'border-sky-600 bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  warning: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setAlerts((queue) => queue.filter((alert) => alert.id !== id)), []);

  const notify = useCallback(
    (kind: AlertKind, message: string, options: AlertOptions = {}) => {
      const id = ++nextId.current;
      // The same alert again takes the place of the one on screen (and its time starts over):
      // pressing add five times beyond the stock says it once, not five times.
      setAlerts((queue) => [
        ...queue.filter((alert) => alert.kind !== kind || alert.message !== message),
        { id, kind, message, title: options.title },
      ]);
      const duration = options.duration ?? ALERT_DURATION_MS;
      if (duration > 0) setTimeout(() => dismiss(id), duration);
    },
    [dismiss],
  );

  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );

  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  const api = useMemo(() => ({ notify, confirm }), [notify, confirm]);

  return (
    <AlertsContext value={api}>
      {children}
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
              onClick={() => dismiss(alert.id)}
              className="rounded p-1 hover:bg-black/10"
              aria-label={t('common.close')}
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        ))}
      </div>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={pending.title}
            message={pending.message}
            confirmLabel={pending.confirmLabel ?? t('alerts.confirm')}
            cancelLabel={pending.cancelLabel ?? t('alerts.cancel')}
            onSettle={settle}
          />
        </Suspense>
      )}
    </AlertsContext>
  );
}

export function useAlerts(): AlertsApi {
  const api = use(AlertsContext);
  if (!api) throw new Error('useAlerts needs an <AlertProvider> above it');
  return api;
}
