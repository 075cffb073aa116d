import type { Language } from './language';

/** The months' names as each language writes them in a date ('30 de noviembre', 'November 30'). */
export const MONTH_NAMES: Record<Language, readonly string[]> = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A moment in this machine's time zone as a long date and a short time: '30 de noviembre de 2026
 * a las 7:05', 'November 30, 2026 at 7:05 AM': the text `Intl.DateTimeFormat` gives for the
 * language's locale with `dateStyle: 'long', timeStyle: 'short'` (a test holds them equal). Why
 * not Intl itself: a page's first DateTimeFormat loads the locale's calendar data, about 80 ms of
 * a phone's main thread, and an order's confirmation formats one date as it appears.
 */
export function formatDateTime(moment: Date, language: Language): string {
  const day = moment.getDate();
  const month = MONTH_NAMES[language][moment.getMonth()]!;
  const year = moment.getFullYear();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  const hours = moment.getHours();
  if (language === 'es') return `${day} de ${month} de ${year} a las ${hours}:${minutes}`;
  return `${month} ${day}, ${year} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A day with its month shortened: '5 sept 2026', 'Sep 5, 2026' (`dateStyle: 'medium'` in the
 * language's locale, held equal by a test), for a review's date beside its author.
 */
export function formatMediumDate(moment: Date, language: Language): string {
  const name = MONTH_NAMES[language][moment.getMonth()]!;
  // Spanish shortens September to four letters, as its locale does.
  const month = language === 'es' && name === 'septiembre' ? 'sept' : name.slice(0, 3);
  const day = moment.getDate();
  const year = moment.getFullYear();
  return language === 'es' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/**
 * A calendar day ('2026-11-01', as staff set exchange rates) as people read it: 'long' gives
 * '1 de noviembre de 2026', 'November 1, 2026'; 'numeric' gives '1/11/2026', '11/1/2026' (what
 * `toLocaleDateString` gives in the language's locale, held equal by a test), without Intl's cost.
 */
export function formatCalendarDay(day: string, language: Language, style: 'long' | 'numeric'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (style === 'numeric') return language === 'es' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
  const name = MONTH_NAMES[language][month - 1]!;
  return language === 'es' ? `${date} de ${name} de ${year}` : `${name} ${date}, ${year}`;
}
