import { describe, expect, it } from 'vitest';
import { liveAssetOf, liveClipMarks } from './live-clip';

// A 10 s loop of five 2 s segments, begun at epoch 1,000,000 ms.
const durations = [2, 2, 2, 2, 2];
const clock = { nowMs: 1_000_000 + 10_000 * 50 + 7_000, epochMs: 1_000_000, dvrWindowMs: 30_000 };

describe('liveClipMarks', () => {
  it('maps moments of the channel to positions in its asset', () => {
    // Loop 50 began at now - 7 s: now - 6 s is 1 s into the asset.
    expect(liveClipMarks(durations, clock, clock.nowMs - 6_000, clock.nowMs - 2_000)).toEqual({
      startMs: 1_000,
      endMs: 5_000,
    });
  });

  it('runs a range over the loop’s restart into a second pass, and refuses two restarts', () => {
    expect(liveClipMarks(durations, clock, clock.nowMs - 9_000, clock.nowMs - 5_000)).toEqual({
      startMs: 8_000,
      endMs: 12_000,
    });
    expect(liveClipMarks(durations, clock, clock.nowMs - 28_000, clock.nowMs - 3_000)).toEqual({
      problem: 'across_loop',
    });
  });

  it('refuses moments before the DVR window or after now, with a small tolerance', () => {
    const old = clock.nowMs - 30_000 - 2_500;
    expect(liveClipMarks(durations, clock, old, old + 1_000)).toEqual({ problem: 'outside_window' });
    expect(liveClipMarks(durations, clock, clock.nowMs - 1_000, clock.nowMs + 3_000)).toEqual({
      problem: 'outside_window',
    });
    expect('problem' in liveClipMarks(durations, clock, clock.nowMs - 1_000, clock.nowMs + 1_000)).toBe(
      false,
    );
  });
});

describe('liveAssetOf', () => {
  it('reads the asset of a live channel address only', () => {
    expect(liveAssetOf('/media/live/match-1/master.m3u8')).toBe('match-1');
    expect(liveAssetOf('/media/live/match-1/master.m3u8?dvr=1')).toBe('match-1');
    expect(liveAssetOf('/media/vod/match-1/master.m3u8')).toBeNull();
    expect(liveAssetOf('https://cdn.example/live/match-1/master.m3u8')).toBeNull();
    expect(liveAssetOf(null)).toBeNull();
  });
});
