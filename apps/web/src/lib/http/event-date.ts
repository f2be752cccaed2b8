// The `event_date` list filter of spec §7: "a range start~end in ms, minute-rounded, +1 s".
import type { DateFilter } from '@touchline/contract/enums';
import { localTimeZone, startOfZonedDay } from './zoned-day';

const minuteMs = 60_000;
const roundToMinute = (ms: number) => Math.round(ms / minuteMs) * minuteMs;

/**
 * Reading of the spec line: both bounds are epoch milliseconds rounded to the nearest whole
 * minute (Math.round, so 23:59:59.999 becomes the next 00:00:00.000), then 1000 ms is added to
 * the end bound only. The rounding keeps the value, and so the list's cache key, stable within a
 * minute; the extra second keeps an item stamped exactly on the rounded end inside the range.
 * Example: 2024-05-01T10:00:29.999Z ~ 2024-05-01T10:30:30Z →
 * "1714557600000~1714559461000" (10:00:00.000 ~ 10:31:00.000 + 1 s).
 */
export const buildEventDateRange = (start: Date, end: Date): string =>
  `${roundToMinute(start.getTime())}~${roundToMinute(end.getTime()) + 1000}`;

const pastDays: Record<Exclude<DateFilter, 'anytime' | 'today' | 'yesterday'>, number> = {
  past_7_days: 7,
  past_30_days: 30,
  past_90_days: 90,
};

/**
 * The calendar bounds a date filter stands for, in the viewer's time zone: `today` and
 * `yesterday` are whole days; `past_N_days` runs from the midnight N days before today through
 * the end of today. The end is the last millisecond of its day. `anytime` has no bounds.
 */
export const dateFilterBounds = (
  filter: DateFilter,
  now: Date,
  timeZone: string = localTimeZone(),
): { start: Date; end: Date } | undefined => {
  const at = now.getTime();
  const day = (offset: number) => startOfZonedDay(at, timeZone, offset);
  switch (filter) {
    case 'anytime':
      return undefined;
    case 'today':
      return { start: new Date(day(0)), end: new Date(day(1) - 1) };
    case 'yesterday':
      return { start: new Date(day(-1)), end: new Date(day(0) - 1) };
    case 'past_7_days':
    case 'past_30_days':
    case 'past_90_days':
      return { start: new Date(day(-pastDays[filter])), end: new Date(day(1) - 1) };
  }
};

/** The `event_date` value for a date filter, or undefined (filter omitted) for `anytime`. */
export const dateFilterRange = (filter: DateFilter, now: Date, timeZone?: string) => {
  const bounds = dateFilterBounds(filter, now, timeZone);
  return bounds && buildEventDateRange(bounds.start, bounds.end);
};
