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
  loadAnalytics: () => Promise<{
    createSegmentSink: (writeKey: string, origin: string) => Promise<AnalyticsSink>;
  }>;
  loadErrorReporter: () => Promise<{ createBugsnagSink: (options: BugsnagOptions) => ErrorSink }>;
}

/** How long after the load event the SDKs wait before they load. */
const settleMs = 2000;

const browserEnv = (): TelemetryEnv => ({
  local: import.meta.env.DEV,
  origin: window.location.origin,
  hostname: window.location.hostname,
  afterFirstPaint: (work) => {
    // Safari has no requestIdleCallback.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(work, { timeout: 3000 })
        : setTimeout(work, 1);
    // Once the page has settled: the SDKs then never compete with the page's own first load
    // (its lazy chunks, images and data). Calls made meanwhile wait in telemetry's queue.
    const settled = () => setTimeout(idle, settleMs);
    if (document.readyState === 'complete') settled();
    else window.addEventListener('load', settled, { once: true });
  },
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

  env.afterFirstPaint(() => {
    if (validKey) {
      env
        .loadErrorReporter()
        .then(({ createBugsnagSink }) =>
          attachErrorReporter(
            createBugsnagSink({
              apiKey: errorKey,
              origin: env.origin,
              appVersion: config.appVersion,
              releaseStage: releaseStageOf(env.hostname),
            }),
          ),
        )
        .catch((error: unknown) => {
          console.warn('Error reporting could not be loaded', error);
          attachErrorReporter(null);
        });
    }
    if (writeKey) {
      env
        .loadAnalytics()
        .then(({ createSegmentSink }) => createSegmentSink(writeKey, env.origin))
        .then(attachAnalytics)
        .catch((error: unknown) => {
          console.warn('Analytics could not be loaded', error);
          attachAnalytics(null);
        });
    }
  });
}

export { telemetry };
