import { type ReactNode, isValidElement, useRef } from 'react';
import { useFeatureTexts } from '../../../../shared/i18n/feature-texts';
import { pickerTexts } from './texts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../../shared/ui/icons';

const slide = 'shrink-0 basis-full snap-start sm:basis-[calc(50%-0.375rem)] lg:basis-[calc((100%-1.5rem)/3)]';

/** A horizontal, snapping list: 1 entry per view under 640 px, 2 under 1024 px, else 3. */
export function Carousel({ label, children, more }: { label: string; children: ReactNode[]; more: ReactNode }) {
  const { t } = useFeatureTexts(pickerTexts);
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  const arrow =
    'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
  return (
    <div className="space-y-2">
      <ul
        ref={listRef}
        aria-label={label}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto"
      >
        {[...children, ...(more ? [more] : [])].map((child, index) => (
          <li key={isValidElement(child) && child.key !== null ? child.key : `more-${index}`} className={slide}>
            {child}
          </li>
        ))}
      </ul>
      {children.length > 1 && (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={arrow}
            aria-label={t('componentPicker:previous', { group: label })}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label={t('componentPicker:next', { group: label })}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
