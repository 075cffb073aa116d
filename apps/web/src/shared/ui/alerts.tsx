import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { afterPageContent } from '../lib/page-content';

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

export interface Alert {
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
// The alerts on screen: their look is outside the first load, which is at its budget.
const AlertStack = lazy(afterPageContent(() => import('./alert-stack')));

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
      {/* Rendered by the server too (empty); its code arrives once the page's content is painted. */}
      <Suspense fallback={null}>
        <AlertStack alerts={alerts} onDismiss={dismiss} />
      </Suspense>
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
