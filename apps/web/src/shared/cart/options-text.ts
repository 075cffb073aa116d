import type { Language, OptionNames, SelectedOptions } from '@shop/domain';
import { useTranslation } from '../i18n/react';
import { useLanguage } from '../i18n/use-language';

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
 * A line's configuration in one line of text ("Memoria RAM: 16 GB · Almacenamiento: SSD de 1 TB"),
 * or '' for a plain product. `label` names a component group in the shopper's language (the
 * group's key when it has no name); each option is named from `names` in `language` when the
 * line carries its names (the id itself only for lines saved before names were kept). Shown in
 * the cart and the orders alike.
 */
export function optionsText(
  options: SelectedOptions,
  label: (group: string) => string,
  names: OptionNames = {},
  language: Language = 'es',
): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([group, value]) => `${label(group)}: ${names[group]?.[language] || describeValue(value)}`)
    .join(' · ');
}

/** optionsText with the component groups and the options named in the current language. */
export function useOptionsText(): (options: SelectedOptions, names?: OptionNames) => string {
  const { t } = useTranslation();
  const [language] = useLanguage();
  return (options, names) =>
    optionsText(options, (group) => t(`componentGroups.${group}`, { defaultValue: group }), names, language);
}
