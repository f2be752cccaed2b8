import { describe, expect, it } from 'vitest';
import {
  clampSeek,
  isAtLiveEdge,
  nextPhase,
  type PlayerPhase,
  type PlayerSignal,
} from './player-state';

describe('nextPhase', () => {
  const cases: [PlayerPhase, PlayerSignal, PlayerPhase][] = [
    ['idle', 'load', 'loading'],
    ['loading', 'loaded', 'ready'],
    ['ready', 'playing', 'playing'],
    ['playing', 'waiting', 'buffering'],
    ['buffering', 'playing', 'playing'],
    ['playing', 'pause', 'paused'],
    ['buffering', 'pause', 'paused'],
    ['paused', 'playing', 'playing'],
    ['playing', 'ended', 'ended'],
    ['ended', 'playing', 'playing'],
    ['playing', 'error', 'error'],
    ['error', 'load', 'loading'],
    ['playing', 'reset', 'idle'],
    // Signals that make no sense keep the phase.
    ['idle', 'playing', 'idle'],
    ['idle', 'error', 'idle'],
    ['error', 'playing', 'error'],
    ['ready', 'pause', 'ready'],
    ['paused', 'loaded', 'paused'],
    ['paused', 'waiting', 'paused'],
  ];
  it.each(cases)('%s + %s → %s', (from, signal, to) => {
    expect(nextPhase(from, signal)).toBe(to);
  });
});

describe('live edge and seeking', () => {
  it('counts a few seconds behind the live position as live', () => {
    expect(isAtLiveEdge(100, 103)).toBe(true);
    expect(isAtLiveEdge(100, 104)).toBe(true);
    expect(isAtLiveEdge(100, 110)).toBe(false);
    expect(isAtLiveEdge(100, null)).toBe(false);
  });

  it('keeps a live seek inside the DVR window and not past the live position', () => {
    const live = { live: true, seekable: { start: 50, end: 62 }, liveEdge: 56, duration: 12 };
    expect(clampSeek(live, 10)).toBe(50);
    expect(clampSeek(live, 53)).toBe(53);
    expect(clampSeek(live, 70)).toBe(56);
  });

  it('keeps a VOD seek inside the video', () => {
    const vod = { live: false, seekable: { start: 0, end: 90 }, liveEdge: null, duration: 90 };
    expect(clampSeek(vod, -5)).toBe(0);
    expect(clampSeek(vod, 42)).toBe(42);
    expect(clampSeek(vod, 200)).toBe(90);
  });
});
