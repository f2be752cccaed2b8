// The VAST pre-roll (timeOffset 0): fetch the event's ad documents in turn, take the first linear
// creative this browser can play, play it on its own media element, report impression, progress,
// completion or skip through the VAST tracker, and let the viewer skip when the VAST allows it.
// Any failure ends the pre-roll quietly so the game still starts.
import type { AdSource } from './ad-source';
import type { PlayerEngine } from './player-engine';
import type {
  VastAd,
  VastCreative,
  VastLibrary,
  VastMediaFile,
  VastTrackerLike,
} from './vast-types';

export interface LinearAd {
  ad: VastAd;
  creative: VastCreative;
  media: { url: string; hls: boolean };
  /** Seconds before skipping is allowed; null when the ad cannot be skipped. */
  skipDelay: number | null;
  clickThrough: string | null;
}

const hlsTypes = ['application/x-mpegurl', 'application/vnd.apple.mpegurl'];

export function pickMediaFile(
  files: readonly VastMediaFile[],
  canPlayProgressive: (mimeType: string) => boolean,
): LinearAd['media'] | null {
  for (const file of files) {
    const type = file.mimeType?.toLowerCase() ?? '';
    if (file.fileURL && hlsTypes.includes(type)) return { url: file.fileURL.trim(), hls: true };
  }
  for (const file of files) {
    const type = file.mimeType?.toLowerCase() ?? '';
    if (file.fileURL && type.startsWith('video/') && canPlayProgressive(type))
      return { url: file.fileURL.trim(), hls: false };
  }
  return null;
}

type UrlTemplate = string | { url: string; id?: string | null };

/**
 * The VAST client only tracks absolute addresses, so addresses relative to the VAST document
 * (a same-origin ad server) are resolved against it first.
 */
export function absolutizeAd(ad: VastAd, documentUrl: string, origin: string): void {
  const base = new URL(documentUrl, origin);
  const fix = (t: UrlTemplate): UrlTemplate =>
    typeof t === 'string'
      ? new URL(t.trim(), base).href
      : { ...t, url: new URL(t.url.trim(), base).href };
  const record = ad as unknown as Record<string, unknown>;
  for (const key of ['impressionURLTemplates', 'errorURLTemplates']) {
    const list = record[key];
    if (Array.isArray(list)) record[key] = (list as UrlTemplate[]).map(fix);
  }
  for (const creative of ad.creatives) {
    const c = creative as unknown as Record<string, unknown>;
    const events = c.trackingEvents as Record<string, UrlTemplate[]> | undefined;
    if (events) for (const name of Object.keys(events)) events[name] = events[name]!.map(fix);
    if (Array.isArray(c.videoClickTrackingURLTemplates))
      c.videoClickTrackingURLTemplates = (c.videoClickTrackingURLTemplates as UrlTemplate[]).map(
        fix,
      );
  }
}

const clickUrl = (template: VastCreative['videoClickThroughURLTemplate']) =>
  typeof template === 'string' ? template : (template?.url ?? null);

export async function findLinearAd(
  sources: readonly AdSource[],
  vast: VastLibrary,
  canPlayProgressive: (mimeType: string) => boolean,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): Promise<LinearAd | null> {
  for (const source of sources) {
    if (source.timeOffset !== 0) continue;
    let response;
    try {
      response = await vast.client.get(source.url, { timeout: 5000 });
    } catch (error) {
      console.warn('pre-roll: the VAST document could not be read', source.url, error);
      continue;
    }
    for (const ad of response.ads) {
      absolutizeAd(ad, source.url, origin);
      for (const creative of ad.creatives) {
        if (creative.type !== 'linear') continue;
        const media = pickMediaFile(creative.mediaFiles, canPlayProgressive);
        if (!media) continue;
        const delay = creative.skipDelay;
        return {
          ad,
          creative,
          media,
          skipDelay: typeof delay === 'number' && delay >= 0 ? delay : null,
          clickThrough: clickUrl(creative.videoClickThroughURLTemplate),
        };
      }
    }
  }
  return null;
}

export interface PrerollState {
  phase: 'playing' | 'done';
  currentTime: number;
  duration: number;
  /** Seconds until the skip button works; 0 once it does; null when skipping is not allowed. */
  skipIn: number | null;
}

export type PrerollEnd = 'complete' | 'skip' | 'error';

/** Plays one linear ad on an engine of its own; `finished` settles when the game may start. */
export class PrerollRun {
  private state: PrerollState;
  private readonly listeners = new Set<(state: PrerollState) => void>();
  private readonly tracker: VastTrackerLike;
  private impressed = false;
  private unsubscribe: () => void = () => {};
  private resolveFinished: (end: PrerollEnd) => void = () => {};
  readonly finished: Promise<PrerollEnd>;

  constructor(
    private readonly ad: LinearAd,
    private readonly engine: Pick<
      PlayerEngine,
      'load' | 'subscribe' | 'destroy' | 'pause' | 'play'
    >,
    vast: VastLibrary,
  ) {
    this.tracker = vast.tracker(ad.ad, ad.creative);
    this.state = {
      phase: 'playing',
      currentTime: 0,
      duration: ad.creative.duration ?? 0,
      skipIn: ad.skipDelay,
    };
    this.finished = new Promise((resolve) => {
      this.resolveFinished = resolve;
    });
  }

  getState = () => this.state;

  subscribe = (listener: (state: PrerollState) => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async start(): Promise<void> {
    this.unsubscribe = this.engine.subscribe((media) => {
      if (this.state.phase === 'done') return;
      if (media.phase === 'error') {
        this.tracker.error({ ERRORCODE: '405' });
        this.finish('error');
        return;
      }
      if (media.phase === 'playing' && !this.impressed) {
        this.impressed = true;
        this.tracker.trackImpression();
      }
      if (media.duration > 0 && media.duration !== this.state.duration)
        this.tracker.setDuration(media.duration);
      if (this.impressed) this.tracker.setProgress(media.currentTime);
      if (media.phase === 'ended') {
        this.tracker.complete();
        this.finish('complete');
        return;
      }
      const delay = this.ad.skipDelay;
      this.set({
        currentTime: media.currentTime,
        duration: media.duration > 0 ? media.duration : this.state.duration,
        skipIn: delay === null ? null : Math.max(0, Math.ceil(delay - media.currentTime)),
      });
    });
    await this.engine.load(
      { url: this.ad.media.url, live: false, progressive: !this.ad.media.hls },
      { autoplay: true },
    );
  }

  /** Skips when the VAST allows it now; returns whether it did. */
  skip(): boolean {
    if (this.state.phase === 'done' || this.state.skipIn !== 0) return false;
    this.tracker.skip();
    this.finish('skip');
    return true;
  }

  /** The viewer left the page: stop without reporting anything further. */
  cancel() {
    if (this.state.phase !== 'done') this.finish('error');
  }

  private finish(end: PrerollEnd) {
    this.set({ phase: 'done' });
    this.unsubscribe();
    this.engine.destroy();
    this.resolveFinished(end);
  }

  private set(patch: Partial<PrerollState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }
}
