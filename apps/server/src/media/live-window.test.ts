import { describe, expect, it } from 'vitest';
import { liveWindow, type LiveWindow } from './live-window';

const epochMs = Date.UTC(2025, 0, 1);
const at = (seconds: number) => epochMs + seconds * 1000;
const sequences = (w: LiveWindow) => w.segments.map((s) => s.sequence);

describe('liveWindow', () => {
  const three = [2, 2, 2]; // one loop = 6 s

  it('lists the last finished segments, oldest first', () => {
    const w = liveWindow(three, { nowMs: at(7), epochMs, windowSize: 3 });
    expect(sequences(w)).toEqual([0, 1, 2]);
    expect(w.mediaSequence).toBe(0);
    expect(w.discontinuitySequence).toBe(0);
    expect(w.segments.map((s) => s.discontinuity)).toEqual([false, false, false]);
  });

  it('slides by one segment each segment duration', () => {
    expect(liveWindow(three, { nowMs: at(11.9), epochMs, windowSize: 3 }).mediaSequence).toBe(2);
    expect(liveWindow(three, { nowMs: at(12), epochMs, windowSize: 3 }).mediaSequence).toBe(3);
    expect(liveWindow(three, { nowMs: at(14), epochMs, windowSize: 3 }).mediaSequence).toBe(4);
  });

  it('marks the loop boundary with a discontinuity and counts passed boundaries', () => {
    const w = liveWindow(three, { nowMs: at(15), epochMs, windowSize: 3 });
    expect(sequences(w)).toEqual([4, 5, 6]);
    expect(w.segments.map((s) => [s.loop, s.index, s.discontinuity])).toEqual([
      [1, 1, false],
      [1, 2, false],
      [2, 0, true],
    ]);
    expect(w.discontinuitySequence).toBe(1);
  });

  it('does not flag a loop start that opens the window (the sequence number already counts it)', () => {
    const w = liveWindow(three, { nowMs: at(12), epochMs, windowSize: 3 });
    expect(w.segments[0]).toMatchObject({ sequence: 3, loop: 1, index: 0, discontinuity: false });
    expect(w.discontinuitySequence).toBe(1);
  });

  it('keeps every segment identical across reloads: same number, same start, same source', () => {
    const seen = new Map<number, string>();
    let previous = -1;
    for (let ms = at(6); ms < at(6 * 40); ms += 700) {
      const w = liveWindow(three, { nowMs: ms, epochMs, windowSize: 4 });
      expect(w.mediaSequence).toBeGreaterThanOrEqual(previous);
      previous = w.mediaSequence;
      w.segments.forEach((s, i) => {
        expect(s.sequence).toBe(w.mediaSequence + i);
        const key = `${s.loop}/${s.index}/${s.startMs}`;
        expect(seen.get(s.sequence) ?? key).toBe(key);
        seen.set(s.sequence, key);
      });
    }
  });

  it('gives each segment the discontinuity sequence of its loop', () => {
    for (let ms = at(6); ms < at(60); ms += 500) {
      const w = liveWindow(three, { nowMs: ms, epochMs, windowSize: 5 });
      let discontinuity = w.discontinuitySequence;
      for (const s of w.segments) {
        if (s.discontinuity) discontinuity += 1;
        expect(discontinuity).toBe(s.loop);
      }
    }
  });

  it('dates segments on the wall clock: the newest one has just finished', () => {
    const now = at(1000 * 6 + 3.25);
    const w = liveWindow(three, { nowMs: now, epochMs, windowSize: 6 });
    const newest = w.segments[w.segments.length - 1]!;
    expect(newest.startMs + newest.durationMs).toBeLessThanOrEqual(now);
    expect(now - (newest.startMs + newest.durationMs)).toBeLessThan(2000);
    for (const s of w.segments) expect(s.startMs).toBe(epochMs + s.sequence * 2000);
  });

  it('handles segments of unequal length', () => {
    const uneven = [2, 2, 1.5]; // one loop = 5.5 s
    const w = liveWindow(uneven, { nowMs: at(11.5), epochMs, windowSize: 4 });
    expect(w.segments.map((s) => [s.sequence, s.index, s.startMs - epochMs, s.durationMs])).toEqual([
      [2, 2, 4000, 1500],
      [3, 0, 5500, 2000],
      [4, 1, 7500, 2000],
      [5, 2, 9500, 1500],
    ]);
    expect(w.segments[1]!.discontinuity).toBe(true);
  });

  it('stays exact years after the epoch', () => {
    const now = Date.UTC(2031, 5, 15, 12, 0, 1);
    const w = liveWindow([2, 2, 2, 2, 2], { nowMs: now, epochMs, windowSize: 6 });
    const newest = w.segments[5]!;
    expect(newest.startMs % 2000).toBe(epochMs % 2000);
    expect(new Date(newest.startMs + newest.durationMs).toISOString()).toBe('2031-06-15T12:00:00.000Z');
  });

  it('lists only what has played when the channel is younger than the window', () => {
    expect(sequences(liveWindow(three, { nowMs: at(4.5), epochMs, windowSize: 6 }))).toEqual([0, 1]);
    expect(liveWindow(three, { nowMs: at(1), epochMs, windowSize: 6 }).segments).toEqual([]);
  });

  it('refuses inputs that have no channel', () => {
    expect(() => liveWindow([], { nowMs: at(10), epochMs, windowSize: 3 })).toThrow(RangeError);
    expect(() => liveWindow(three, { nowMs: at(10), epochMs, windowSize: 0 })).toThrow(RangeError);
    expect(() => liveWindow([2, 0], { nowMs: at(10), epochMs, windowSize: 3 })).toThrow(RangeError);
  });
});
