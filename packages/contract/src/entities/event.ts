// The Event (media item) of spec §3, as the client receives it.
import { z } from 'zod';
import { commerceCoverage, commerceMediaType, eventStatus, mediaKind } from '../enums';
import { id, isoDate } from '../ids';

export const eventTeam = z.object({
  id: id,
  name: z.string(),
  /** Short name, sent in `name` instead when the tenant enables short names. */
  shortName: z.string().optional(),
  logoUrl: z.string().nullable(),
  color: z.string().nullable(),
});
export type EventTeam = z.infer<typeof eventTeam>;

export const adSource = z.object({ url: z.string(), timeOffset: z.literal(0) });

export const eventSource = z.object({
  hd: z.string().nullable(),
  panoramic: z.string().nullable(),
  poster: z.string().nullable(),
  clip: z.string().nullable(),
  epg: z.string().nullable(),
});

export const eventScore = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});

export const event = z.object({
  id: id,
  title: z.string(),
  metaTitle: z.string().nullable(),
  eventId: id,
  referenceId: z.string().nullable(),
  eventDescription: z.string().nullable(),
  sportType: z.string(),
  /** The media type of this item: event, highlight, clip … */
  eventType: mediaKind,
  gameType: z.string().nullable(),
  eventStatus: eventStatus,
  gender: z.string().nullable(),
  categories: z.array(z.object({ id: id, title: z.string() })),
  commerceCoverage: commerceCoverage,
  commerceType: commerceMediaType,
  isExternal: z.boolean(),
  isEventAvailableForUser: z.boolean(),
  isEventAvailableInUserRegion: z.boolean(),
  isEnabledVidswapStats: z.boolean(),
  geniusId: z.string().nullable(),
  date: isoDate,
  /** The real kickoff when the tenant's option is on, else the event date. */
  gameStartDate: isoDate,
  endDate: isoDate.nullable(),
  /** Seconds of video for archives and clips; null while live or upcoming. */
  duration: z.number().nonnegative().nullable(),
  ads: z.array(adSource),
  imageUrl: z.string().nullable(),
  team1: eventTeam.nullable(),
  team2: eventTeam.nullable(),
  score: eventScore.nullable(),
  source: eventSource,
  mediaType: mediaKind.optional(),
  mediaSubType: z.string().nullable().optional(),
  playerNumber: z.string().nullable().optional(),
  playerColor: z.string().nullable().optional(),
  /**
   * Extension (not in spec §3): where a highlight or clip starts within the game `eventId` names,
   * in seconds of that game's video, so the game's player can mark it on its timeline. Sent with
   * the other media fields; null when unknown.
   */
  eventOffset: z.number().nonnegative().nullable().optional(),
  /**
   * Extension: whether the owner of a user clip shared it (anyone with its link may then open it,
   * under its game's entitlement). Sent to the owner only.
   */
  shared: z.boolean().optional(),
});
export type Event = z.infer<typeof event>;
