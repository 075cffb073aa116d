/**
 * A placeholder that pulses where content is coming. `raised`: it sits on a box a step lighter
 * than the card in the dark theme (slate-800), where the usual colour would vanish.
 */
export function Skeleton({ className = '', raised = false }: { className?: string; raised?: boolean }) {
  return (
    <div
      aria-hidden
      className={`animate-pulse rounded-md bg-slate-200 ${raised ? 'dark:bg-slate-700' : 'dark:bg-slate-800'} ${className}`}
    />
  );
}
