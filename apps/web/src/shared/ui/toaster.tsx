import { lazy, Suspense } from 'react';
import { useTheme } from '../lib/theme';
import { afterPageContent } from '../lib/page-content';
import { loadSonner } from './toast';

/** A toast by default: bottom of the screen, 3000 ms, green/red, close button. */
export const TOAST_DURATION_MS = 3_000;

// Toasts asked for before it mounts are shown when it does (sonner replays them).
const Sonner = lazy(afterPageContent(() => loadSonner().then((module) => ({ default: module.Toaster }))));

export function Toaster() {
  const [theme] = useTheme();
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        theme={theme}
        // Above the mobile bottom bar (4rem) so toasts never cover its links.
        mobileOffset={{ bottom: '5rem' }}
      />
    </Suspense>
  );
}
