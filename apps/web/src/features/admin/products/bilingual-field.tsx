import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { fieldLabelClass, inputClass } from '../../../shared/ui/form-field';
import { lacksEnglish } from './form-logic';
import { adminProductsTexts } from './texts';

export interface BilingualFieldProps {
  /** The Spanish input's id; the English one is `${id}-en`. */
  id: string;
  /** What the field is ("Nombre", "Ventaja 2"): each input is labelled with it and its language. */
  label: string;
  es: string;
  en: string;
  onEsChange: (text: string) => void;
  onEnChange: (text: string) => void;
  maxLength: number;
  /** A textarea of that many rows instead of a one-line input. */
  rows?: number;
  /**
   * Labels for screen readers only from 768 px, where the list above shows the columns'
   * languages; on phones, where the two inputs stack, each still shows its label.
   */
  compactLabels?: boolean;
  /** With compact labels, shows the columns' languages above the inputs from 768 px (a list's first row). */
  languageHeadings?: boolean;
  required?: boolean;
  /** The Spanish field's error, already translated. */
  error?: string;
  /**
   * Whether the English is missing; by default when the Spanish has words and the English none
   * (a specification's figure, '16', needs no English: its editor says so).
   */
  missing?: boolean;
}

/**
 * A text and its English twin side by side (stacked on phones), each input labelled with its
 * language and marked with `lang`. An English twin still to write shows "Falta en inglés",
 * which its input is described by.
 */
export function BilingualField({
  id,
  label,
  es,
  en,
  onEsChange,
  onEnChange,
  maxLength,
  rows,
  compactLabels = false,
  languageHeadings = false,
  required,
  error,
  missing = lacksEnglish(es, en),
}: BilingualFieldProps) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const ids = { es: id, en: `${id}-en` };
  const texts = { es, en };
  const setters = { es: onEsChange, en: onEnChange };
  // The Spanish input may carry the field's error, the English one the missing marker.
  const notes = {
    es: error ? { id: `${id}-error`, text: error, className: 'text-sm text-red-700 dark:text-red-400' } : undefined,
    en: missing
      ? {
          id: `${ids.en}-missing`,
          text: t('adminProducts:form.missingEnglish'),
          className: 'text-xs font-medium text-amber-800 dark:text-amber-300',
        }
      : undefined,
  };

  return (
    <div className="grid min-w-0 flex-1 gap-x-4 gap-y-2 md:grid-cols-2">
      {(['es', 'en'] as const).map((lang) => {
        const note = notes[lang];
        const props = {
          id: ids[lang],
          lang,
          value: texts[lang],
          maxLength,
          className: lang === 'en' && missing ? `${inputClass} border-amber-500 dark:border-amber-400` : inputClass,
          'aria-describedby': note?.id,
          onChange: (event: { target: { value: string } }) => setters[lang](event.target.value),
        };
        return (
          <div key={lang} className="min-w-0">
            {compactLabels && languageHeadings && (
              <span aria-hidden className="hidden text-xs font-medium text-slate-600 md:block dark:text-slate-400">
                {t(lang === 'es' ? 'adminProducts:form.spanish' : 'adminProducts:form.english')}
              </span>
            )}
            <label htmlFor={ids[lang]} className={compactLabels ? `${fieldLabelClass} md:sr-only` : fieldLabelClass}>
              {t(lang === 'es' ? 'adminProducts:form.inSpanish' : 'adminProducts:form.inEnglish', { field: label })}
            </label>
            {rows ? (
              <textarea {...props} rows={rows} />
            ) : (
              <input
                {...props}
                required={lang === 'es' && required}
                aria-invalid={lang === 'es' && error ? true : undefined}
              />
            )}
            {note && (
              <p
                id={note.id}
                className={`mt-1 ${note.className}`}
                data-testid={lang === 'en' ? 'missing-english' : undefined}
              >
                {note.text}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
