import { startTransition, useCallback, useEffect, useState } from 'react';
import { cartStore } from '../../shared/cart/cart-store';
import { pageContentShownTask } from '../../shared/lib/page-content';
import { checkCart } from './api';
import { applyCartCheck, type LineNotices } from './cart-check';

export type CheckStatus = 'idle' | 'checking' | 'checked' | 'failed';

/**
 * Checks the cart against the server once when the page opens (one call for every line),
 * and again when asked (after the server refused an order). The stored cart takes the
 * answer's prices and stock; what changed for a line comes back as its notice.
 */
export function useCartCheck(): { status: CheckStatus; notices: LineNotices; recheck: () => void } {
  const [status, setStatus] = useState<CheckStatus>(() => (cartStore.getItems().length > 0 ? 'checking' : 'idle'));
  const [notices, setNotices] = useState<LineNotices>({});
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (cartStore.getItems().length === 0) return;
    const controller = new AbortController();
    // Once the lines are painted (at once after the first time): on a slow phone the answer came
    // before them, and they waited for it (shared/lib/page-content.ts).
    pageContentShownTask()
      .then(() => checkCart(cartStore.getItems(), controller.signal))
      .then(
        (answer) => {
          // Applied to the cart as it is now: the shopper may have changed it meanwhile.
          const checked = applyCartCheck(cartStore.getItems(), answer.lines);
          cartStore.update(() => checked.items);
          // The page's lines render again with their notices in slices, not in one task.
          startTransition(() => {
            setNotices(checked.notices);
            setStatus('checked');
          });
        },
        () => {
          // The order itself is checked again by the server, so the page stays usable.
          if (!controller.signal.aborted) setStatus('failed');
        },
      );
    return () => controller.abort();
  }, [round]);

  const recheck = useCallback(() => {
    setStatus('checking');
    setRound((value) => value + 1);
  }, []);
  return { status, notices, recheck };
}
