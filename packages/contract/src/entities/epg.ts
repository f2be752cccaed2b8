// The programme guide of a channel event (spec §3 "source … programme guide", the channel program).
import { z } from 'zod';
import { isoDate } from '../ids';

export const programmeEntry = z
  .object({
    title: z.string().min(1),
    start: isoDate,
    end: isoDate,
    description: z.string().nullable().optional(),
  })
  .refine((entry) => Date.parse(entry.start) < Date.parse(entry.end), {
    message: 'start must be before end',
    path: ['end'],
  });
export type ProgrammeEntry = z.infer<typeof programmeEntry>;

/** What an event's `source.epg` address answers. */
export const channelProgram = z.object({ entries: z.array(programmeEntry) });
export type ChannelProgram = z.infer<typeof channelProgram>;

/** The entry on air at `now`, if any; entries may arrive unsorted. */
export const programmeAt = (
  entries: readonly ProgrammeEntry[],
  now: Date,
): ProgrammeEntry | undefined => {
  const at = now.getTime();
  return entries.find((entry) => Date.parse(entry.start) <= at && at < Date.parse(entry.end));
};
