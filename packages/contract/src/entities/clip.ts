// A user clip (spec §3 "Clip": title and event): a start/end range on an event's media, played
// as its own playlist. Clips are read back as events with eventType user_clip or user_highlight.
import { z } from 'zod';
import { id } from '../ids';

export const clipTitle = z.string().trim().min(1).max(120);
export const userClipKind = z.enum(['user_clip', 'user_highlight']);
export type UserClipKind = z.infer<typeof userClipKind>;

/** Longest clip a user may cut, so a clip stays a highlight rather than a copy of the game. */
export const clipMaxSeconds = 600;

const seconds = z
  .number()
  .nonnegative()
  .max(24 * 3600);

export const clipCreate = z
  .object({
    title: clipTitle,
    /** The event whose media the clip cuts. */
    event: id,
    /** Seconds into the event's media. */
    startTime: seconds,
    endTime: seconds,
    mediaType: userClipKind.default('user_clip'),
  })
  .strict()
  .refine((clip) => clip.startTime < clip.endTime, {
    message: 'startTime must be before endTime',
    path: ['endTime'],
  })
  .refine((clip) => clip.endTime - clip.startTime <= clipMaxSeconds, {
    message: `a clip lasts at most ${clipMaxSeconds} seconds`,
    path: ['endTime'],
  });
export type ClipCreate = z.infer<typeof clipCreate>;
export type ClipCreateInput = z.input<typeof clipCreate>;

/**
 * `clip/update/{id}`: the spec's `{title}`, and (extension) `shared` to open the clip to anyone
 * with its link or close it again. At least one of them.
 */
export const clipRename = z
  .object({ title: clipTitle.optional(), shared: z.boolean().optional() })
  .strict()
  .refine((body) => body.title !== undefined || body.shared !== undefined, {
    message: 'give a title or shared',
    path: ['title'],
  });
export type ClipRename = z.infer<typeof clipRename>;
