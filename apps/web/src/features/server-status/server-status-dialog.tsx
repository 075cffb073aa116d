import { useEffect } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { buttonClass } from '../../shared/ui/button';
import type { ServerStatus } from '../../shared/server-status/server-status';
import { serverStatusTexts } from './texts';
import { useReturnFocusToOpener } from '../../shared/ui/opener-focus';

/** How long the success message stays before the dialog closes by itself. */
const SUCCESS_CLOSE_MS = 3_000;

export default function ServerStatusDialog({ status, onClose }: { status: ServerStatus; onClose: () => void }) {
  const returnFocus = useReturnFocusToOpener();
  const { t } = useFeatureTexts(serverStatusTexts);

  useEffect(() => {
    if (status !== 'available') return;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status, onClose]);

  const text = {
    checking: { title: t('serverStatus:startingTitle'), body: t('serverStatus:starting') },
    available: { title: t('serverStatus:readyTitle'), body: t('serverStatus:ready') },
    unavailable: { title: t('serverStatus:unavailableTitle'), body: t('serverStatus:unavailable') },
  }[status];

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
          data-testid="server-status-dialog"
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-center gap-3">
            {status === 'checking' && (
              <span
                aria-hidden
                className="size-5 animate-spin rounded-full border-2 border-indigo-600 border-t-transparent"
              />
            )}
            <Dialog.Title className="text-lg font-semibold">{text.title}</Dialog.Title>
          </div>
          <Dialog.Description className="mt-3 text-slate-700 dark:text-slate-300" aria-live="polite">
            {text.body}
          </Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('primary')}>{t('common.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
