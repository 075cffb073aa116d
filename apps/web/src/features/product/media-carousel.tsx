import { Suspense, lazy, useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { productTexts } from './texts';
import { ProductImage } from '../../shared/ui/product-image';
import { ChevronLeftIcon, ChevronRightIcon } from '../../shared/ui/icons';
import { ExpandIcon, PlayIcon } from './icons';
import type { MediaItem } from './media';
import { youtubeEmbedUrl } from '../../shared/lib/youtube';
import { swipeStep } from './swipe';

export { SWIPE_THRESHOLD_PX } from './swipe';

// The full-screen viewer: its own chunk, fetched on first opening (the first load is at its budget).
const MediaViewer = lazy(() => import('./media-viewer'));

const height = 'h-[300px] min-[480px]:h-[400px] md:h-[500px]';

export function MediaCarousel({ items, name }: { items: MediaItem[]; name: string }) {
  const { t } = useFeatureTexts(productTexts);
  // Embla only animates; dragging is handled below so the swipe follows the spec's
  // threshold exactly, and wrap-around works even with two items (Embla's loop needs more).
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, watchDrag: false, duration: 20 });
  // Embla starts when a shopper comes near the gallery (pointer, touch, focus), not while the page
  // hydrates: starting, it measures the page's layout, a long task on a phone at the worst moment.
  // Until then the first picture shows, as the server drew it; a step asked for meanwhile waits here.
  const [started, setStarted] = useState(false);
  const waitingStep = useRef<{ index: number; jump: boolean } | null>(null);
  const start = () => setStarted(true);
  const [selected, setSelected] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // The picture the viewer is open on (an index among the images). Focus comes back to the corner
  // button (a picture itself is not in the tab order, and may be hidden by then).
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const count = items.length;
  const images = items.flatMap((item) => (item.kind === 'image' ? [item.src] : []));
  const open = (index: number) => {
    const item = items[index];
    if (item?.kind === 'image') setViewing(images.indexOf(item.src));
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    const waiting = waitingStep.current;
    waitingStep.current = null;
    if (waiting) embla.scrollTo(waiting.index, waiting.jump);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  const show = useCallback(
    (index: number, jump = false) => {
      if (embla) return embla.scrollTo(index, jump);
      waitingStep.current = { index, jump };
      setStarted(true);
    },
    [embla],
  );
  const go = useCallback(
    (step: 1 | -1) => {
      if (count < 2) return;
      show(((embla?.selectedScrollSnap() ?? selected) + step + count) % count);
    },
    [embla, count, selected, show],
  );

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(start, { x: touch.clientX, y: touch.clientY });
    if (step !== 0) go(step);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('product:detail.gallery', { name })}
      data-testid="media-carousel"
      onPointerEnter={start}
      onFocus={start}
      onTouchStart={start}
    >
      <div className="relative">
        <div
          ref={started ? viewportRef : undefined}
          className={`overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-900 ${height}`}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="carousel-viewport"
        >
          <div className="flex h-full touch-pan-y">
            {items.map((item, index) => (
              <div
                key={index}
                className="relative h-full min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={t('product:detail.slide', { index: index + 1, count })}
                aria-hidden={index !== selected}
                inert={index !== selected}
              >
                <MediaSlide
                  item={item}
                  name={name}
                  eager={index === 0}
                  onOpen={() => open(index)}
                  label={t('product:detail.slideOf', { name, index: index + 1, count })}
                />
              </div>
            ))}
          </div>
        </div>
        {items[selected]?.kind === 'image' && (
          <button
            type="button"
            ref={opener}
            onClick={() => open(selected)}
            className="absolute top-2 right-2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
            aria-label={t('product:detail.openViewer')}
            data-testid="open-viewer"
          >
            <ExpandIcon className="size-5" />
          </button>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
              aria-label={t('product:detail.previous')}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-slate-900 shadow hover:bg-white"
              aria-label={t('product:detail.next')}
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <p
              className="absolute right-2 bottom-2 rounded-full bg-slate-950/70 px-2 py-0.5 text-xs font-medium text-white tabular-nums"
              aria-live="polite"
              data-testid="carousel-position"
            >
              {t('product:detail.position', { index: selected + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <>
          {/* Thumbnails under the picture, each a fixed 64 px square: nothing moves while they load. */}
          <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t('product:detail.thumbnails')}>
            {items.map((item, index) => (
              <li key={index} className="shrink-0">
                <button
                  type="button"
                  onClick={() => show(index)}
                  aria-label={t('product:detail.showSlide', { index: index + 1, count })}
                  aria-current={index === selected ? 'true' : undefined}
                  className="block size-16 overflow-hidden rounded-lg border-2 border-transparent bg-slate-100 opacity-70 hover:opacity-100 aria-[current=true]:border-indigo-600 aria-[current=true]:opacity-100 dark:bg-slate-900 dark:aria-[current=true]:border-indigo-400"
                  data-testid="carousel-thumbnail"
                >
                  {item.kind === 'image' ? (
                    <ProductImage
                      src={item.src}
                      width={64}
                      height={64}
                      sizes="64px"
                      // Not preloaded with the page (React hints eager images): the main picture is the one to hurry.
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <span className="flex size-full items-center justify-center text-slate-700 dark:text-slate-200">
                      <PlayIcon className="size-6" />
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <MediaViewer
            images={images}
            start={viewing}
            name={name}
            Image={ProductImage}
            onClose={(index) => {
              setViewing(null);
              // Back to the picture last seen.
              const slide = items.findIndex((item) => item.kind === 'image' && item.src === images[index]);
              if (slide >= 0) show(slide, true);
            }}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}

interface SlideProps {
  item: MediaItem;
  name: string;
  eager: boolean;
  /** A picture opens the full-screen viewer. */
  onOpen: () => void;
  label: string;
}

function MediaSlide({ item, name, eager, onOpen, label }: SlideProps) {
  const { t } = useFeatureTexts(productTexts);
  const [videoFailed, setVideoFailed] = useState(false);
  if (item.kind === 'image') {
    return (
      <button
        type="button"
        className="block size-full cursor-zoom-in"
        onClick={onOpen}
        // A pointer's way in, named by its picture; keyboards use the corner button.
        aria-label={label}
        tabIndex={-1}
      >
        <ProductImage
          src={item.src}
          alt={name}
          width={800}
          height={800}
          sizes="(min-width: 1024px) 50vw, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="size-full object-contain"
        />
      </button>
    );
  }
  if (item.kind === 'youtube') {
    return (
      <iframe
        className="size-full"
        src={youtubeEmbedUrl(item.id)}
        title={t('product:detail.video', { name })}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (videoFailed) {
    return (
      <p className="flex size-full items-center justify-center p-4 text-center">{t('product:detail.videoError')}</p>
    );
  }
  return (
    <video className="size-full bg-black" src={item.src} controls preload="none" onError={() => setVideoFailed(true)}>
      {t('product:detail.videoError')}
    </video>
  );
}
