// The page's main-thread tasks in a Chromium trace, as Lighthouse reads them: the top-level
// 'RunTask' events of the renderer's main thread (bench:web and bench:web-blocking).

/**
 * The tasks of the thread that logged `marker` (a navigation's start, the page's first parse),
 * from that event on. Each has `dur` (wall clock) and, where the trace holds the thread clock,
 * `tdur` (time on a processor core), in microseconds.
 */
export function mainThreadTasks(events, marker) {
  return events.filter(
    (e) => e.pid === marker.pid && e.tid === marker.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= marker.ts,
  );
}
