// The admin API of a tenant's operators (the console and the operator command): leagues,
// categories and teams, events (create, update, schedule, status) and the audit trail of every
// change. Every call is an operator call (an operator key or a signed-in operator), scoped to the
// request's tenant; every write is recorded in the audit trail with what it was before and after.
import { z } from 'zod';
import { defineCall } from '../call';
import { countryCodes } from '../countries';
import { commerceCoverage, eventStatus, identityKind } from '../enums';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

const title = z.string().trim().min(1).max(200);
const shortName = z.string().trim().min(1).max(40);
const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #1a2b3c');
/** A logo on the portal (`/…`) or an https address; nothing that could run script. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'must be a /path or an https URL');
const sportType = z.string().trim().min(1).max(40);

/** A league, category, sub-category or team as the console edits it. */
export const adminIdentity = z.object({
  id: id,
  kind: identityKind,
  title: z.string(),
  parentId: id.nullable(),
  shortName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  colour: z.string().nullable(),
  sportType: z.string().nullable(),
  archived: z.boolean(),
});
export type AdminIdentity = z.infer<typeof adminIdentity>;

export const createIdentityBody = z
  .object({
    kind: identityKind,
    title,
    parentId: id.optional(),
    shortName: shortName.optional(),
    logoUrl: imageUrl.optional(),
    colour: colour.optional(),
    sportType: sportType.optional(),
  })
  .strict();
export type CreateIdentityBody = z.infer<typeof createIdentityBody>;

export const updateIdentityBody = z
  .object({
    title: title.optional(),
    shortName: shortName.nullable().optional(),
    logoUrl: imageUrl.nullable().optional(),
    colour: colour.nullable().optional(),
    archived: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change');
export type UpdateIdentityBody = z.infer<typeof updateIdentityBody>;

export const listIdentitiesQuery = z.object({ kind: identityKind.optional() }).strict();

const identityAnswer = contentOf(adminIdentity);
const identitiesAnswer = contentOf(z.object({ entries: z.array(adminIdentity) }));

export const listAdminIdentitiesCall = defineCall({
  method: 'GET',
  path: '/api/admin/identities',
  auth: 'operator',
  summary: "Operator: the tenant's leagues, categories, sub-categories and teams",
  query: listIdentitiesQuery,
  response: identitiesAnswer,
});

export const createIdentityCall = defineCall({
  method: 'POST',
  path: '/api/admin/identities',
  auth: 'operator',
  summary: 'Operator: create a league, category, sub-category or team (audited)',
  body: createIdentityBody,
  response: identityAnswer,
});

export const updateIdentityCall = defineCall({
  method: 'PATCH',
  path: '/api/admin/identities/:id',
  auth: 'operator',
  summary: 'Operator: rename, re-brand or archive a league, category or team (audited)',
  params: idParams,
  body: updateIdentityBody,
  response: identityAnswer,
});

/** An event as the console edits it. */
export const adminEvent = z.object({
  id: id,
  title: z.string(),
  status: eventStatus,
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  sportType: z.string(),
  leagueId: id.nullable(),
  team1Id: id.nullable(),
  team2Id: id.nullable(),
  streamUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** Who may watch it (ADR 061): everyone, a pass holder, a subscriber, or either of the two. */
  commerceCoverage: commerceCoverage,
  /** Where it may be watched: ISO 3166 codes; an empty allowed list is everywhere. */
  regionAllowed: z.array(z.string()),
  regionBlocked: z.array(z.string()),
  /** VAST tags played before it. */
  adUrls: z.array(z.string()),
});
export type AdminEvent = z.infer<typeof adminEvent>;

export const createEventBody = z
  .object({
    title,
    startsAt: isoDate.optional(),
    endsAt: isoDate.optional(),
    sportType: sportType.optional(),
    leagueId: id.optional(),
    team1Id: id.optional(),
    team2Id: id.optional(),
  })
  .strict();
export type CreateEventBody = z.infer<typeof createEventBody>;

/** A country a region rule names: ISO 3166-1 alpha-2, in upper case. */
export const regionCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => countryCodes.has(code), 'must be an ISO 3166 country code');
export const regionList = z
  .array(regionCode)
  .max(250)
  .refine((codes) => new Set(codes).size === codes.length, 'names a country twice');
/** A VAST tag: fetched by the viewer's player, so https only. */
export const adTagUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https:\/\/[^\s]+$/, 'must be an https URL');
export const adTagList = z.array(adTagUrl).max(5);

