// What browsers report (decisions.md "Telemetry", ADR 042): analytics batches in Segment's batch
// format, error reports and sessions in Bugsnag's notify and sessions formats, and what operators
// read back. The SDKs post to these paths because their endpoints are pointed at the server.
import { z } from 'zod';
import { defineCall } from '../call';
import { contentOf } from '../paged';

const shortText = z.string().max(200);
/** A free-form object from the browser, kept small: it is stored as it came. */
const bag = z.record(z.string().max(100), z.unknown());

/** One analytics call as analytics.js serialises it. Unknown members are dropped. */
export const analyticsMessage = z.object({
  type: z.enum(['identify', 'track', 'page', 'screen', 'group', 'alias']),
  event: shortText.optional(),
  name: shortText.nullish(),
  userId: shortText.nullish(),
  anonymousId: shortText.nullish(),
  messageId: shortText.optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  properties: bag.optional(),
  traits: bag.optional(),
  context: bag.optional(),
});
export type AnalyticsMessage = z.infer<typeof analyticsMessage>;

/** Spec §9 batches up to 10 events; a few more are accepted for retries that merged batches. */
export const analyticsBatchBody = z.object({
  batch: z.array(analyticsMessage).min(1).max(100),
  sentAt: z.iso.datetime({ offset: true }).optional(),
  writeKey: shortText.optional(),
});
export type AnalyticsBatchBody = z.infer<typeof analyticsBatchBody>;

export const analyticsBatchCall = defineCall({
  method: 'POST',
  path: '/api/analytics/b',
  auth: 'none',
  summary:
    "Segment-compatible batch of analytics calls; the write key must be the tenant's web analytics id",
  body: analyticsBatchBody,
  response: z.object({ success: z.literal(true) }),
  errors: ['forbidden'],
});

const isoDay = z.iso.date();

/** The longest period one report covers, in days (both ends counted). */
export const analyticsReportMaxDays = 92;

export const analyticsReportQuery = z
  .object({ from: isoDay, to: isoDay })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const analyticsDailyRow = z.object({
  day: isoDay,
  /** The portal event (video) the numbers are about. */
  eventId: z.string(),
  viewers: z.number().int().nonnegative(),
  plays: z.number().int().nonnegative(),
  watchSeconds: z.number().nonnegative(),
});
export type AnalyticsDailyRow = z.infer<typeof analyticsDailyRow>;

export const analyticsReportCall = defineCall({
  method: 'GET',
  path: '/api/admin/analytics/daily',
  auth: 'operator',
  summary: 'Operator: daily viewers, plays and watch time per event (at most 92 days)',
  query: analyticsReportQuery,
  response: contentOf(z.array(analyticsDailyRow)),
});

/** The parts of a Bugsnag notify payload the server reads; the rest is stored as it came. */
const bugsnagStackFrame = z.object({
  file: z.string().max(2048).optional(),
  lineNumber: z.number().optional(),
  columnNumber: z.number().optional(),
  method: z.string().max(500).optional(),
});
const bugsnagEvent = z.looseObject({
  exceptions: z
    .array(
      z.looseObject({
        errorClass: z.string().max(200),
        message: z.string().max(2000).optional(),
        stacktrace: z.array(bugsnagStackFrame).max(200).optional(),
      }),
    )
    .min(1)
    .max(10),
  app: z
    .looseObject({
      version: z.string().max(100).optional(),
      releaseStage: z.string().max(50).optional(),
    })
    .optional(),
  context: z.string().max(2048).optional(),
  request: z.looseObject({ url: z.string().max(2048).optional() }).optional(),
  metaData: z.record(z.string(), z.unknown()).optional(),
});

export const errorNotifyBody = z.looseObject({
  apiKey: z.string().max(64).optional(),
  events: z.array(bugsnagEvent).min(1).max(10),
});
export type ErrorNotifyBody = z.infer<typeof errorNotifyBody>;

export const errorNotifyCall = defineCall({
  method: 'POST',
  path: '/api/errors/notify',
  auth: 'none',
  summary:
    "Bugsnag-compatible error report; the Bugsnag-Api-Key header must be the tenant's error-reporting key",
  body: errorNotifyBody,
  response: z.object({ success: z.literal(true) }),
  errors: ['forbidden'],
});

export const errorSessionsBody = z.looseObject({
  sessionCounts: z
    .array(z.looseObject({ startedAt: z.string().max(40), sessionsStarted: z.number().int() }))
    .max(100)
    .optional(),
  sessions: z
    .array(z.looseObject({ id: z.string().max(100) }))
    .max(100)
    .optional(),
});

export const errorSessionsCall = defineCall({
  method: 'POST',
  path: '/api/errors/sessions',
  auth: 'none',
  summary: 'Bugsnag-compatible session start; counted, not stored one by one',
  body: errorSessionsBody,
  response: z.object({ success: z.literal(true) }),
  errors: ['forbidden'],
});

export const errorGroup = z.object({
  errorClass: z.string(),
  message: z.string(),
  release: z.string(),
  releaseStage: z.string(),
  location: z.string(),
  count: z.number().int().positive(),
  firstSeen: z.iso.datetime({ offset: true }),
  lastSeen: z.iso.datetime({ offset: true }),
  /** The latest report's page or request address and, for a 5xx answer, its status. */
  lastUrl: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroup>;

export const errorGroupsCall = defineCall({
  method: 'GET',
  path: '/api/admin/errors',
  auth: 'operator',
  summary: 'Operator: error reports grouped by error and release, most recent first',
  response: contentOf(z.array(errorGroup)),
});

/**
 * The track calls the portal makes (Segment's video and e-commerce spec names where one exists).
 * `properties.eventId` names the portal event, `properties.watchedSeconds` what a pause reports.
 */
export const analyticsEventNames = {
  play: 'Video Playback Started',
  pause: 'Video Playback Paused',
  qualityChange: 'Video Quality Changed',
  clipCreated: 'Clip Created',
  follow: 'Followed',
  watchlist: 'Watchlist Changed',
  purchase: 'Order Completed',
} as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[keyof typeof analyticsEventNames];
