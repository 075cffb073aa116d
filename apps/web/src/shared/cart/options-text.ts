import type { SelectedOptions } from '@shop/domain';
import { useTranslation } from '../i18n/react';

/** A chosen option's value as a person reads it: a component's name, a list of them, or the value itself. */
function describeValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (typeof value === 'object' && value !== null) {
    const named = value as { name?: unknown; label?: unknown; value?: unknown };
    const name = named.name ?? named.label ?? named.value;
    return name === undefined ? JSON.stringify(value) : describeValue(name);
  }
  return String(value);
}

/**
 * A line's configuration in one line of text ("Memoria RAM: ddr5-32 · Almacenamiento: ssd-1tb"),
 * or '' for a plain product. `label` names a component group in the shopper's language (the
 * group's key when it has no name). Shown in the cart and the orders alike.
 */
export function optionsText(options: SelectedOptions, label: (group: string) => string): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([group, value]) => `${label(group)}: ${describeValue(value)}`)
    .join(' · ');
}

/** optionsText with the component groups named in the current language. */
export function useOptionsText(): (options: SelectedOptions) => string {
  const { t } = useTranslation();
  return (options) => optionsText(options, (group) => t(`componentGroups.${group}`, { defaultValue: group }));
}
