// The hls.js events the player follows, each handed on only while that instance is still the
// player's current one: a load replaces it, and a late event of the old one must change nothing.
import { hlsEvents, type HlsErrorData, type HlsLevelLoadedData, type HlsLike } from './hls-types';
import type { CaptionTrack } from './player-state';

export interface HlsHandlers {
  /** The manifest is read: the renditions are known. */
  parsed(): void;
  /** Adaptive bitrate (or the viewer) moved to another rendition. */
  switched(level: number): void;
  /** A live playlist was refreshed: the DVR window moved. */
  updated(): void;
  /** A media playlist was read; its EXT-X-START offset, when it has one. */
  loaded(startOffset: number | null): void;
  captions(tracks: CaptionTrack[], selected: number): void;
  error(data: HlsErrorData): void;
}

export function followHls(hls: HlsLike, isCurrent: () => boolean, on: HlsHandlers): void {
  hls.on(hlsEvents.manifestParsed, () => {
    if (isCurrent()) on.parsed();
  });
  hls.on(hlsEvents.levelSwitched, () => {
    if (isCurrent()) on.switched(hls.currentLevel);
  });
  hls.on(hlsEvents.levelUpdated, () => {
    if (isCurrent()) on.updated();
  });
  hls.on(hlsEvents.levelLoaded, (_name, data) => {
    const offset = (data as HlsLevelLoadedData | undefined)?.details?.startTimeOffset;
    if (isCurrent()) on.loaded(typeof offset === 'number' && offset >= 0 ? offset : null);
  });
  hls.on(hlsEvents.subtitleTracksUpdated, () => {
    if (!isCurrent()) return;
    const tracks = hls.subtitleTracks.map((track, index) => ({
      index,
      label: track.name,
      lang: track.lang ?? null,
    }));
    on.captions(tracks, hls.subtitleTrack);
  });
  hls.on(hlsEvents.error, (_name, data) => {
    if (isCurrent()) on.error(data as HlsErrorData);
  });
}
