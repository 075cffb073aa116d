import { loadSonner } from '../../shared/ui/toast';

/**
 * The auth screen's working toasts: an info toast while a call runs, then the
 * success toast in its place (the attempt's id), so they never pile up. A failure is no toast: it is
 * said in the form, next to what caused it, and the working toast is dismissed.
 */
export const authToast = {
  info: (message: string, id: string) => void loadSonner().then((module) => module.toast.info(message, { id })),
  success: (message: string, id: string) => void loadSonner().then((module) => module.toast.success(message, { id })),
};

export const dismissAuthToast = (id: string) => void loadSonner().then((module) => module.toast.dismiss(id));