export const updateEventBody = z
  .object({
    title: title.optional(),
    startsAt: isoDate.optional(),
    endsAt: isoDate.nullable().optional(),
    status: eventStatus.optional(),
    sportType: sportType.optional(),
    team1Id: id.nullable().optional(),
    team2Id: id.nullable().optional(),
    commerceCoverage: commerceCoverage.optional(),
    regionAllowed: regionList.optional(),
    regionBlocked: regionList.optional(),
    adUrls: adTagList.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change')
  .refine((body) => !body.regionAllowed?.some((code) => body.regionBlocked?.includes(code)), {
    message: 'a country cannot be both allowed and blocked',
    path: ['regionBlocked'],
  });
export type UpdateEventBody = z.infer<typeof updateEventBody>;

const eventAnswer = contentOf(adminEvent);

export const listAdminEventsCall = defineCall({
  method: 'GET',
  path: '/api/admin/events',
  auth: 'operator',
  summary: "Operator: the tenant's games (not clips or highlights), newest start first",
  response: contentOf(z.object({ entries: z.array(adminEvent) })),
});

export const createEventCall = defineCall({
  method: 'POST',
  path: '/api/admin/events',
  auth: 'operator',
  summary: 'Operator: schedule a game (upcoming; audited)',
  body: createEventBody,
  response: eventAnswer,
});

export const updateEventCall = defineCall({
  method: 'PATCH',
  path: '/api/admin/events/:id',
  auth: 'operator',
  summary:
    "Operator: change a game's title, schedule, teams, status, who may watch it (free, pass, subscription), its region rule or its ad tags (audited)",
  params: idParams,
  body: updateEventBody,
  response: eventAnswer,
});

/** One change in the audit trail: who, what, when, and the row before and after. */
export const auditEntry = z.object({
  id: id,
  at: isoDate,
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const listAuditCall = defineCall({
  method: 'GET',
  path: '/api/admin/audit',
  auth: 'operator',
  summary: "Operator: the tenant's latest admin changes (up to 200), newest first",
  query: z.object({ targetId: id.optional() }).strict(),
  response: contentOf(z.object({ entries: z.array(auditEntry) })),
});

/** A background job as the console follows it (an upload's transcode). */
export const adminJob = z.object({
  id: id,
  kind: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  attempts: z.number().int(),
  /** Why the last attempt failed, kept when the job is retried or gives up. */
  error: z.string().nullable(),
  eventId: id.nullable(),
  updatedAt: isoDate,
});
export type AdminJob = z.infer<typeof adminJob>;

export const getJobCall = defineCall({
  method: 'GET',
  path: '/api/admin/jobs/:id',
  auth: 'operator',
  summary: "Operator: a background job's state and progress (an upload's transcode)",
  params: idParams,
  response: contentOf(adminJob),
});

/** What this portal can do with media: the console says clearly what is unavailable. */
export const pipelineCapabilities = z.object({
  /** ffmpeg and ffprobe were found: uploads are accepted and transcoded. */
  transcoding: z.boolean(),
  /** Live pushes are taken (RTMP, ADR 056): ffmpeg is here and the RTMP port is listening. */
  liveIngest: z.boolean(),
  /**
   * Why pushes are not taken, when they are not: `off` (RTMP_PORT=off), `noFfmpeg`, or
   * `portUnavailable` (the RTMP port could not be bound). Null while they are.
   */
  liveIngestUnavailable: z.enum(['off', 'noFfmpeg', 'portUnavailable']).nullable(),
  maxUploadBytes: z.number().int().positive(),
  /** The tus endpoint uploads go to (resumable, https://tus.io). */
  uploadEndpoint: z.string(),
});
export type PipelineCapabilities = z.infer<typeof pipelineCapabilities>;
export type LiveIngestUnavailable = PipelineCapabilities['liveIngestUnavailable'];

export const getCapabilitiesCall = defineCall({
  method: 'GET',
  path: '/api/admin/capabilities',
  auth: 'operator',
  summary: 'Operator: whether uploads can be transcoded here, and the largest upload',
  response: contentOf(pipelineCapabilities),
});

/** The tus endpoint (not a JSON call): `POST` creates an upload, `PATCH` sends bytes. */
export const uploadEndpoint = '/api/admin/uploads';
/** tus metadata keys of an upload. */
export const uploadMetadata = {
  eventId: 'eventId',
  filename: 'filename',
  filetype: 'filetype',
} as const;
/** The answer header of the last PATCH naming the transcode job. */
export const uploadJobHeader = 'upload-job-id';
