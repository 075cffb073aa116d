import { loadSonner } from '../../shared/ui/toast';

/**
 * The auth screen's working toasts (spec 000 §4): an info toast while a call runs, then
 * the success or error toast in its place (same id), so they never pile up.
 */
export const authToast = {
  info: (message: string, id: string) => void loadSonner().then((module) => module.toast.info(message, { id })),
  success: (message: string, id: string) => void loadSonner().then((module) => module.toast.success(message, { id })),
  error: (message: string, id: string) => void loadSonner().then((module) => module.toast.error(message, { id })),
};

export const dismissAuthToast = (id: string) => void loadSonner().then((module) => module.toast.dismiss(id));
