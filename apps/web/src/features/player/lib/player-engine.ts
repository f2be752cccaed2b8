// The framework-free player: drives a <video> element with hls.js (or the browser's own HLS when
// hls.js cannot run), reports a PlayerState to subscribers and takes the viewer's commands.
// Its parts live beside it: which way a source plays (player-source), what is read from the
// element and hls.js (media-reading, follow-hls), the captions (caption-control), the autoplay
// policy (autoplay) and a user clip's marks (clip-bounds).
import { playAllowingMute } from './autoplay';
import { beforePlayBuffer, widenToPlaying } from './buffer-ahead';
import { CaptionControl } from './caption-control';
import { ClipBounds, restartPoint, stopAtOutMark } from './clip-bounds';
import { followHls } from './follow-hls';
import type { HlsFactory, HlsLike, HlsLoader } from './hls-types';
import {
  HlsRecovery,
  mediaEvents,
  readRenditions,
  readTimes,
  signalOf,
  type MediaEventName,
} from './media-reading';
import {
  clampSeek,
  initialPlayerState,
  isPlaying,
  nextPhase,
  type PlayerErrorKind,
  type PlayerSignal,
  type PlayerState,
  type QualityChoice,
} from './player-state';
import { choosePlayback, loadingState, type LoadOptions, type PlayerSource } from './player-source';
import { PlayingToken } from './signed-address';

export interface PlayerEngineOptions {
  video: HTMLVideoElement;
  loadHls: HlsLoader;
}

export class PlayerEngine {
  private state: PlayerState = initialPlayerState;
  private readonly listeners = new Set<(state: PlayerState) => void>();
  private readonly video: HTMLVideoElement;
  private readonly loadHls: HlsLoader;
  private hls: HlsLike | null = null;
  /** A load is waiting for hls.js to be fetched once the page is idle. */
  private waitingForHls = false;
  /** The viewer pressed play while it waited: play once attached. */
  private playRequested = false;
  private readonly token = new PlayingToken();
  /** Bumped on every load so that a slow earlier load cannot attach itself afterwards. */
  private generation = 0;
  private readonly recovery = new HlsRecovery();
  private destroyed = false;
  /**
   * A live stream follows its edge until the viewer pauses or seeks back: a stall that left it
   * behind (a slow start, a network hiccup) rejoins the edge when playback resumes.
   */
  private followingLive = false;
  private readonly clipBounds = new ClipBounds();
  /** The stream's caption tracks: `set` one by index (-1 for none), `toggle` them off and on. */
  readonly captions: CaptionControl;

  constructor({ video, loadHls }: PlayerEngineOptions) {
    this.video = video;
    this.loadHls = loadHls;
    for (const name of mediaEvents) video.addEventListener(name, this.onMediaEvent);
    this.captions = new CaptionControl(video, {
      state: () => this.state,
      hls: () => this.hls,
      update: (patch) => this.update(patch),
    });
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
    this.recovery.reset();
    this.followingLive = source.live;
    this.clipBounds.reset(source);
    this.update(loadingState(source), 'load');
    let factory: HlsFactory | null = null;
    this.playRequested = false;
    // A live game that starts by itself is what the viewer came for: no waiting for idle.
    const urgent = options.autoplay === true && source.live;
    try {
      this.waitingForHls = !source.progressive;
      if (!source.progressive) factory = await this.loadHls(urgent);
    } catch {
      // Without hls.js the browser's own HLS may still play it.
    } finally {
      if (generation === this.generation) this.waitingForHls = false;
    }
    if (generation !== this.generation || this.destroyed) return;
    const attach = this.playRequested ? { ...options, autoplay: true } : options;

    const playback = choosePlayback(source, factory, this.video);
    switch (playback.way) {
      case 'hls':
        this.attachHls(playback.factory, source, attach);
        return;
      case 'progressive':
      case 'native':
        this.video.src = source.url;
        if (attach.startAt) this.video.currentTime = attach.startAt;
        if (attach.autoplay) void this.play();
        return;
      case 'unsupported':
        this.fail('unsupported');
    }
  }

