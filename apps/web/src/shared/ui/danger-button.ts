import { buttonBase, buttonSizes } from './button';

/**
 * Destructive buttons, in a module of their own: only dialogs and pages loaded on demand use them,
 * so their colours stay out of the first load.
 *
 * - `solid`: the one action that destroys (a dialog's confirmation, closing an account).
 * - `outline`: a destructive action repeated on every row of a list, which asks before acting:
 *   red words in a frame, not a column of solid red buttons louder than the rows themselves.
 */
const kinds = {
  solid: 'bg-red-700 text-white hover:bg-red-800',
  outline:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-800 dark:text-red-300 dark:hover:bg-red-950',
} as const;

export function dangerButtonClass(
  kind: keyof typeof kinds = 'solid',
  size: keyof typeof buttonSizes = 'md',
  extra = '',
): string {
  return `${buttonBase} ${kinds[kind]} ${buttonSizes[size]} ${extra}`.trim();
}
