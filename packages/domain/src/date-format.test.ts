import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDateTime, formatMediumDate } from './date-format';
import { LANGUAGE_LOCALES, LANGUAGES } from './language';

describe('formatDateTime', () => {
  it('writes what Intl writes for each language, at every hour and in every month', () => {
    const moments: Date[] = [];
    for (let month = 0; month < 12; month++)
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [9, 7, 5],
        [15, 11, 59],
        [20, 12, 0],
        [28, 13, 30],
        [31, 23, 59],
      ] as const)
        moments.push(new Date(2026, month, day, hour, minute));
    for (let hour = 0; hour < 24; hour++) moments.push(new Date(2030, 0, 2, hour, 41));
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' });
      for (const moment of moments) expect(formatDateTime(moment, language)).toBe(intl.format(moment));
    }
  });

  it('says the date people read on an order', () => {
    expect(formatDateTime(new Date(2026, 10, 30, 7, 5), 'es')).toBe('30 de noviembre de 2026 a las 7:05');
    expect(formatDateTime(new Date(2026, 10, 30, 19, 5), 'en')).toBe('November 30, 2026 at 7:05 PM');
  });
});

describe('formatMediumDate', () => {
  it('writes what Intl writes for each language, in every month', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'medium' });
      for (let month = 0; month < 12; month++)
        for (const day of [1, 9, 28])
          for (const hour of [0, 23]) {
            const moment = new Date(2026, month, day, hour, 30);
            expect(formatMediumDate(moment, language)).toBe(intl.format(moment));
          }
    }
  });

  it('says the date people read beside a review', () => {
    expect(formatMediumDate(new Date(2026, 8, 5), 'es')).toBe('5 sept 2026');
    expect(formatMediumDate(new Date(2026, 8, 5), 'en')).toBe('Sep 5, 2026');
  });
});

describe('formatCalendarDay', () => {
  it('writes what Intl writes for each language, long and numeric, on every month', () => {
    for (const language of LANGUAGES) {
      const long = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      });
      const numeric = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++)
        for (const date of [1, 9, 28]) {
          const day = `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
          const moment = new Date(`${day}T00:00:00Z`);
          expect(formatCalendarDay(day, language, 'long')).toBe(long.format(moment));
          expect(formatCalendarDay(day, language, 'numeric')).toBe(numeric.format(moment));
        }
    }
  });

  it('says the day staff set the exchange rates', () => {
    expect(formatCalendarDay('2026-11-01', 'es', 'long')).toBe('1 de noviembre de 2026');
    expect(formatCalendarDay('2026-11-01', 'en', 'long')).toBe('November 1, 2026');
    expect(formatCalendarDay('2026-11-01', 'es', 'numeric')).toBe('1/11/2026');
    expect(formatCalendarDay('2026-11-01', 'en', 'numeric')).toBe('11/1/2026');
  });
});
