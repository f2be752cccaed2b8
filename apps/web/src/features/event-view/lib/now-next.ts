// What a channel shows now and next, from its guide (entries may arrive unsorted).
import { programmeAt, type ProgrammeEntry } from '@touchline/contract/entities/epg';

export interface NowNext {
  now: ProgrammeEntry | null;
  next: ProgrammeEntry | null;
  /** The rest of today's guide from now on, in order. */
  upcoming: ProgrammeEntry[];
}

export function nowNext(entries: readonly ProgrammeEntry[], at: Date): NowNext {
  const sorted = [...entries].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const now = programmeAt(sorted, at) ?? null;
  const time = at.getTime();
  const upcoming = sorted.filter((e) => Date.parse(e.start) > time);
  return { now, next: upcoming[0] ?? null, upcoming };
}
