// The VAST client is fetched only for events that carry ads.
import type { VastAd, VastCreative, VastLibrary } from './vast-types';

export async function loadVast(): Promise<VastLibrary> {
  const { VASTClient, VASTTracker } = await import('@dailymotion/vast-client');
  // No capping: every event page asks for its own pre-roll.
  const client = new VASTClient(0, 0);
  return {
    client,
    tracker: (ad: VastAd, creative: VastCreative) => new VASTTracker(client, ad, creative),
  };
}
