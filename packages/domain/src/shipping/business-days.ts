import { ARGENTINA_HOLIDAYS } from './holidays';

/**
 * Civil dates ('YYYY-MM-DD', a day in Argentina) and business days. Argentina keeps UTC−3 all
 * year (no daylight saving since 2009), so its day and time of day are the UTC ones shifted by
 * three hours, without a time-zone database.
 */
export type CivilDate = string;

const DAY_MS = 86_400_000;
export const ARGENTINA_UTC_OFFSET_MINUTES = -180;

const epochDay = (date: CivilDate) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const civilDate = (day: number): CivilDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: CivilDate): number {
  return new Date(epochDay(date) * DAY_MS).getUTCDay();
}

/** Neither a Saturday, a Sunday nor a national holiday. */
export function isBusinessDay(date: CivilDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !(date in ARGENTINA_HOLIDAYS);
}

export function nextBusinessDay(date: CivilDate): CivilDate {
  let day = epochDay(date) + 1;
  while (!isBusinessDay(civilDate(day))) day += 1;
  return civilDate(day);
}

/** The business day `count` business days after `date` (`date` itself for 0). */
export function addBusinessDays(date: CivilDate, count: number): CivilDate {
  let day = date;
  for (let step = 0; step < count; step += 1) day = nextBusinessDay(day);
  return day;
}

/** An instant's day and minutes after midnight in Argentina. */
export function argentinaTime(instant: Date): { date: CivilDate; minutes: number } {
  const shifted = new Date(instant.getTime() + ARGENTINA_UTC_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/**
 * The business day an order placed at `instant` starts counting from: its own day when that is
 * a business day and the order came before the cut-off (minutes after midnight, Argentina time),
 * the next business day otherwise.
 */
export function dispatchDay(instant: Date, cutOffMinutes: number): CivilDate {
  const { date, minutes } = argentinaTime(instant);
  return isBusinessDay(date) && minutes < cutOffMinutes ? date : nextBusinessDay(date);
}

/** The earliest and latest day of a window of business days counted from the dispatch day. */
export function businessDayWindow(
  instant: Date,
  cutOffMinutes: number,
  days: { min: number; max: number },
): { earliest: CivilDate; latest: CivilDate } {
  const start = dispatchDay(instant, cutOffMinutes);
  return { earliest: addBusinessDays(start, days.min), latest: addBusinessDays(start, days.max) };
}
