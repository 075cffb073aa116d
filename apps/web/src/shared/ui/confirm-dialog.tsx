import * as Dialog from '@radix-ui/react-dialog';
import { buttonClass } from './button';
import { dangerButtonClass } from './danger-button';
import { useReturnFocusToOpener } from './opener-focus';

interface Props {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  onSettle: (confirmed: boolean) => void;
}

/** Yes/no question; closing it any other way (Escape, outside click) counts as Cancel. */
export default function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onSettle }: Props) {
  const returnFocus = useReturnFocusToOpener();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onSettle(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {message ? (
            <Dialog.Description className="mt-3 text-slate-700 dark:text-slate-300">{message}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={buttonClass('secondary')} onClick={() => onSettle(false)}>
              {cancelLabel}
            </button>
            <button type="button" className={dangerButtonClass()} onClick={() => onSettle(true)}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
