import { useState } from 'react';

/**
 * For a dialog opened without a Radix trigger (its open state is the page's): the element that
 * had focus when it opened, given focus back when it closes, whichever way (Escape, a button, a
 * click outside). Without it Radix focuses its missing trigger, that is nothing: focus fell to
 * the page's body and Enter did nothing. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocusToOpener(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event) => {
    if (!opener?.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
}
