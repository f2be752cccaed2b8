// hls.js is fetched only when a player mounts: the dynamic import keeps it in its own chunk,
// away from the first load of every other page (ARCHITECTURE §6). On the event page it waits
// until the page has painted and gone idle (poster, title and score first, issue 12), unless
// the viewer is waiting for the video: urgent loads (a live game that autoplays, a press on
// play, an ad) fetch it at once.
import { afterPageSettles, deferredImport } from './deferred-import';
import type { HlsFactory } from './hls-types';

const hls = deferredImport<HlsFactory>(
  () =>
    import('hls.js').then(({ default: Hls }) => ({
      isSupported: () => Hls.isSupported(),
      create: ({ live, startPosition, rewriteUrl, bufferAhead }) =>
        new Hls({
          // hls.js opens the request itself unless this already did: each playlist, segment and key
          // request goes out with the newest token (a signed address renewed while playing).
          ...(rewriteUrl
            ? {
                xhrSetup: (xhr: XMLHttpRequest, url: string) =>
                  xhr.open('GET', rewriteUrl(url), true),
              }
            : {}),
          // Live: three segments behind the edge keeps playback smooth; the rest is the DVR window.
          liveSyncDurationCount: 3,
          backBufferLength: live ? 30 : 60,
          startPosition: startPosition ?? -1,
          ...bufferAhead,
          // Start on the lowest rendition so the first frame comes fast; ABR climbs from there.
          startLevel: 0,
          capLevelToPlayerSize: true,
        }),
    })),
  (run) => afterPageSettles(run),
);

export function loadHls(urgent = false): Promise<HlsFactory> {
  return urgent ? hls.now() : hls.later();
}
