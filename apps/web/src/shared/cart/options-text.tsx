import { Fragment } from 'react';
import { langOf, pickText, type Language, type OptionNames, type PickedText, type SelectedOptions } from '@shop/domain';
import { useLanguage } from '../i18n/use-language';
import { useFeatureTexts } from '../i18n/feature-texts';
import { productPartTexts } from '../products/texts';

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

/** One chosen option as shown: its group's label and the option's name, with the language it is in. */
export interface OptionPart {
  group: string;
  label: string;
  value: PickedText;
}

/**
 * A line's configuration, one part per group ("Memoria RAM" → "16 GB"), none for a plain product.
 * `label` names a component group in the shopper's language (the group's key when it has no
 * name); each option is named from `names` in `language`, the Spanish name (marked as Spanish)
 * when it has no English one, and the id itself only for lines saved before names were kept.
 * Shown in the cart and the orders alike.
 */
export function optionParts(
  options: SelectedOptions,
  label: (group: string) => string,
  names: OptionNames = {},
  language: Language = 'es',
): OptionPart[] {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([group, value]) => {
      const name = names[group];
      const picked = name && pickText(name.es, name.en, language);
      return {
        group,
        label: label(group),
        value: picked ?? { text: describeValue(value), lang: language, fellBack: false },
      };
    });
}

/** optionParts with the component groups and the options named in the current language. */
export function useOptionParts(): (options: SelectedOptions, names?: OptionNames) => OptionPart[] {
  const { t } = useFeatureTexts(productPartTexts);
  const [language] = useLanguage();
  return (options, names) =>
    optionParts(
      options,
      (group) => t(`productParts:componentGroups.${group}`, { defaultValue: group }),
      names,
      language,
    );
}

/**
 * The parts as the line's text ("Memoria RAM: 16 GB · Almacenamiento: SSD de 1 TB"), each option's
 * name marked with its language where it is not the page's.
 */
export function OptionsText({ parts }: { parts: readonly OptionPart[] }) {
  return parts.map((part, index) => (
    <Fragment key={part.group}>
      {index > 0 && ' · '}
      {part.label}: <span {...langOf(part.value)}>{part.value.text}</span>
    </Fragment>
  ));
}
