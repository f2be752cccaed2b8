// Decides whether analytics and error reporting load, and loads them after the first paint so
// neither SDK is part of the first page load (spec §5: only with the tenant's identifier and not
// in the local environment — the development build; `npm start` on localhost counts as deployed).
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { errorReporting } from '@touchline/contract/constants';
import type { BugsnagOptions } from './bugsnag-sink';
import {
  attachAnalytics,
  attachErrorReporter,
  telemetry,
  type AnalyticsSink,
  type ErrorSink,
} from './telemetry';

export interface TelemetryEnv {
  /** The development build (`npm run dev`). */
  local: boolean;
  origin: string;
  hostname: string;
  /** Runs the work once the page has painted and the browser is idle. */
  afterFirstPaint: (work: () => void) => void;
  /** Resolves in a later task, once the browser is idle again. */
  nextIdle: () => Promise<void>;
  loadAnalytics: () => Promise<{
    createSegmentSink: (writeKey: string, origin: string) => Promise<AnalyticsSink>;
  }>;
  loadErrorReporter: () => Promise<{ createBugsnagSink: (options: BugsnagOptions) => ErrorSink }>;
}

/** How long after the load event the SDKs wait before they load. */
const settleMs = 2000;

/** Runs the work in an idle period of the browser's (Safari has no requestIdleCallback). */
const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(work, { timeout: 3000 })
    : setTimeout(work, 1);

const browserEnv = (): TelemetryEnv => ({
  local: import.meta.env.DEV,
  origin: window.location.origin,
  hostname: window.location.hostname,
  afterFirstPaint: (work) => {
    // Once the page has settled: the SDKs then never compete with the page's own first load
    // (its lazy chunks, images and data). Calls made meanwhile wait in telemetry's queue.
    const settled = () => setTimeout(() => whenIdle(work), settleMs);
    if (document.readyState === 'complete') settled();
    else window.addEventListener('load', settled, { once: true });
  },
  nextIdle: () => new Promise((resolve) => whenIdle(() => resolve())),
  loadAnalytics: () => import('./segment-sink'),
  loadErrorReporter: () => import('./bugsnag-sink'),
});

/** Spec §9: development on localhost, otherwise production. */
export const releaseStageOf = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' ? 'development' : 'production';

export function startTelemetry(config: CustomerConfig, env: TelemetryEnv = browserEnv()) {
  const writeKey = config.customer.app_config.webAnalyticsId;
  const errorKey = config.errorReportingKey;
  if (env.local) {
    if (writeKey) console.warn('Analytics is not loaded in the local environment.');
    attachAnalytics(null);
    attachErrorReporter(null);
    return;
  }
  if (!writeKey) attachAnalytics(null);
  const validKey = errorKey !== null && errorReporting.apiKeyPattern.test(errorKey);
  if (errorKey !== null && !validKey)
    console.warn(
      'The error-reporting key must be 32 hexadecimal characters; errors are not reported.',
    );
  if (!validKey) attachErrorReporter(null);

  // One SDK after the other, and each one's code apart from its start: four short tasks, each
  // in an idle period, instead of one long task that blocks a tap (Total Blocking Time).
  const load = async () => {
    if (validKey) {
      try {
        const { createBugsnagSink } = await env.loadErrorReporter();
        await env.nextIdle();
        attachErrorReporter(
          createBugsnagSink({
            apiKey: errorKey,
            origin: env.origin,
            appVersion: config.appVersion,
            releaseStage: releaseStageOf(env.hostname),
          }),
        );
      } catch (error: unknown) {
        console.warn('Error reporting could not be loaded', error);
        attachErrorReporter(null);
      }
    }
    if (writeKey) {
      try {
        await env.nextIdle();
        const { createSegmentSink } = await env.loadAnalytics();
        await env.nextIdle();
        attachAnalytics(await createSegmentSink(writeKey, env.origin));
      } catch (error: unknown) {
        console.warn('Analytics could not be loaded', error);
        attachAnalytics(null);
      }
    }
  };
  env.afterFirstPaint(() => void load());
}

export { telemetry };
