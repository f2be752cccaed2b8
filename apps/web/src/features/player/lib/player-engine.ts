// The framework-free player: drives a <video> element with hls.js (or the browser's own HLS when
// hls.js cannot run), reports a PlayerState to subscribers and takes the viewer's commands.
import { hlsEvents, type HlsErrorData, type HlsFactory, type HlsLike } from './hls-types';
import {
  clampSeek,
  initialPlayerState,
  isAtLiveEdge,
  isPlaying,
  nextPhase,
  type CaptionTrack,
  type PlayerErrorKind,
  type PlayerSignal,
  type PlayerState,
  type QualityChoice,
} from './player-state';

export interface PlayerSource {
  url: string;
  live: boolean;
  /** A plain video file (an MP4 ad), played by the element itself rather than hls.js. */
  progressive?: boolean;
}

export interface LoadOptions {
  /** Start playing as soon as the stream is ready (muted if the browser refuses sound). */
  autoplay?: boolean;
  /** Seconds into a VOD to start from (a switched view keeps its position). */
  startAt?: number;
}

export interface PlayerEngineOptions {
  video: HTMLVideoElement;
  loadHls: () => Promise<HlsFactory>;
}

const mediaEvents = [
  'loadedmetadata',
  'durationchange',
  'timeupdate',
  'progress',
  'playing',
  'pause',
  'waiting',
  'ended',
  'volumechange',
  'error',
  'seeked',
] as const;

/** The media element's caption track list changes when hls.js adds, removes or switches tracks. */
const textTrackEvents = ['addtrack', 'removetrack', 'change'] as const;

const isCaptionTrack = (track: TextTrack) =>
  (track.kind === 'subtitles' || track.kind === 'captions') && track.mode !== 'disabled';

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

const signalOf: Partial<Record<(typeof mediaEvents)[number], PlayerSignal>> = {
  loadedmetadata: 'loaded',
  playing: 'playing',
  pause: 'pause',
  waiting: 'waiting',
  ended: 'ended',
};

/** A fatal network error is retried this many times before the player gives up. */
const networkRetries = 2;

export class PlayerEngine {
  private state: PlayerState = initialPlayerState;
  private readonly listeners = new Set<(state: PlayerState) => void>();
  private readonly video: HTMLVideoElement;
  private readonly loadHls: () => Promise<HlsFactory>;
  private hls: HlsLike | null = null;
  /** Bumped on every load so that a slow earlier load cannot attach itself afterwards. */
  private generation = 0;
  private retries = 0;
  private recoveredMedia = false;
  private destroyed = false;
  /**
   * The caption track the viewer chose last, and whether captions are on. Both outlive a load, so
   * captions stay on in the same language across a view switch or a new stream address, and
   * turned off and on again they come back in that language.
   */
  private captionChoice: { lang: string | null; label: string } | null = null;
  private captionsOn = false;
  /** The caption track whose cues are drawn, listened to for cue changes. */
  private textTrack: TextTrack | null = null;

  constructor({ video, loadHls }: PlayerEngineOptions) {
    this.video = video;
    this.loadHls = loadHls;
    for (const name of mediaEvents) video.addEventListener(name, this.onMediaEvent);
    for (const name of textTrackEvents) video.textTracks?.addEventListener(name, this.onTextTracks);
    this.state = { ...this.state, muted: video.muted, volume: video.volume };
  }

  getState = (): PlayerState => this.state;

