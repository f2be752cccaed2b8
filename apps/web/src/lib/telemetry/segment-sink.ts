// Analytics through @segment/analytics-next, its Segment.io destination pointed at the server's
// Segment-compatible batch endpoint (spec §9: batches of 10, 5 s, 10 retries, the 365-day
// cookie). The settings are given here, so nothing is fetched from Segment's CDN. A lazy chunk.
import { AnalyticsBrowser } from '@segment/analytics-next';
import { analyticsBatching, cookies, routeRules } from '@touchline/contract/constants';
import type { AnalyticsSink } from './telemetry';

const dayMs = 24 * 3600_000;

export async function createSegmentSink(writeKey: string, origin: string): Promise<AnalyticsSink> {
  const [analytics] = await AnalyticsBrowser.load(
    {
      writeKey,
      cdnSettings: {
        integrations: {
          'Segment.io': {
            apiKey: writeKey,
            apiHost: `${origin}/api/analytics`,
            deliveryStrategy: {
              strategy: 'batching',
              config: {
                size: analyticsBatching.maxEvents,
                timeout: analyticsBatching.timeoutMs,
                maxRetries: analyticsBatching.maxRetries,
              },
            },
          },
        },
      },
    },
    {
      // Page views are sent by the router on each navigation (start-telemetry.ts).
      initialPageview: false,
      cookie: { maxage: cookies.analyticsMs / dayMs, path: routeRules.cookiePath, sameSite: 'Lax' },
    },
  );
  return {
    track: (name, properties) => void analytics.track(name, properties),
    page: (properties) => void analytics.page(properties),
    identify: (userId, traits) => void analytics.identify(userId, traits),
    reset: () => analytics.reset(),
  };
}
