// Error reports (decisions.md "Telemetry", ADR 042): Bugsnag-compatible payloads checked against
// the tenant's error-reporting key, stored append-only one row per event, listed to operators
// grouped by error and release, located by the top frame mapped back to the portal's sources
// (source-maps.ts). Anything named password is redacted again here, whatever the
// browser did.
import { errorReporting } from '@touchline/contract/constants';
import type { ErrorGroup, ErrorNotifyBody } from '@touchline/contract/calls/telemetry';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../tenants/tenant';
import type { TelemetryDeps } from './analytics-service';
import {
  deleteErrorReportsBefore,
  errorGroups,
  insertErrorReports,
  type ErrorReportInsert,
} from './error-repository';
import type { SourceMapper } from './source-maps';

type NotifyEvent = ErrorNotifyBody['events'][number];

const dayMs = 24 * 3600_000;
const pruneEveryMs = 3600_000;
const lastPruned = new Map<string, number>();

/** The key is public (it is in the page), so it only tells which tenant's reports these are. */
export function checkErrorKey(tenant: Tenant, apiKey: string | undefined) {
  const expected = tenant.config.errorReportingKey;
  if (!expected || !errorReporting.apiKeyPattern.test(expected))
    throw new AppError('forbidden', 'Error reporting is not enabled for this site');
  if (apiKey?.toLowerCase() !== expected.toLowerCase())
    throw new AppError('forbidden', 'Unknown error-reporting key');
}

const redactedKeys = new Set<string>(errorReporting.redactedKeys);
const maxDepth = 8;

/** A copy with every member named like a redacted key replaced, to a bounded depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > maxDepth) return '[too deep]';
  if (Array.isArray(value)) return value.map((entry) => redact(entry, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        redactedKeys.has(key.toLowerCase()) ? '[REDACTED]' : redact(entry, depth + 1),
      ]),
    );
  }
  return value;
}

/** `file:line:column` of the top frame, the origin and query left out so deploys group alike. */
function topFrame(event: NotifyEvent): string {
  const frame = event.exceptions[0]?.stacktrace?.[0];
  if (!frame?.file) return '';
  const file = frame.file.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');
  return `${file}:${frame.lineNumber ?? 0}:${frame.columnNumber ?? 0}`.slice(0, 500);
}

/** The 5xx answer the portal reports carries its status and URL in metaData.response (spec §8). */
function responseOf(event: NotifyEvent): { url: string | null; status: number | null } {
  const response = (
    event.metaData as { response?: { status?: unknown; url?: unknown } } | undefined
  )?.response;
  const status =
    typeof response?.status === 'number' && Number.isInteger(response.status)
      ? response.status
      : null;
  const url =
    typeof response?.url === 'string'
      ? response.url
      : (event.request?.url ?? event.context ?? null);
  return {
    url: url?.slice(0, 2048) ?? null,
    status: status && status >= 100 && status < 600 ? status : null,
  };
}

/** The frames mapped back to the portal's sources; the first locates the group. */
const mappedFramesMax = 50;

async function toRow(
  tenantId: string,
  event: NotifyEvent,
  sourceMapper: SourceMapper | undefined,
): Promise<ErrorReportInsert> {
  const exception = event.exceptions[0]!;
  const { url, status } = responseOf(event);
  const frames = exception.stacktrace?.slice(0, mappedFramesMax) ?? [];
  const mapped = sourceMapper ? await Promise.all(frames.map((frame) => sourceMapper(frame))) : [];
  const top = mapped[0];
  const payload = redact(event) as Record<string, unknown>;
  // Kept beside the browser's own stack, which stays as it came.
  if (mapped.some(Boolean)) payload.originalStacktrace = mapped;
  return {
    tenantId,
    errorClass: exception.errorClass.slice(0, 200),
    message: (exception.message ?? '').slice(0, 2000),
    release: event.app?.version?.slice(0, 100) ?? 'unknown',
    releaseStage: event.app?.releaseStage?.slice(0, 50) ?? 'production',
    location: top
      ? `${top.file}:${top.lineNumber}:${top.columnNumber}`.slice(0, 500)
      : topFrame(event),
    url,
    status,
    payload,
  };
}

export async function acceptErrorReport(
  deps: TelemetryDeps,
  tenant: Tenant,
  body: ErrorNotifyBody,
  apiKey: string | undefined,
) {
  checkErrorKey(tenant, apiKey ?? body.apiKey);
  await insertErrorReports(
    deps.db,
    await Promise.all(body.events.map((event) => toRow(tenant.id, event, deps.sourceMapper))),
  );
  const now = deps.now().getTime();
  if (now - (lastPruned.get(tenant.id) ?? 0) >= pruneEveryMs) {
    lastPruned.set(tenant.id, now);
    await deleteErrorReportsBefore(deps.db, tenant.id, new Date(now - deps.retentionDays * dayMs));
  }
  return { success: true as const };
}

export async function listErrorGroups(
  deps: Pick<TelemetryDeps, 'db'>,
  tenant: Tenant,
): Promise<{ content: ErrorGroup[] }> {
  const rows = await errorGroups(deps.db, tenant.id);
  return {
    content: rows.map((row) => ({
      ...row,
      firstSeen: row.firstSeen.toISOString(),
      lastSeen: row.lastSeen.toISOString(),
    })),
  };
}
