// The one telemetry API features call (decisions.md "Telemetry", ADR 042): analytics track, page
// and identify calls, and error reports. The SDKs behind it load after the first paint (and not
// at all in the development build or without the tenant's identifiers); calls made before that
// wait in a short queue, and are dropped once it is known that nothing will load.
import type { AnalyticsEventName } from '@touchline/contract/calls/telemetry';
import type { ServerErrorReport } from '../http/http-client-types';

export type TelemetryProperties = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsSink {
  track(name: AnalyticsEventName, properties: TelemetryProperties): void;
  page(properties: TelemetryProperties): void;
  identify(userId: string, traits: TelemetryProperties): void;
  reset(): void;
}

export interface ErrorSink {
  notify(error: unknown, metadata?: Record<string, unknown>): void;
}

type Pending<T> = { sink: T | null; queue: ((sink: T) => void)[]; closed: boolean };

const maxQueued = 50;
const analytics: Pending<AnalyticsSink> = { sink: null, queue: [], closed: false };
const errors: Pending<ErrorSink> = { sink: null, queue: [], closed: false };

function call<T>(pending: Pending<T>, run: (sink: T) => void) {
  if (pending.sink) {
    try {
      run(pending.sink);
    } catch (error) {
      console.warn('Telemetry call failed', error);
    }
    return;
  }
  if (!pending.closed && pending.queue.length < maxQueued) pending.queue.push(run);
}

function attach<T>(pending: Pending<T>, sink: T | null) {
  pending.closed = sink === null;
  pending.sink = sink;
  const queued = pending.queue.splice(0);
  if (sink) for (const run of queued) call(pending, run);
}

/** Set once the SDKs are ready, or with null when they will not load. */
export const attachAnalytics = (sink: AnalyticsSink | null) => attach(analytics, sink);
export const attachErrorReporter = (sink: ErrorSink | null) => attach(errors, sink);

export const telemetry = {
  track: (name: AnalyticsEventName, properties: TelemetryProperties = {}) =>
    call(analytics, (sink) => sink.track(name, properties)),
  page: (properties: TelemetryProperties = {}) => call(analytics, (sink) => sink.page(properties)),
  identify: (userId: string, traits: TelemetryProperties = {}) =>
    call(analytics, (sink) => sink.identify(userId, traits)),
  reset: () => call(analytics, (sink) => sink.reset()),
  reportError: (error: unknown, metadata?: Record<string, unknown>) =>
    call(errors, (sink) => sink.notify(error, metadata)),
  /** Spec §8: a 5xx answer with its status, headers, status text and URL. */
  reportServerError: (report: ServerErrorReport) =>
    call(errors, (sink) =>
      sink.notify(new Error(`${report.status} ${report.statusText}`.trim()), {
        response: report,
      }),
    ),
};

/** For tests. */
export function resetTelemetry() {
  for (const pending of [analytics, errors] as Pending<unknown>[]) {
    pending.sink = null;
    pending.queue = [];
    pending.closed = false;
  }
}
