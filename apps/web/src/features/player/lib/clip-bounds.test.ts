import { describe, expect, it } from 'vitest';
import { ClipBounds, stopAtOutMark, restartPoint } from './clip-bounds';
import { initialPlayerState } from './player-state';

/** An element as far as the marks read and move it: its position, paused or not, and pause(). */
const video = (currentTime: number, paused = false) => {
  const element = { currentTime, paused, pause: () => (element.paused = true) };
  return element as unknown as HTMLVideoElement;
};

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

  it('stops at the out mark only while playing past it, and puts the position on it', () => {
    const clip = { start: 3, end: 23 };
    const past = video(23.4);
    expect(stopAtOutMark(past, clip)).toBe(true);
    expect(past).toMatchObject({ paused: true, currentTime: 23 });
    const before = video(22.9);
    expect(stopAtOutMark(before, clip)).toBe(false);
    expect(before).toMatchObject({ paused: false, currentTime: 22.9 });
    expect(stopAtOutMark(video(30, true), clip)).toBe(false);
    const noClip = video(30);
    expect(stopAtOutMark(noClip, null)).toBe(false);
    expect(noClip.paused).toBe(false);
  });

  it('restarts a finished clip at its in mark, an ended recording at 0, and keeps live in place', () => {
    const clip = { start: 3, end: 23 };
    expect(restartPoint({ ...initialPlayerState, clip, phase: 'paused' }, 23)).toBe(3);
    expect(restartPoint({ ...initialPlayerState, clip, phase: 'paused' }, 10)).toBeNull();
    expect(restartPoint({ ...initialPlayerState, phase: 'ended' }, 90)).toBe(0);
    expect(restartPoint({ ...initialPlayerState, phase: 'ended', live: true }, 90)).toBeNull();
  });
});
