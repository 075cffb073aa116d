/** A touch swipe changes item once it covers 50 px. */
export const SWIPE_THRESHOLD_PX = 50;

export interface TouchPoint {
  x: number;
  y: number;
}

/**
 * The step a finished touch asks for: 1 (next) for a swipe to the left, -1 (previous) to the
 * right, 0 for a short or mostly vertical movement (page scrolling, not a swipe). Shared by the
 * gallery and its full-screen viewer.
 */
export function swipeStep(start: TouchPoint, end: TouchPoint): 1 | -1 | 0 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
