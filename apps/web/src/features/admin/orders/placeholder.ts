import type { SyntheticEvent } from 'react';

/** A line's picture that cannot be loaded (not drawn yet, deleted) shows the placeholder, never a broken icon. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (!img.src.endsWith('/placeholder.svg')) img.src = '/placeholder.svg';
}
