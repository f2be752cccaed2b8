// The part of hls.js the player uses, so the engine can run against a fake in unit tests and
// hls.js itself stays out of every bundle but the player's lazy chunk.

export interface HlsLevelInfo {
  height: number;
  width: number;
  bitrate: number;
}

export interface HlsSubtitleTrack {
  name: string;
  lang?: string;
}

export interface HlsErrorData {
  fatal: boolean;
  type: string;
  details: string;
}

/** Event names as hls.js spells them (`Hls.Events`). */
export const hlsEvents = {
  manifestParsed: 'hlsManifestParsed',
  levelSwitched: 'hlsLevelSwitched',
  levelUpdated: 'hlsLevelUpdated',
  levelLoaded: 'hlsLevelLoaded',
  subtitleTracksUpdated: 'hlsSubtitleTracksUpdated',
  error: 'hlsError',
} as const;

/** What the player reads of hls.js's LEVEL_LOADED data: the playlist's EXT-X-START offset. */
export interface HlsLevelLoadedData {
  details?: { startTimeOffset?: number | null };
}

/**
 * How far ahead of the playing position hls.js fetches, in seconds: `maxBufferLength` at least
 * and `maxMaxBufferLength` at most (its own option names; it reads them on every fetch decision).
 */
export interface HlsBufferAhead {
  maxBufferLength: number;
  maxMaxBufferLength: number;
}

export interface HlsLike {
  /** hls.js's live config: the buffer options may change while it plays. */
  readonly config: HlsBufferAhead;
  readonly levels: readonly HlsLevelInfo[];
  currentLevel: number;
  nextLevel: number;
  readonly autoLevelEnabled: boolean;
  readonly liveSyncPosition: number | null;
  /** The wall-clock time of the playing position, from EXT-X-PROGRAM-DATE-TIME (hls.js). */
  readonly playingDate?: Date | null;
  readonly subtitleTracks: readonly HlsSubtitleTrack[];
  subtitleTrack: number;
  subtitleDisplay: boolean;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  recoverMediaError(): void;
  startLoad(startPosition?: number): void;
  destroy(): void;
  on(event: string, listener: (name: string, data: unknown) => void): void;
}

export interface HlsFactory {
  isSupported(): boolean;
  create(options: {
    live: boolean;
    startPosition?: number;
    bufferAhead: HlsBufferAhead;
    /** Applied to every request the stream makes: a renewed signed address's token goes in. */
    rewriteUrl?: (url: string) => string;
  }): HlsLike;
}

/** Fetches hls.js; `urgent` when the viewer is waiting for the video, else once the page is idle. */
export type HlsLoader = (urgent: boolean) => Promise<HlsFactory>;
