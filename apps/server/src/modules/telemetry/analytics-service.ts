// Analytics batches (decisions.md "Telemetry", ADR 042): checked against the tenant's web
// analytics id, stored append-only, pruned past the retention, forwarded when the tenant names a
// forward URL. The browser's numbers are not trusted beyond what reports need: times are clamped,
// ids and seconds bounded.
import {
  analyticsEventNames,
  analyticsReportMaxDays,
  type AnalyticsBatchBody,
  type AnalyticsDailyRow,
  type AnalyticsMessage,
} from '@touchline/contract/calls/telemetry';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import type { SourceMapper } from './source-maps';
import {
  dailyByEvent,
  deleteAnalyticsBefore,
  insertAnalyticsEvents,
  type AnalyticsEventInsert,
} from './analytics-repository';

export interface TelemetryDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  retentionDays: number;
  /** Outbound requests of the forward; replaced in tests. */
  fetch: typeof fetch;
  /** Maps error reports' frames back to the portal's sources; none, and they stay minified. */
  sourceMapper?: SourceMapper;
}

const dayMs = 24 * 3600_000;
/** A browser's clock may be off; calls claiming a time outside this window get the server's. */
const pastSlackMs = 2 * dayMs;
const futureSlackMs = 5 * 60_000;
const maxWatchSeconds = 6 * 3600;
const forwardTimeoutMs = 5_000;
const pruneEveryMs = 3600_000;

const lastPruned = new Map<string, number>();

function occurredAt(message: AnalyticsMessage, now: Date): Date {
  if (!message.timestamp) return now;
  const at = new Date(message.timestamp);
  const delta = at.getTime() - now.getTime();
  return delta < -pastSlackMs || delta > futureSlackMs ? now : at;
}

const textOf = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

function toRow(tenantId: string, message: AnalyticsMessage, now: Date): AnalyticsEventInsert {
  const properties = message.properties ?? {};
  const watched = properties.watchedSeconds;
  return {
    tenantId,
    occurredAt: occurredAt(message, now),
    type: message.type,
    name: message.event ?? message.name ?? textOf(properties.path, 200),
    userId: message.userId ?? null,
    anonymousId: message.anonymousId ?? null,
    mediaEventId: textOf(properties.eventId, 100),
    watchSeconds:
      typeof watched === 'number' && Number.isFinite(watched) && watched >= 0
        ? Math.min(watched, maxWatchSeconds)
        : null,
    properties,
  };
}

/** The write key is the tenant's public web analytics id; without one the tenant takes none. */
export function checkWriteKey(tenant: Tenant, writeKey: string | undefined) {
  const expected = tenant.config.customer.app_config.webAnalyticsId;
  if (!expected) throw new AppError('forbidden', 'Analytics is not enabled for this site');
  if (writeKey !== expected) throw new AppError('forbidden', 'Unknown analytics write key');
}

export async function acceptAnalyticsBatch(
  deps: TelemetryDeps,
  tenant: Tenant,
  body: AnalyticsBatchBody,
  writeKey: string | undefined,
) {
  checkWriteKey(tenant, writeKey);
  const now = deps.now();
  await insertAnalyticsEvents(
    deps.db,
    body.batch.map((message) => toRow(tenant.id, message, now)),
  );
  await pruneIfDue(deps, tenant.id, now);
  const forwardUrl = tenant.settings.analyticsForwardUrl;
  if (forwardUrl) forward(deps, forwardUrl, body, tenant.id);
  return { success: true as const };
}

async function pruneIfDue(deps: TelemetryDeps, tenantId: string, now: Date) {
  const last = lastPruned.get(tenantId) ?? 0;
  if (now.getTime() - last < pruneEveryMs) return;
  lastPruned.set(tenantId, now.getTime());
  await deleteAnalyticsBefore(
    deps.db,
    tenantId,
    new Date(now.getTime() - deps.retentionDays * dayMs),
  );
}

/** Sent after the answer; a slow or failing forward never holds a browser's batch. */
function forward(deps: TelemetryDeps, url: string, body: AnalyticsBatchBody, tenantId: string) {
  const { writeKey: _ignored, ...batch } = body;
  void deps
    .fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
      redirect: 'error',
      signal: AbortSignal.timeout(forwardTimeoutMs),
    })
    .then((response) => {
      if (!response.ok)
        deps.log.warn({ tenantId, status: response.status }, 'analytics forward refused');
    })
    .catch((err: unknown) => deps.log.warn({ tenantId, err }, 'analytics forward failed'));
}

const maxReportDays = analyticsReportMaxDays;

export async function analyticsReport(
  deps: Pick<TelemetryDeps, 'db'>,
  tenant: Tenant,
  query: { from: string; to: string },
): Promise<{ content: AnalyticsDailyRow[] }> {
  const from = new Date(`${query.from}T00:00:00Z`);
  const toExclusive = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + dayMs);
  if (toExclusive.getTime() - from.getTime() > maxReportDays * dayMs)
    throw AppError.invalid('query', 'to', `at most ${maxReportDays} days may be asked for`);
  const rows = await dailyByEvent(deps.db, tenant.id, from, toExclusive, analyticsEventNames.play);
  return { content: rows };
}
