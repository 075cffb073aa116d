import { useEffect, useState, type RefObject } from 'react';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { buttonClass } from '../../shared/ui/button';
import { CartIcon } from '../../shared/ui/icons';
import { productTexts } from './texts';

interface Props {
  /** The page's own add button: while it is wholly on screen, the bar stays away. */
  target: RefObject<HTMLElement | null>;
  /** The live configured price, already formatted. */
  price: string;
  disabled: boolean;
  onAdd: () => void;
}

/**
 * The price and the add button follow the shopper in a bar at the bottom of the screen (above the
 * phone's navigation bar, which takes the bottom 4 rem below 768 px) while the page's own add
 * button is out of view: on a phone always at first; on a wide screen when a product with many
 * choices (the seeded desktop's six groups) pushes the button below the first screen. Scrolling
 * through the choices keeps the live price in sight. It leaves as soon as the real button shows, so it never stands beside it; while it shows,
 * the page's `scroll-padding` (index.css) keeps a focused element clear of it. A window under
 * 30 rem high (a phone on its side, 200 % zoom) has no room for it: no bar there.
 */
export function BuyBar({ target, price, disabled, onAdd }: Props) {
  const { t } = useFeatureTexts(productTexts);
  // Rendered on the server as shown: on a phone the add button starts below the first screen.
  const [shown, setShown] = useState(true);
  // From 1024 px the page's own button usually starts in the first screen: the bar waits for the
  // first observation there, so a wide screen never flashes it.
  const [observed, setObserved] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // Shown until the whole button is in view above what covers the bottom of the screen: this
    // bar (4.5 rem) and, below 768 px, the phone's navigation under it (4 rem). A button half
    // behind them is not one to press; one just above this bar on a wide screen needs no copy.
    const covered = window.matchMedia('(min-width: 768px)').matches ? 72 : 136;
    const observer = new IntersectionObserver(
      ([entry]) => {
        setShown((entry?.intersectionRatio ?? 0) < 0.99);
        setObserved(true);
      },
      {
        rootMargin: `0px 0px -${covered}px 0px`,
        threshold: [0, 0.99],
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return (
    <div
      role="region"
      aria-label={t('product:detail.buyBar')}
      data-buy-bar
      data-shown={shown || undefined}
      data-observed={observed || undefined}
      data-testid="buy-bar"
      className={`fixed inset-x-0 bottom-16 z-30 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur transition-transform duration-200 md:bottom-0 md:pb-[max(0.625rem,env(safe-area-inset-bottom))] ${observed ? '' : 'lg:hidden'} [@media(height<30rem)]:hidden dark:border-slate-800 dark:bg-slate-950/95 ${shown ? '' : 'invisible translate-y-[calc(100%+4rem)]'}`}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 lg:max-w-7xl lg:justify-end lg:gap-6">
        <p
          className="min-w-0 truncate text-lg font-extrabold text-indigo-700 tabular-nums dark:text-indigo-300"
          data-testid="buy-bar-price"
        >
          {price}
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'lg', 'shrink-0 px-5')}
          disabled={disabled}
          onClick={onAdd}
        >
          <CartIcon className="size-5" />
          {t('product:detail.addShort')}
        </button>
      </div>
    </div>
  );
}
