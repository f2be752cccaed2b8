// Calendar-day boundaries in an IANA time zone without a date library: the viewer's "today"
// is a wall-clock notion, and days around a DST change last 23 or 25 hours.

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallTime = (instant: number, timeZone: string): WallTime => {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
};

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
const offsetAt = (instant: number, timeZone: string) => {
  const w = wallTime(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant of midnight that starts the day `dayOffset` days after the day holding `instant`
 * in `timeZone` (negative offsets go back). Two passes settle the offset across a DST change.
 */
export const startOfZonedDay = (instant: number, timeZone: string, dayOffset = 0): number => {
  const w = wallTime(instant, timeZone);
  const midnightAsUtc = Date.UTC(w.year, w.month - 1, w.day + dayOffset);
  const guess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  return midnightAsUtc - offsetAt(guess, timeZone);
};

export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
