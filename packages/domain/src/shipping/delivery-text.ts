import type { Language } from '../language';
import { MONTH_NAMES } from '../date-format';
import { type CivilDate, weekdayOf } from './business-days';

const WEEKDAYS: Record<Language, readonly string[]> = {
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/**
 * A delivery day as people say it: 'jue 3', with its month 'lun 7 de diciembre'; in English always
 * with its month, in the order the shop's other English dates use ('Mon, December 7', beside
 * 'Placed on December 3, 2026': formatDateTime).
 */
export function deliveryDayText(date: CivilDate, language: Language, withMonth: boolean): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[language][weekdayOf(date)]!;
  const monthName = MONTH_NAMES[language][month - 1]!;
  if (language === 'en') return `${weekday}, ${monthName} ${day}`;
  return withMonth ? `${weekday} ${day} de ${monthName}` : `${weekday} ${day}`;
}

/**
 * The two ends of a delivery window for a sentence ('Llega entre el {{from}} y el {{to}}'): in
 * Spanish the month said once when both days share it ('jue 3' … 'lun 7 de diciembre'), on both
 * otherwise ('Thu, December 3' … 'Mon, December 7' in English);
 * `sameDay` when the window is a single day ('Llega el {{to}}').
 */
export function deliveryWindowText(
  earliest: CivilDate,
  latest: CivilDate,
  language: Language,
): { from: string; to: string; sameDay: boolean } {
  const sameMonth = earliest.slice(0, 7) === latest.slice(0, 7);
  return {
    from: deliveryDayText(earliest, language, !sameMonth),
    to: deliveryDayText(latest, language, true),
    sameDay: earliest === latest,
  };
}
