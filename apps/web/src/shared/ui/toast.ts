/**
 * Toasts without sonner in the first load: toasts only follow a shopper's action or a
 * failed request, by which time the lazily mounted <Toaster> has fetched the library.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

export const toast = {
  success: (message: string) => void loadSonner().then((module) => module.toast.success(message)),
  error: (message: string) => void loadSonner().then((module) => module.toast.error(message)),
};
