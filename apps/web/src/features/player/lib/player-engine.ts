// The framework-free player: drives a <video> element with hls.js (or the browser's own HLS when
// hls.js cannot run), reports a PlayerState to subscribers and takes the viewer's commands.
// Its parts live beside it: which way a source plays (player-source), what is read from the
// element and hls.js (media-reading, follow-hls) and the captions (caption-tracks).
import { CaptionChoice, CaptionCues } from './caption-tracks';
import { followHls } from './follow-hls';
import type { HlsFactory, HlsLike } from './hls-types';
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
import { readSignedAddress, withToken } from './signed-address';

/** Fetches hls.js; `urgent` when the viewer is waiting for the video, else once the page is idle. */
export type HlsLoader = (urgent: boolean) => Promise<HlsFactory>;

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
  /** The newest token of a signed address being played; requests are rewritten to carry it. */
  private signedToken: string | null = null;
  /** Bumped on every load so that a slow earlier load cannot attach itself afterwards. */
  private generation = 0;
  private readonly recovery = new HlsRecovery();
  private destroyed = false;
  /**
   * A live stream follows its edge until the viewer pauses or seeks back: a stall that left it
   * behind (a slow start, a network hiccup) rejoins the edge when playback resumes.
   */
  private followingLive = false;
  /** Seconds a user clip lasts from its in mark (PlayerSource.clipLength), else null. */
  private clipLength: number | null = null;
  private readonly captionChoice = new CaptionChoice();
  private readonly captionCues: CaptionCues;

  constructor({ video, loadHls }: PlayerEngineOptions) {
    this.video = video;
    this.loadHls = loadHls;
    for (const name of mediaEvents) video.addEventListener(name, this.onMediaEvent);
    this.captionCues = new CaptionCues(
      video,
      () => this.state,
      (cues) => this.update({ cues }),
    );
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
    this.clipLength = !source.live && source.clipLength ? source.clipLength : null;
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
      case 'progressive':
        this.video.src = source.url;
        if (attach.autoplay) void this.play();
        return;
      case 'hls':
        this.attachHls(playback.factory, source, attach);
        return;
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
    this.signedToken = readSignedAddress(source.url)?.token ?? null;
    const hls = factory.create({
      live: source.live,
      startPosition: options.startAt,
      rewriteUrl: (url) => (this.signedToken ? withToken(url, this.signedToken) : url),
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
      captions: (captions, selected) => {
        this.update({ captions, caption: selected });
        const again = this.captionChoice.again(captions);
        // hls.js picks its own initial track right after telling us: choose once it has.
        if (again) {
          queueMicrotask(() => {
            if (this.hls === hls) this.selectCaption(again.index);
          });
        }
      },
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
    const next = readSignedAddress(url);
    const playing = this.state.url ? readSignedAddress(this.state.url) : null;
    if (!this.hls || !next || !playing || next.stream !== playing.stream) return false;
    this.signedToken = next.token;
    return true;
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
    const { clip } = this.state;
    // A clip stopped at its out mark plays again from its in mark.
    if (clip && (this.state.phase === 'ended' || this.video.currentTime >= clip.end)) {
      this.video.currentTime = clip.start;
    } else if (this.state.phase === 'ended' && !this.state.live) this.video.currentTime = 0;
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

  /** A caption track by index, or -1 for none; the choice carries over to later loads. */
  setCaption(index: number): void {
    if (!this.hls) return;
    const track = this.state.captions.find((c) => c.index === index);
    this.captionChoice.choose(track);
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
    const pick = this.captionChoice.pick(captions, language);
    if (pick) this.setCaption(pick.index);
  }

  destroy(): void {
    this.destroyed = true;
    this.generation += 1;
    this.detach();
    for (const name of mediaEvents) this.video.removeEventListener(name, this.onMediaEvent);
    this.captionCues.destroy();
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
    this.captionCues.refresh();
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
    if (this.clipLength === null || this.state.clip) return;
    this.update({ clip: { start, end: start + this.clipLength } });
  }

  /**
   * The playlist of a clip runs to the end of the segment holding its out mark: playback stops
   * at the mark itself, as at the end of the video, and stays there.
   */
  private stopAtClipEnd() {
    const { clip } = this.state;
    if (!clip || this.video.paused || this.video.currentTime < clip.end) return;
    this.video.pause();
    this.video.currentTime = clip.end;
    this.refreshTimes('ended');
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
    if (signal === 'playing') this.recovery.playing();
    // Played by the browser itself (no hls.js to read EXT-X-START from), a clip starts at its in
    // mark: where the element stands when it first plays.
    if (signal === 'playing' && !this.hls) this.markClip(this.video.currentTime);
    this.refreshTimes(signal);
    this.stopAtClipEnd();
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
