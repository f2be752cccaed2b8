// Captions for the player: which track the viewer chose (remembered across loads) and the cues
// of the track in use, read from the media element so the player can draw them itself.
import type { CaptionTrack } from './player-state';

/** The media element's caption track list changes when hls.js adds, removes or switches tracks. */
const textTrackEvents = ['addtrack', 'removetrack', 'change'] as const;

const isCaptionTrack = (track: TextTrack) =>
  (track.kind === 'subtitles' || track.kind === 'captions') && track.mode !== 'disabled';

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

const baseLanguage = (lang: string | null | undefined) => lang?.toLowerCase().split('-')[0];

/**
 * The caption track the viewer chose last, and whether captions are on. Both outlive a load, so
 * captions stay on in the same language across a view switch or a new stream address, and turned
 * off and on again they come back in that language.
 */
export class CaptionChoice {
  private chosen: { lang: string | null; label: string } | null = null;
  private on = false;

  /** A track, or undefined for captions off. */
  choose(track: CaptionTrack | undefined): void {
    if (track) this.chosen = { lang: track.lang, label: track.label };
    this.on = track !== undefined;
  }

  /** The track to select again in a newly loaded stream, when captions were on. */
  again(captions: readonly CaptionTrack[]): CaptionTrack | undefined {
    return this.on ? this.find(captions) : undefined;
  }

  /** Captions on again: the language chosen before, else the first in `language`, else the first. */
  pick(captions: readonly CaptionTrack[], language?: string): CaptionTrack | undefined {
    return (
      this.find(captions) ??
      captions.find((c) => baseLanguage(c.lang) === baseLanguage(language)) ??
      captions[0]
    );
  }

  private find(captions: readonly CaptionTrack[]) {
    const chosen = this.chosen;
    if (!chosen) return undefined;
    return (
      captions.find((c) => chosen.lang !== null && c.lang === chosen.lang) ??
      captions.find((c) => c.label === chosen.label)
    );
  }
}

/** Follows the one caption track in use (hidden or showing) and reports its active cues. */
export class CaptionCues {
  private track: TextTrack | null = null;

  constructor(
    private readonly video: HTMLVideoElement,
    /** The selected caption index (-1: none) and the cues last reported. */
    private readonly current: () => { caption: number; cues: readonly string[] },
    private readonly onCues: (cues: string[]) => void,
  ) {
    for (const name of textTrackEvents) video.textTracks?.addEventListener(name, this.refresh);
  }

  readonly refresh = () => {
    const tracks = this.video.textTracks;
    let next: TextTrack | null = null;
    if (tracks && this.current().caption >= 0) {
      for (let i = 0; i < tracks.length; i += 1) {
        const track = tracks[i]!;
        if (isCaptionTrack(track)) next = track;
      }
    }
    this.watch(next);
    this.readCues();
  };

  destroy(): void {
    for (const name of textTrackEvents) {
      this.video.textTracks?.removeEventListener(name, this.refresh);
    }
    this.watch(null);
  }

  private watch(track: TextTrack | null) {
    if (track === this.track) return;
    this.track?.removeEventListener('cuechange', this.readCues);
    this.track = track;
    track?.addEventListener('cuechange', this.readCues);
  }

  private readonly readCues = () => {
    const { caption, cues: shown } = this.current();
    const active = caption >= 0 ? this.track?.activeCues : null;
    const cues: string[] = [];
    for (let i = 0; active && i < active.length; i += 1) {
      const text = (active[i] as VTTCue).text;
      if (text) cues.push(text);
    }
    if (!sameLines(cues, shown)) this.onCues(cues);
  };
}
