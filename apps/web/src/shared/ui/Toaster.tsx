import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../lib/theme';

/** Toast default of spec 000 §4: bottom of the screen, 3000 ms, green/red, close button. */
export const TOAST_DURATION_MS = 3_000;

export function Toaster() {
  const [theme] = useTheme();
  return (
    <Sonner
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme={theme}
      // Above the mobile bottom bar (4rem) so toasts never cover its links.
      mobileOffset={{ bottom: '5rem' }}
    />
  );
}
