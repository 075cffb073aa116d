import type { ReactNode } from 'react';

/** The admin filters' control look: one height and colour for selects, dates and searches. */
export const filterControlClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
export const filterLabelClass = 'mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300';

export interface FilterSelectProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The first choice, meaning no filter ('' as its value): 'Todos'. */
  anyLabel?: string;
  className?: string;
  testId?: string;
  describedBy?: string;
  /** How a value from the address that is not among the options is named (the value itself without). */
  nameOfOther?: (value: string) => string;
}

/**
 * One labelled filter of an admin list: a select whose empty value means 'any'. A value in the
 * address that is not among the options (a brand no longer sold) is still shown as chosen.
 */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  anyLabel,
  className,
  testId,
  describedBy,
  nameOfOther = (other) => other,
}: FilterSelectProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select
        id={id}
        className={filterControlClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {!known && <option value={value}>{nameOfOther(value)}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
