// Dates, times and durations in the viewer's locale and time zone. The time zone is left to
// the browser unless a caller (a test) pins one.

export interface FormatOptions {
  locale: string;
  timeZone?: string;
  now?: Date;
}

export type DayRelation = 'today' | 'tomorrow' | 'yesterday' | 'other';

// Building an Intl.DateTimeFormat costs far more than using one, and a page of cards formats
// hundreds of dates: each distinct locale and option set is built once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

// A calendar day in the given zone, comparable as text regardless of the display locale.
const dayKey = (date: Date, timeZone?: string) =>
  dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** Whether a moment falls today, tomorrow or yesterday in the viewer's time zone. */
export function dayRelation(
  date: Date,
  { timeZone, now = new Date() }: FormatOptions,
): DayRelation {
  const target = dayKey(date, timeZone);
  const offsetDay = (days: number) => dayKey(new Date(now.getTime() + days * 86_400_000), timeZone);
  if (target === offsetDay(0)) return 'today';
  if (target === offsetDay(1)) return 'tomorrow';
  if (target === offsetDay(-1)) return 'yesterday';
  return 'other';
}

export function formatTime(date: Date, { locale, timeZone }: FormatOptions): string {
  return dateFormat(locale, { timeZone, timeStyle: 'short' }).format(date);
}

export function formatDay(
  date: Date,
  { locale, timeZone, now = new Date() }: FormatOptions,
): string {
  const sameYear =
    dateFormat('en', { timeZone, year: 'numeric' }).format(date) ===
    dateFormat('en', { timeZone, year: 'numeric' }).format(now);
  return dateFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

export function formatDateTime(date: Date, options: FormatOptions): string {
  return dateFormat(options.locale, {
    timeZone: options.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(date);
}

/** `1:05:09` or `45:10`, the way players show lengths; digits read the same in every locale. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Whole minutes for screen readers ("Duration: 46 minutes"), at least one. */
export const durationMinutes = (totalSeconds: number) => Math.max(1, Math.round(totalSeconds / 60));
