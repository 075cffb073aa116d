/**
 * Toasts without sonner in the first load: toasts only follow a shopper's action or a
 * failed request, by which time the lazily mounted <Toaster> has fetched the library.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

/**
 * The text is the toast's id: sonner puts a toast whose id is on screen in its place, so the
 * same outcome told twice (add pressed five times) is one toast, not a stack.
 */
export const toast = {
  success: (message: string) => void loadSonner().then((module) => module.toast.success(message, { id: message })),
  error: (message: string) => void loadSonner().then((module) => module.toast.error(message, { id: message })),
};