  private attachHls(factory: HlsFactory, source: PlayerSource, options: LoadOptions) {
    this.token.begin(source.url);
    const hls = factory.create({
      live: source.live,
      startPosition: options.startAt,
      rewriteUrl: this.token.rewrite,
      // Widened once playback starts: an autoplay the browser refuses fetches no more.
      bufferAhead: { ...beforePlayBuffer },
    });
    this.hls = hls;
    followHls(hls, () => this.hls === hls, {
      parsed: () => {
        this.update({ renditions: readRenditions(hls) });
        if (options.autoplay) void this.play();
      },
      switched: (level) => this.update({ activeRendition: level }),
      updated: () => this.refreshTimes(),
      loaded: (startOffset) => this.markClip(startOffset ?? 0),
      captions: (captions, selected) => this.captions.listed(hls, captions, selected),
      error: (data) => {
        const failure = this.recovery.handle(hls, data);
        if (failure) this.fail(failure);
      },
    });
    hls.attachMedia(this.video);
    hls.loadSource(source.url);
  }

  /**
   * A renewed signed address of the stream playing (only its token differs): later requests carry
   * the new token and playback goes on untouched. False when it is another stream, or not played
   * through hls.js; the caller then switches the source.
   */
  renewAddress(url: string): boolean {
    return this.hls !== null && this.token.renew(url, this.state.url);
  }

  /** Switches to another stream of the same event (a new address, or the panoramic view). */
  switchSource(source: PlayerSource): Promise<void> {
    const keepPosition = !source.live && !this.state.live ? this.video.currentTime : undefined;
    const autoplay = isPlaying(this.state) || this.state.phase === 'ready';
    return this.load(source, { autoplay, startAt: keepPosition });
  }

  async play(): Promise<void> {
    if (this.waitingForHls) {
      // Pressed before hls.js came: fetch it now and play as soon as the stream is attached.
      this.playRequested = true;
      void this.loadHls(true).catch(() => {});
      return;
    }
    const restart = restartPoint(this.state, this.video.currentTime);
    if (restart !== null) this.video.currentTime = restart;
    const outcome = await playAllowingMute(this.video);
    if (outcome !== 'refused') this.update({ needsGesture: outcome === 'needs-gesture' });
  }

  pause(): void {
    this.followingLive = false;
    this.video.pause();
  }

  togglePlay(): Promise<void> {
    if (isPlaying(this.state)) {
      this.pause();
      return Promise.resolve();
    }
    return this.play();
  }

  /** The wall-clock time (ms) of the playing position, when the stream dates its segments. */
  playingDate(): number | null {
    const date = this.hls?.playingDate;
    return date ? date.getTime() : null;
  }

  seek(to: number): void {
    const target = clampSeek(this.state, to);
    if (Number.isFinite(target)) this.video.currentTime = target;
    this.refreshTimes();
    this.followingLive = this.state.atLiveEdge;
  }

  seekBy(seconds: number): void {
    this.seek(this.video.currentTime + seconds);
  }

  /** Back to the live position after the viewer went back into the DVR window. */
  goLive(): void {
    if (!this.state.live) return;
    this.followingLive = true;
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

  destroy(): void {
    this.destroyed = true;
    this.generation += 1;
    this.detach();
    for (const name of mediaEvents) this.video.removeEventListener(name, this.onMediaEvent);
    this.captions.destroy();
    this.listeners.clear();
  }

  private detach() {
    if (this.hls) {
      this.hls.destroy();
      this.hls = null;
    } else if (this.video.getAttribute('src')) {
      this.video.removeAttribute('src');
      this.video.load();
    }
  }

  /** A clip's in mark is known (the playlist's start offset): its out mark follows from it. */
  private markClip(start: number) {
    const clip = this.clipBounds.marksFrom(start, this.state.clip);
    if (clip) this.update({ clip });
  }

  private fail(kind: PlayerErrorKind) {
    this.update({ error: kind }, 'error');
  }

  private readonly onMediaEvent = (event: Event) => {
    const type = event.type as MediaEventName;
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
    if (signal === 'playing') {
      this.recovery.playing();
      if (this.hls) widenToPlaying(this.hls.config);
      // Played by the browser itself (no hls.js to read EXT-X-START from), a clip starts at its
      // in mark: where the element stands when it first plays.
      else this.markClip(this.video.currentTime);
    }
    this.refreshTimes(signal);
    if (stopAtOutMark(this.video, this.state.clip)) this.refreshTimes('ended');
    if (signal === 'playing' && this.followingLive && !this.state.atLiveEdge) this.goLive();
  };

  private refreshTimes(signal?: PlayerSignal) {
    this.update(readTimes(this.video, this.state.live, this.hls?.liveSyncPosition), signal);
  }

  private update(patch: Partial<PlayerState>, signal?: PlayerSignal) {
    const phase = signal ? nextPhase(this.state.phase, signal) : this.state.phase;
    this.state = { ...this.state, ...patch, phase };
    for (const listener of this.listeners) listener(this.state);
  }
}