  subscribe = (listener: (state: PlayerState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async load(source: PlayerSource, options: LoadOptions = {}): Promise<void> {
    const generation = ++this.generation;
    this.detach();
    this.retries = 0;
    this.recoveredMedia = false;
    this.update(
      {
        url: source.url,
        live: source.live,
        currentTime: 0,
        duration: 0,
        seekable: null,
        liveEdge: null,
        atLiveEdge: false,
        renditions: [],
        activeRendition: -1,
        quality: 'auto',
        captions: [],
        caption: -1,
        cues: [],
        error: null,
        needsGesture: false,
      },
      'load',
    );
    let factory: HlsFactory | null = null;
    try {
      if (!source.progressive) factory = await this.loadHls();
    } catch {
      // Without hls.js the browser's own HLS may still play it.
    }
    if (generation !== this.generation || this.destroyed) return;

    if (source.progressive) {
      this.video.src = source.url;
      if (options.autoplay) void this.play();
      return;
    }
    if (factory?.isSupported()) {
      const hls = factory.create({ live: source.live, startPosition: options.startAt });
      this.hls = hls;
      hls.on(hlsEvents.manifestParsed, () => {
        if (this.hls !== hls) return;
        this.update({ renditions: this.readRenditions(hls) });
        if (options.autoplay) void this.play();
      });
      hls.on(hlsEvents.levelSwitched, () => {
        if (this.hls === hls) this.update({ activeRendition: hls.currentLevel });
      });
      hls.on(hlsEvents.levelUpdated, () => {
        if (this.hls === hls) this.refreshTimes();
      });
      hls.on(hlsEvents.subtitleTracksUpdated, () => {
        if (this.hls !== hls) return;
        const captions = hls.subtitleTracks.map((track, index) => ({
          index,
          label: track.name,
          lang: track.lang ?? null,
        }));
        this.update({ captions, caption: hls.subtitleTrack });
        const again = this.captionsOn ? this.findChoice(captions) : undefined;
        // hls.js picks its own initial track right after telling us: choose once it has.
        if (again) {
          queueMicrotask(() => {
            if (this.hls === hls) this.selectCaption(again.index);
          });
        }
      });
      hls.on(hlsEvents.error, (_name, data) => {
        if (this.hls === hls) this.onHlsError(hls, data as HlsErrorData);
      });
      hls.attachMedia(this.video);
      hls.loadSource(source.url);
      return;
    }
    if (this.video.canPlayType('application/vnd.apple.mpegurl') !== '') {
      this.video.src = source.url;
      if (options.startAt) this.video.currentTime = options.startAt;
      if (options.autoplay) void this.play();
      return;
    }
    this.fail('unsupported');
  }

  /** Switches to another stream of the same event (a new address, or the panoramic view). */
  switchSource(source: PlayerSource): Promise<void> {
    const keepPosition = !source.live && !this.state.live ? this.video.currentTime : undefined;
    const autoplay = isPlaying(this.state) || this.state.phase === 'ready';
    return this.load(source, { autoplay, startAt: keepPosition });
  }

  async play(): Promise<void> {
    if (this.state.phase === 'ended' && !this.state.live) this.video.currentTime = 0;
    try {
      await this.video.play();
      this.update({ needsGesture: false });
    } catch (error) {
      if ((error as { name?: string }).name !== 'NotAllowedError') return;
      // Browsers allow muted autoplay; the viewer can unmute with one click.
      if (!this.video.muted) {
        this.video.muted = true;
        try {
          await this.video.play();
          this.update({ needsGesture: false });
          return;
        } catch {
          // fall through: a gesture is needed
        }
      }
      this.update({ needsGesture: true });
    }
  }

  pause(): void {
    this.video.pause();
  }

  togglePlay(): Promise<void> {
    if (isPlaying(this.state)) {
      this.pause();
      return Promise.resolve();
    }
    return this.play();
  }

  seek(to: number): void {
    const target = clampSeek(this.state, to);
    if (Number.isFinite(target)) this.video.currentTime = target;
    this.refreshTimes();
  }

  seekBy(seconds: number): void {
    this.seek(this.video.currentTime + seconds);
  }

  /** Back to the live position after the viewer went back into the DVR window. */
  goLive(): void {
    if (!this.state.live) return;
    const edge = this.hls?.liveSyncPosition ?? this.state.liveEdge;
    if (edge !== null) this.video.currentTime = edge;
    if (!isPlaying(this.state)) void this.play();
    this.refreshTimes();
  }

  /** 'auto' hands the choice back to adaptive bitrate; a rendition index pins it at once. */
  setQuality(choice: QualityChoice): void {
    const hls = this.hls;
    if (!hls) return;
    const level = choice === 'auto' ? -1 : choice;
    // currentLevel switches now (flushing the buffer); nextLevel keeps later fragments on it.
    hls.currentLevel = level;
    hls.nextLevel = level;
    this.update({ quality: choice });
  }

  setMuted(muted: boolean): void {
    this.video.muted = muted;
    if (!muted && this.video.volume === 0) this.video.volume = 1;
  }

  toggleMute(): void {
    this.setMuted(!this.video.muted);
  }

  /** A caption track by index, or -1 for none; the choice carries over to later loads. */
  setCaption(index: number): void {
    if (!this.hls) return;
    const track = this.state.captions.find((c) => c.index === index);
    if (track) this.captionChoice = { lang: track.lang, label: track.label };
    this.captionsOn = track !== undefined;
    this.selectCaption(track ? index : -1);
  }

  /**
   * Captions off, or on again: the language chosen before, else the first track in `language`
   * (the interface's, e.g. `fr-CA` finds `fr`), else the first track.
   */
  toggleCaptions(language?: string): void {
    const { captions, caption } = this.state;
    if (caption >= 0 || captions.length === 0) {
      this.setCaption(-1);
      return;
    }
    const base = (lang: string | null | undefined) => lang?.toLowerCase().split('-')[0];
    const pick =
      this.findChoice(captions) ??
      captions.find((c) => base(c.lang) === base(language)) ??
      captions[0]!;
    this.setCaption(pick.index);
  }

  private findChoice(captions: readonly CaptionTrack[]) {
    const choice = this.captionChoice;
    if (!choice) return undefined;
    return (
      captions.find((c) => choice.lang !== null && c.lang === choice.lang) ??
      captions.find((c) => c.label === choice.label)
    );
  }

  destroy(): void {
    this.destroyed = true;
    this.generation += 1;
    this.detach();
    for (const name of mediaEvents) this.video.removeEventListener(name, this.onMediaEvent);
    for (const name of textTrackEvents) {
      this.video.textTracks?.removeEventListener(name, this.onTextTracks);
    }
    this.watchTextTrack(null);
    this.listeners.clear();
  }

  private selectCaption(index: number) {
    const hls = this.hls;
    if (!hls) return;
    hls.subtitleTrack = index;
    // The browser's own rendering would sit under the control bar; the track stays hidden (cues
    // still load and activate) and the player draws the cues itself.
    hls.subtitleDisplay = false;
    this.update({ caption: index });
    this.onTextTracks();
  }

  /** Follows the one caption track in use (hidden or showing) and reads its active cues. */
  private readonly onTextTracks = () => {
    const tracks = this.video.textTracks;
    let next: TextTrack | null = null;
    if (tracks && this.state.caption >= 0) {
      for (let i = 0; i < tracks.length; i += 1) {
        const track = tracks[i]!;
        if (isCaptionTrack(track)) next = track;
      }
    }
    this.watchTextTrack(next);
    this.readCues();
  };

  private watchTextTrack(track: TextTrack | null) {
    if (track === this.textTrack) return;
    this.textTrack?.removeEventListener('cuechange', this.readCues);
    this.textTrack = track;
    track?.addEventListener('cuechange', this.readCues);
  }

  private readonly readCues = () => {
    const active = this.state.caption >= 0 ? this.textTrack?.activeCues : null;
    const cues: string[] = [];
    for (let i = 0; active && i < active.length; i += 1) {
      const text = (active[i] as VTTCue).text;
      if (text) cues.push(text);
    }
    if (!sameLines(cues, this.state.cues)) this.update({ cues });
  };

  private detach() {
    if (this.hls) {
      this.hls.destroy();
      this.hls = null;
    } else if (this.video.getAttribute('src')) {
      this.video.removeAttribute('src');
      this.video.load();
    }
  }

  private readRenditions(hls: HlsLike) {
    return hls.levels
      .map((level, index) => ({ index, height: level.height, bitrate: level.bitrate }))
      .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  }

  private onHlsError(hls: HlsLike, data: HlsErrorData) {
    if (!data.fatal) return;
    if (data.type === 'networkError' && this.retries < networkRetries) {
      this.retries += 1;
      hls.startLoad();
      return;
    }
    if (data.type === 'mediaError' && !this.recoveredMedia) {
      this.recoveredMedia = true;
      hls.recoverMediaError();
      return;
    }
    this.fail(
      data.type === 'networkError' ? 'network' : data.type === 'mediaError' ? 'media' : 'other',
    );
  }

  private fail(kind: PlayerErrorKind) {
    this.update({ error: kind }, 'error');
  }

  private readonly onMediaEvent = (event: Event) => {
    const type = event.type as (typeof mediaEvents)[number];
    if (type === 'error') {
      // hls.js reports its own errors; a bare element error matters only without it.
      if (!this.hls && this.state.url) this.fail('media');
      return;
    }
    if (type === 'volumechange') {
      this.update({ muted: this.video.muted, volume: this.video.volume });
      return;
    }
    const signal = signalOf[type];
    if (signal === 'playing') this.retries = 0;
    this.refreshTimes(signal);
  };

  private refreshTimes(signal?: PlayerSignal) {
    const video = this.video;
    const ranges = video.seekable;
    const seekable =
      ranges && ranges.length > 0
        ? { start: ranges.start(0), end: ranges.end(ranges.length - 1) }
        : null;
    const liveEdge = this.state.live ? (this.hls?.liveSyncPosition ?? seekable?.end ?? null) : null;
    const duration = this.state.live
      ? seekable
        ? seekable.end - seekable.start
        : 0
      : Number.isFinite(video.duration)
        ? video.duration
        : 0;
    this.update(
      {
        currentTime: video.currentTime,
        duration,
        seekable,
        liveEdge,
        atLiveEdge: this.state.live && isAtLiveEdge(video.currentTime, liveEdge),
      },
      signal,
    );
  }

  private update(patch: Partial<PlayerState>, signal?: PlayerSignal) {
    const phase = signal ? nextPhase(this.state.phase, signal) : this.state.phase;
    this.state = { ...this.state, ...patch, phase };
    for (const listener of this.listeners) listener(this.state);
  }
}
