// Timeline tags (spec §3 "Tag / timeline marker"): the wire form in milliseconds, the read form
// in seconds the player uses, and the saved form a client posts.
import { z } from 'zod';
import { tagKind } from '../enums';
import { id } from '../ids';

export const tagTeam = z.object({
  color: z.string().nullable(),
  teamId: id,
  title: z.string(),
  logo: z.string().nullable(),
});
export type TagTeam = z.infer<typeof tagTeam>;

const ms = z
  .number()
  .int()
  .nonnegative()
  .max(7 * 24 * 3600 * 1000);
const playerNumber = z.string().trim().max(8).nullable();
const playerColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
  .nullable();

/** As the server sends it: times in milliseconds; a point marker may carry only `time`. */
export const tagWire = z
  .object({
    id: id,
    title: z.string(),
    startTime: ms.nullable(),
    endTime: ms.nullable(),
    time: ms.nullable(),
    type: tagKind,
    global: z.boolean(),
    playerNumber: playerNumber,
    targetId: id,
    tagTeam: tagTeam.nullable(),
  })
  .refine((tag) => tag.startTime !== null || tag.time !== null, {
    message: 'a tag needs startTime or time',
    path: ['startTime'],
  });
export type TagWire = z.infer<typeof tagWire>;

export const tag = z.object({
  id: id,
  title: z.string(),
  /** Seconds into the video. */
  startTime: z.number().nonnegative(),
  endTime: z.number().nonnegative(),
  type: tagKind,
  global: z.boolean(),
  playerNumber: z.string().nullable(),
  targetId: id,
  tagTeam: tagTeam.nullable(),
});
export type Tag = z.infer<typeof tag>;

/**
 * Milliseconds → seconds. A missing start or end falls back to the point time; a marker with
 * neither start nor point is not a valid wire tag.
 */
export const tagFromWire = (wire: TagWire): Tag => {
  const point = wire.time ?? wire.startTime;
  const startMs = wire.startTime ?? point;
  if (startMs === null) throw new RangeError(`tag ${wire.id} has no start or point time`);
  const endMs = Math.max(wire.endTime ?? point ?? startMs, startMs);
  return {
    id: wire.id,
    title: wire.title,
    startTime: startMs / 1000,
    endTime: endMs / 1000,
    type: wire.type,
    global: wire.global,
    playerNumber: wire.playerNumber,
    targetId: wire.targetId,
    tagTeam: wire.tagTeam,
  };
};

export const tagVideoType = z.enum(['live', 'vod']);

/** The body of saveV2: times in milliseconds, always synchronised to the HD stream. */
export const tagSave = z
  .object({
    targetId: id,
    title: z.string().trim().min(1).max(120),
    startTime: ms,
    endTime: ms,
    type: tagKind,
    /** Only users with canCreateGlobalTag may set it; others get `forbidden`. */
    global: z.boolean(),
    mode: z.literal('sync'),
    playerColor: playerColor,
    playerNumber: playerNumber,
    teamId: id.nullable(),
    videoType: tagVideoType,
    streamName: z.literal('hd'),
  })
  .strict()
  .refine((tag) => tag.startTime <= tag.endTime, {
    message: 'startTime must not be after endTime',
    path: ['endTime'],
  });
export type TagSave = z.infer<typeof tagSave>;

export const tagUpdate = tagSave.safeExtend({ id: id });
export type TagUpdate = z.infer<typeof tagUpdate>;
