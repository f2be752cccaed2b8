// Test doubles for the player: a media element that only fires what a test tells it to, and an
// hls.js stand-in that records what the engine asks of it.
import type {
  HlsBufferAhead,
  HlsFactory,
  HlsLevelInfo,
  HlsLike,
  HlsSubtitleTrack,
} from './hls-types';
import { PlayerEngine } from './player-engine';

/** A caption track: hls.js sets its mode, the browser its active cues. */
export class FakeTextTrack extends EventTarget {
  mode: TextTrackMode = 'disabled';
  activeCues: { text: string }[] = [];

  constructor(
    readonly kind: TextTrackKind,
    readonly label: string,
  ) {
    super();
  }

  /** The browser moving the cues showing now. */
  showCues(...texts: string[]) {
    this.activeCues = texts.map((text) => ({ text }));
    this.dispatchEvent(new Event('cuechange'));
  }
}

export class FakeTextTrackList extends EventTarget {
  [index: number]: FakeTextTrack;
  length = 0;

  add(track: FakeTextTrack) {
    this[this.length] = track;
    this.length += 1;
    this.dispatchEvent(new Event('addtrack'));
  }

  /** hls.js switching modes fires `change` on the list. */
  changed() {
    this.dispatchEvent(new Event('change'));
  }
}

export class FakeVideo extends EventTarget {
  textTracks = new FakeTextTrackList();
  currentTime = 0;
  duration = Number.NaN;
  muted = false;
  volume = 1;
  paused = true;
  src = '';
  ranges: [number, number][] = [];
  /** Set to make play() reject, as a browser refusing autoplay does. */
  refusePlay: ((muted: boolean) => boolean) | null = null;
  playCalls = 0;

  get seekable() {
    const ranges = this.ranges;
    return {
      length: ranges.length,
      start: (i: number) => ranges[i]![0],
      end: (i: number) => ranges[i]![1],
    };
  }

  play(): Promise<void> {
    this.playCalls += 1;
    if (this.refusePlay?.(this.muted)) {
      const error = new Error('play() refused');
      error.name = 'NotAllowedError';
      return Promise.reject(error);
    }
    this.paused = false;
    this.fire('playing');
    return Promise.resolve();
  }

  pause() {
    this.paused = true;
    this.fire('pause');
  }

  canPlayType(): string {
    return '';
  }

  getAttribute(name: string) {
    return name === 'src' && this.src ? this.src : null;
  }

  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }

  load() {}

  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }

  asVideo(): HTMLVideoElement {
    return this as unknown as HTMLVideoElement;
  }
}

export class FakeHls implements HlsLike {
  readonly config: HlsBufferAhead;
  levels: HlsLevelInfo[] = [
    { height: 240, width: 426, bitrate: 90_000 },
    { height: 480, width: 854, bitrate: 160_000 },
  ];
  currentLevel = -1;
  nextLevel = -1;
  autoLevelEnabled = true;
  liveSyncPosition: number | null = null;
  subtitleTracks: HlsSubtitleTrack[] = [];
  subtitleTrack = -1;
  subtitleDisplay = false;
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  destroyed = false;
  startLoads = 0;
  recoveries = 0;
  private readonly handlers = new Map<string, ((name: string, data: unknown) => void)[]>();

  constructor(readonly options: Parameters<HlsFactory['create']>[0]) {
    this.config = { ...options.bufferAhead };
  }

  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  recoverMediaError() {
    this.recoveries += 1;
  }
  startLoad() {
    this.startLoads += 1;
  }
  destroy() {
    this.destroyed = true;
  }
  on(event: string, listener: (name: string, data: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
  }
  emit(event: string, data: unknown = {}) {
    for (const listener of this.handlers.get(event) ?? []) listener(event, data);
  }
}

export function fakeHlsFactory(supported = true) {
  const created: FakeHls[] = [];
  const factory: HlsFactory = {
    isSupported: () => supported,
    create: (options) => {
      const hls = new FakeHls(options);
      created.push(hls);
      return hls;
    },
  };
  return { factory, created, load: () => Promise.resolve(factory) };
}

/** Lets pending promise callbacks and zero-delay timers run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An engine over a fake element and hls.js; `phases` records each phase it passes through once. */
export function setupEngine(options: { supported?: boolean } = {}) {
  const video = new FakeVideo();
  const hls = fakeHlsFactory(options.supported ?? true);
  const engine = new PlayerEngine({ video: video.asVideo(), loadHls: hls.load });
  const phases: string[] = [];
  engine.subscribe((state) => {
    if (phases.at(-1) !== state.phase) phases.push(state.phase);
  });
  return { video, hls, engine, phases };
}
