// The admin API's channel programme (ADR 061): the rota of shows a channel repeats back to back
// from its start, from which `GET /api/event/epg/:id` computes the guide. Read and replaced whole
// by the tenant's operators (audited).
import { z } from 'zod';
import { defineCall } from '../call';
import { contentOf } from '../paged';
import { idParams } from './common';

export const programmeShow = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(1000).nullable().optional(),
    /** Up to a day: the rota repeats, so a longer show would be the whole guide. */
    durationMinutes: z.number().int().min(1).max(1440),
  })
  .strict();
export type ProgrammeShow = z.infer<typeof programmeShow>;

export const maxProgrammeShows = 100;

export const setProgrammeBody = z
  .object({ entries: z.array(programmeShow).max(maxProgrammeShows) })
  .strict();
export type SetProgrammeBody = z.infer<typeof setProgrammeBody>;

export const adminProgramme = z.object({
  entries: z.array(
    z.object({
      title: z.string(),
      description: z.string().nullable(),
      durationMinutes: z.number().int().positive(),
    }),
  ),
  /** Where the game's `source.epg` points: the portal's guide while there is a rota, else null. */
  epgUrl: z.string().nullable(),
});
export type AdminProgramme = z.infer<typeof adminProgramme>;

export const getProgrammeCall = defineCall({
  method: 'GET',
  path: '/api/admin/events/:id/programme',
  auth: 'operator',
  summary: "Operator: a channel's rota of shows, in order",
  params: idParams,
  response: contentOf(adminProgramme),
  errors: ['not_found'],
});

export const setProgrammeCall = defineCall({
  method: 'PUT',
  path: '/api/admin/events/:id/programme',
  auth: 'operator',
  summary:
    "Operator: replace a channel's rota of shows; the game's guide address follows it (audited)",
  params: idParams,
  body: setProgrammeBody,
  response: contentOf(adminProgramme),
  errors: ['not_found'],
});
