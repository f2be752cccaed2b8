// A channel's programme form: the shows in order, each a title, an optional description and its
// length in minutes as typed, checked with the contract's field schemas (ADR 061).
import { programmeShow, type SetProgrammeBody } from '@touchline/contract/calls/admin-programme';
import { z } from 'zod';
import { accepted, blankOr } from './field-rules';

const shape = programmeShow.shape;

export const programmeFormSchema = z.object({
  shows: z.array(
    z.object({
      title: z.string().trim().min(1, 'required').refine(accepted(shape.title), 'tooLong'),
      description: z.string().refine(blankOr(shape.description.unwrap().unwrap()), 'tooLong'),
      minutes: z
        .string()
        .refine(
          (text) =>
            /^\d+$/.test(text.trim()) &&
            shape.durationMinutes.safeParse(Number(text.trim())).success,
          'minutes',
        ),
    }),
  ),
});
export type ProgrammeFormValues = z.input<typeof programmeFormSchema>;
export type ShowValues = ProgrammeFormValues['shows'][number];

export const emptyShow = (): ShowValues => ({ title: '', description: '', minutes: '60' });

export const programmeValues = (
  entries: readonly { title: string; description: string | null; durationMinutes: number }[],
): ProgrammeFormValues => ({
  shows: entries.map((entry) => ({
    title: entry.title,
    description: entry.description ?? '',
    minutes: String(entry.durationMinutes),
  })),
});

export const toSetProgramme = (values: ProgrammeFormValues): SetProgrammeBody => ({
  entries: values.shows.map((show) => ({
    title: show.title.trim(),
    ...(show.description.trim() ? { description: show.description.trim() } : {}),
    durationMinutes: Number(show.minutes.trim()),
  })),
});
