// The period of the viewing report: calendar days (UTC, as the server counts them), both ends
// included, at most the call's limit.
import { analyticsReportMaxDays } from '@touchline/contract/calls/telemetry';

export interface ReportRange {
  from: string;
  to: string;
}

const dayMs = 24 * 3600_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The last seven days, today included. */
export function lastWeek(now: Date = new Date()): ReportRange {
  return { from: isoDay(now.getTime() - 6 * dayMs), to: isoDay(now.getTime()) };
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** What is wrong with a period a person typed, or null when the server will take it. */
export function rangeProblem({ from, to }: ReportRange): RangeProblem | null {
  if (!dayPattern.test(from) || !dayPattern.test(to)) return 'missing';
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'missing';
  if (start > end) return 'order';
  if ((end - start) / dayMs + 1 > analyticsReportMaxDays) return 'tooLong';
  return null;
}

/** Watch time in whole minutes, the unit written as the language writes it ("42 min"). */
export function watchMinutes(seconds: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(seconds / 60);
}
