import { createElement, lazy, Suspense } from 'react';
import { Skeleton } from '../../../../shared/ui/skeleton';
import type { ComponentPickerProps } from './types';

export type { ComponentPickerProps } from './types';

const LazyPicker = lazy(() => import('./component-picker'));

/**
 * The staff component picker, loaded only when a page renders it (its code, texts and the
 * catalogue requests stay out of every other page). See ./component-picker.tsx.
 */
export function ComponentPicker(props: ComponentPickerProps) {
  return createElement(
    Suspense,
    { fallback: createElement(Skeleton, { className: 'h-64 w-full' }) },
    createElement(LazyPicker, props),
  );
}
