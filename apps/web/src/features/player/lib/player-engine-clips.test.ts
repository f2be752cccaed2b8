import { describe, expect, it } from 'vitest';
import { hlsEvents } from './hls-types';
import { setupEngine } from './player-fakes';

describe('PlayerEngine: user clips', () => {
  it('stops a user clip at its out mark, not at the end of its last segment, and replays from its in mark', async () => {
    const { video, hls, engine, phases } = setupEngine();
    // A 20 s clip whose playlist starts 3.5 s before its in mark and runs past its out mark.
    await engine.load({
      url: '/media/clip/a/63500-83500/master.m3u8',
      live: false,
      clipLength: 20,
    });
    const instance = hls.created[0]!;
    instance.emit(hlsEvents.levelLoaded, { details: { startTimeOffset: 3.5 } });
    expect(engine.getState().clip).toEqual({ start: 3.5, end: 23.5 });
    video.duration = 30;
    video.ranges = [[0, 30]];
    video.currentTime = 3.5;
    video.fire('loadedmetadata');
    await engine.play();

    video.currentTime = 23.2;
    video.fire('timeupdate');
    expect(video.paused).toBe(false);
    video.currentTime = 23.6;
    video.fire('timeupdate');
    expect(video.paused).toBe(true);
    expect(video.currentTime).toBe(23.5);
    expect(engine.getState()).toMatchObject({ phase: 'ended', currentTime: 23.5 });
    expect(phases.at(-1)).toBe('ended');

    // Seeks stay between the marks; playing again starts from the in mark.
    engine.seek(28);
    expect(video.currentTime).toBe(23.5);
    engine.seek(1);
    expect(video.currentTime).toBe(3.5);
    video.currentTime = 23.5;
    await engine.play();
    expect(video.currentTime).toBe(3.5);
    expect(engine.getState().phase).toBe('playing');
  });

  it('a clip played by the browser itself starts its out mark from where it first plays', async () => {
    const { video, engine } = setupEngine({ supported: false });
    video.canPlayType = () => 'maybe';
    await engine.load({ url: '/clip.m3u8', live: false, clipLength: 10 });
    video.duration = 16;
    video.currentTime = 2;
    video.fire('loadedmetadata');
    await engine.play();
    expect(engine.getState().clip).toEqual({ start: 2, end: 12 });
    video.currentTime = 12.1;
    video.fire('timeupdate');
    expect(video.paused).toBe(true);
    expect(engine.getState().phase).toBe('ended');
  });

  it('a video that is no clip plays to its end', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/v.m3u8', live: false });
    hls.created[0]!.emit(hlsEvents.levelLoaded, { details: { startTimeOffset: 3 } });
    video.duration = 30;
    video.fire('loadedmetadata');
    await engine.play();
    video.currentTime = 29;
    video.fire('timeupdate');
    expect(engine.getState()).toMatchObject({ clip: null, phase: 'playing' });
  });
});
