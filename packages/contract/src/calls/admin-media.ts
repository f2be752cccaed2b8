// Media an operator makes from files and recordings (ADRs 062, 063): highlights cut from a game's
// recording into VODs of their own (a transcode job on the pipeline's queue), and logos of
// leagues, categories and teams uploaded as image files. Operator calls, scoped to the request's
// tenant and audited.
import { z } from 'zod';
import { defineCall } from '../call';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { adminIdentity } from './admin';
import { idParams } from './common';

/** The longest highlight an operator may cut: a highlight, not a second copy of the game. */
export const highlightMaxSeconds = 900;
/** The shortest: below a second there is nothing to watch. */
export const highlightMinSeconds = 1;

/** A moment a highlight may be cut from: one of the game's global tags (its time range). */
export const highlightTag = z.object({
  id: id,
  title: z.string(),
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
});
export type HighlightTag = z.infer<typeof highlightTag>;

/** A highlight made from the game, as the console lists it. */
export const adminHighlight = z.object({
  id: id,
  title: z.string(),
  /** Where it starts in the game's recording, in seconds. */
  offsetSeconds: z.number().min(0),
  durationSeconds: z.number().min(0),
  streamUrl: z.string().nullable(),
  addedAt: isoDate,
});
export type AdminHighlight = z.infer<typeof adminHighlight>;

/** What the console needs to cut highlights of one game. */
export const highlightSource = z.object({
  eventId: id,
  /** The game has a finished recording (an upload's VOD, a live game's replay, a demo replay). */
  recorded: z.boolean(),
  /** Length of the recording in seconds, when known. */
  durationSeconds: z.number().min(0).nullable(),
  tags: z.array(highlightTag),
  highlights: z.array(adminHighlight),
});
export type HighlightSource = z.infer<typeof highlightSource>;

const seconds = z
  .number()
  .min(0)
  .max(6 * 3600);

/** Cut from a tag (its range), or from in/out marks in seconds of the recording. */
export const createHighlightBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    tagId: id.optional(),
    inSeconds: seconds.optional(),
    outSeconds: seconds.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const marks = body.inSeconds !== undefined || body.outSeconds !== undefined;
    if (body.tagId !== undefined && marks) {
      context.addIssue({
        code: 'custom',
        path: ['tagId'],
        message: 'give a tag or marks, not both',
      });
      return;
    }
    if (body.tagId !== undefined) return;
    if (body.inSeconds === undefined || body.outSeconds === undefined) {
      context.addIssue({
        code: 'custom',
        path: [body.inSeconds === undefined ? 'inSeconds' : 'outSeconds'],
        message: 'give a tag, or both in and out marks',
      });
      return;
    }
    const length = body.outSeconds - body.inSeconds;
    if (length < highlightMinSeconds)
      context.addIssue({
        code: 'custom',
        path: ['outSeconds'],
        message: `must be at least ${highlightMinSeconds} s after the in mark`,
      });
    else if (length > highlightMaxSeconds)
      context.addIssue({
        code: 'custom',
        path: ['outSeconds'],
        message: `must be at most ${highlightMaxSeconds} s after the in mark`,
      });
  });
export type CreateHighlightBody = z.infer<typeof createHighlightBody>;

/** The queued cut: follow it with getJob; the highlight appears once the job is done. */
export const highlightJob = z.object({
  eventId: id,
  jobId: id,
  inSeconds: z.number().min(0),
  outSeconds: z.number().min(0),
});
export type HighlightJob = z.infer<typeof highlightJob>;

export const getHighlightSourceCall = defineCall({
  method: 'GET',
  path: '/api/admin/events/:id/highlights',
  auth: 'operator',
  summary: "Operator: a game's recording, its global tags and the highlights cut from it",
  params: idParams,
  response: contentOf(highlightSource),
});

export const createHighlightCall = defineCall({
  method: 'POST',
  path: '/api/admin/events/:id/highlights',
  auth: 'operator',
  summary:
    "Operator: cut a highlight from a game's recording by a tag or in/out marks into a VOD (a job; audited)",
  params: idParams,
  body: createHighlightBody,
  response: contentOf(highlightJob),
  errors: ['not_found', 'conflict', 'service_unavailable'],
});

/** The largest logo file taken, in bytes. */
export const logoMaxBytes = 1024 * 1024;
/** Image kinds a logo may be (checked by the file's content, never its name). */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const uploadLogoBody = z
  .object({
    /** The file's bytes in base64 (at most logoMaxBytes once decoded). */
    data: z
      .string()
      .min(1)
      .max(Math.ceil(logoMaxBytes / 3) * 4, `must be at most ${logoMaxBytes / 1024} KB`)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
  })
  .strict();
export type UploadLogoBody = z.infer<typeof uploadLogoBody>;

export const uploadLogoCall = defineCall({
  method: 'PUT',
  path: '/api/admin/identities/:id/logo',
  auth: 'operator',
  summary:
    "Operator: upload a league's, category's or team's logo (PNG, JPEG or WebP; audited); its responsive copies are made",
  params: idParams,
  body: uploadLogoBody,
  response: contentOf(adminIdentity),
  errors: ['not_found', 'unsupported_media_type', 'payload_too_large'],
});
