// The programme guide as arithmetic: a rota of shows repeats back to back from the channel's
// start, so the show on air at any instant, and the ones around it, follow from the clock alone.
import type { ProgrammeEntry } from '@touchline/contract/entities/epg';

export interface RotaShow {
  title: string;
  description: string | null;
  durationMinutes: number;
}

export interface ScheduleWindow {
  /** How far back the guide reaches: what was on before now. */
  pastMs: number;
  /** How far ahead it reaches. */
  aheadMs: number;
}

export const defaultScheduleWindow: ScheduleWindow = {
  pastMs: 3 * 3_600_000,
  aheadMs: 12 * 3_600_000,
};

/** Entries overlapping [now - pastMs, now + aheadMs], in order; none before the channel starts. */
export function scheduleAround(
  rota: readonly RotaShow[],
  channelStart: Date,
  now: Date,
  window: ScheduleWindow = defaultScheduleWindow,
): ProgrammeEntry[] {
  const lengths = rota.map((show) => show.durationMinutes * 60_000);
  const cycleMs = lengths.reduce((sum, ms) => sum + ms, 0);
  if (rota.length === 0 || cycleMs <= 0) return [];

  const anchor = channelStart.getTime();
  const from = now.getTime() - window.pastMs;
  const to = now.getTime() + window.aheadMs;
  // Start at the beginning of the cycle holding `from` (or the channel's start, if later).
  let start = from <= anchor ? anchor : anchor + Math.floor((from - anchor) / cycleMs) * cycleMs;
  const entries: ProgrammeEntry[] = [];
  for (let i = 0; start < to; i = (i + 1) % rota.length) {
    const end = start + lengths[i]!;
    if (end > from) {
      const show = rota[i]!;
      entries.push({
        title: show.title,
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        description: show.description,
      });
    }
    start = end;
  }
  return entries;
}
