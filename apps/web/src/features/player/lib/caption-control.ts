// The player's caption commands over hls.js: turning a track on or off, bringing the viewer's
// choice back in a newly loaded stream, and drawing the cues in the player rather than through
// the browser's own rendering (which would sit under the control bar).
import { CaptionChoice, CaptionCues } from './caption-tracks';
import type { HlsLike } from './hls-types';
import type { CaptionTrack, PlayerState } from './player-state';

/** What the control reads from and writes to the player it serves. */
export interface CaptionHost {
  state(): PlayerState;
  /** The hls.js instance attached now, or null (the browser's own HLS, or none). */
  hls(): HlsLike | null;
  update(patch: Partial<PlayerState>): void;
}

export class CaptionControl {
  private readonly choice = new CaptionChoice();
  private readonly cues: CaptionCues;

  constructor(
    video: HTMLVideoElement,
    private readonly host: CaptionHost,
  ) {
    this.cues = new CaptionCues(
      video,
      () => host.state(),
      (cues) => host.update({ cues }),
    );
  }

  /** hls.js listed the tracks of `hls`: when captions were on, the same language comes back. */
  listed(hls: HlsLike, captions: CaptionTrack[], selected: number): void {
    this.host.update({ captions, caption: selected });
    const again = this.choice.again(captions);
    // hls.js picks its own initial track right after telling us: choose once it has.
    if (again) {
      queueMicrotask(() => {
        if (this.host.hls() === hls) this.select(again.index);
      });
    }
  }

  /** A caption track by index, or -1 for none; the choice carries over to later loads. */
  set(index: number): void {
    if (!this.host.hls()) return;
    const track = this.host.state().captions.find((c) => c.index === index);
    this.choice.choose(track);
    this.select(track ? index : -1);
  }

  /**
   * Captions off, or on again: the language chosen before, else the first track in `language`
   * (the interface's, e.g. `fr-CA` finds `fr`), else the first track.
   */
  toggle(language?: string): void {
    const { captions, caption } = this.host.state();
    if (caption >= 0 || captions.length === 0) {
      this.set(-1);
      return;
    }
    const pick = this.choice.pick(captions, language);
    if (pick) this.set(pick.index);
  }

  destroy(): void {
    this.cues.destroy();
  }

  private select(index: number) {
    const hls = this.host.hls();
    if (!hls) return;
    hls.subtitleTrack = index;
    // The track stays hidden (its cues still load and activate) and the player draws the cues.
    hls.subtitleDisplay = false;
    this.host.update({ caption: index });
    this.cues.refresh();
  }
}
