import type { ReactNode } from 'react';

/**
 * A form's text box, choice list or text area. Its least height is one line of its text plus its
 * padding and border (`1lh`): a browser draws a select shorter than an input of the same padding,
 * and a choice beside a text box (province and postal code) must stand as high.
 */
export const inputClass =
  'mt-1 block min-h-[calc(1lh+1rem+2px)] w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-500 dark:aria-[invalid=true]:border-red-400';

export const fieldLabelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

export interface FormFieldProps {
  id: string;
  label: string;
  /**
   * Id of the form's error box (or of this field's line in it), which this field points at while it
   * broke the rule shown there. Forms that show each error under its field have none.
   */
  errorBoxId?: string;
  /** This field broke the rule shown in the form's error box. */
  submitProblem?: boolean;
  /** Already translated. */
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled form field with its hint and its own error, described by both and by the form's error box. */
export function FormField({ id, label, errorBoxId, error, hint, submitProblem, children }: FormFieldProps) {
  const describedBy =
    [submitProblem ? errorBoxId : '', error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400" data-testid={`${id}-field-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
