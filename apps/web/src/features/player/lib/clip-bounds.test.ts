import { describe, expect, it } from 'vitest';
import { ClipBounds, pastOutMark, restartPoint } from './clip-bounds';
import { initialPlayerState } from './player-state';

const video = (currentTime: number, paused = false) =>
  ({ currentTime, paused }) as HTMLVideoElement;

describe('clip bounds', () => {
  it('marks a recorded clip once, from its in mark; a live source or a plain video has none', () => {
    const bounds = new ClipBounds();
    bounds.reset({ url: '/c.m3u8', live: false, clipLength: 20 });
    expect(bounds.marksFrom(3.5, null)).toEqual({ start: 3.5, end: 23.5 });
    expect(bounds.marksFrom(9, { start: 3.5, end: 23.5 })).toBeNull();
    bounds.reset({ url: '/l.m3u8', live: true, clipLength: 20 });
    expect(bounds.marksFrom(0, null)).toBeNull();
    bounds.reset({ url: '/v.m3u8', live: false });
    expect(bounds.marksFrom(0, null)).toBeNull();
  });

  it('stops at the out mark only while playing past it', () => {
    const clip = { start: 3, end: 23 };
    expect(pastOutMark(video(23), clip)).toBe(true);
    expect(pastOutMark(video(22.9), clip)).toBe(false);
    expect(pastOutMark(video(30, true), clip)).toBe(false);
    expect(pastOutMark(video(30), null)).toBe(false);
  });

  it('restarts a finished clip at its in mark, an ended recording at 0, and keeps live in place', () => {
    const clip = { start: 3, end: 23 };
    expect(restartPoint({ ...initialPlayerState, clip, phase: 'paused' }, 23)).toBe(3);
    expect(restartPoint({ ...initialPlayerState, clip, phase: 'paused' }, 10)).toBeNull();
    expect(restartPoint({ ...initialPlayerState, phase: 'ended' }, 90)).toBe(0);
    expect(restartPoint({ ...initialPlayerState, phase: 'ended', live: true }, 90)).toBeNull();
  });
});
