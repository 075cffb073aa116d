import { useRef, useState, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../shared/ui/icons';
import type { ProductImageComponent } from '../../shared/ui/product-image';
import { swipeStep } from './swipe';
import { productTexts } from './texts';

/** How much a click (or Enter) on the picture magnifies it. */
const ZOOM = 2.5;

interface Props {
  images: string[];
  /** The picture it opens on. */
  start: number;
  name: string;
  /** The shared ProductImage, handed down by the gallery (see ProductImageComponent for why). */
  Image: ProductImageComponent;
  /** Closed with the picture last shown, so the gallery can follow. */
  onClose: (index: number) => void;
  /** Puts focus back where the shopper opened the viewer (Escape, the close button, a click outside). */
  returnFocus: () => void;
}

/**
 * The gallery's full-screen viewer: one picture at a time, as large as the screen allows.
 * Arrows and swipes change picture, Escape closes; a click zooms in where it lands (the picture
 * then follows the pointer) and a second click zooms out; on a phone the browser's own pinch
 * zoom works inside it (`touch-action: manipulation`). Its own chunk, loaded on first opening.
 */
export default function MediaViewer({ images, start, name, Image, onClose, returnFocus }: Props) {
  const { t } = useFeatureTexts(productTexts);
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;

  const go = (step: 1 | -1) => {
    if (count < 2) return;
    setZoom(null);
    setIndex((current) => (current + step + count) % count);
  };

  // Where on the picture, in per cent of its box: the zoom's origin.
  const pointAt = (event: MouseEvent | PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    };
  };
  const toggleZoom = (event: MouseEvent) => {
    // A keyboard "click" has no position: the middle.
    setZoom((current) => (current ? null : event.detail === 0 ? { x: 50, y: 50 } : pointAt(event)));
  };
  const follow = (event: PointerEvent) => {
    if (zoom && event.pointerType === 'mouse') setZoom(pointAt(event));
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    // While the browser's pinch zoom is on, a finger pans the picture: no swipe.
    const pinched = (window.visualViewport?.scale ?? 1) > 1.01;
    if (!start || !touch || pinched || zoom) return;
    const step = swipeStep(start, { x: touch.clientX, y: touch.clientY });
    if (step !== 0) go(step);
  };

  const control =
    'rounded-full bg-white/90 p-3 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(index)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none"
          aria-describedby={undefined}
          data-testid="media-viewer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') go(1);
            else if (event.key === 'ArrowLeft') go(-1);
            else return;
            event.preventDefault();
          }}
        >
          <div className="flex items-center justify-between gap-3 p-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
            <Dialog.Title className="min-w-0 truncate text-sm font-medium">
              {name}
              <span className="ml-2 text-slate-300" aria-live="polite" data-testid="viewer-position">
                {t('product:detail.position', { index: index + 1, count })}
              </span>
            </Dialog.Title>
            <Dialog.Close className={control} aria-label={t('product:detail.closeViewer')}>
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-manipulation items-center justify-center overflow-hidden"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <button
              type="button"
              className={`flex size-full items-center justify-center ${zoom ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
              aria-label={t(zoom ? 'product:detail.zoomOut' : 'product:detail.zoomIn')}
              aria-pressed={zoom !== null}
              onClick={toggleZoom}
              onPointerMove={follow}
              data-testid="viewer-zoom"
            >
              <Image
                key={images[index]}
                src={images[index]}
                alt={t('product:detail.slideOf', { name, index: index + 1, count })}
                width={1600}
                height={1600}
                sizes="100vw"
                className="max-h-full max-w-full object-contain transition-transform duration-150"
                style={zoom ? { transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
                data-testid="viewer-image"
              />
            </button>
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className={`absolute top-1/2 left-3 -translate-y-1/2 ${control}`}
                  aria-label={t('product:detail.previous')}
                >
                  <ChevronLeftIcon className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className={`absolute top-1/2 right-3 -translate-y-1/2 ${control}`}
                  aria-label={t('product:detail.next')}
                >
                  <ChevronRightIcon className="size-6" />
                </button>
              </>
            )}
          </div>
          <p className="px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-center text-xs text-slate-300">
            <span className="pointer-coarse:hidden">{t('product:detail.viewerHelp')}</span>
            <span className="hidden pointer-coarse:inline">{t('product:detail.viewerHelpTouch')}</span>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
