import { describe, expect, it } from 'vitest';
import { beforePlayBuffer, playingBuffer } from './buffer-ahead';
import { hlsEvents } from './hls-types';
import { flush, setupEngine } from './player-fakes';

describe('PlayerEngine: how far ahead hls.js fetches', () => {
  it('fetches a few seconds of a game the viewer has not started, and the full buffer once it plays', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/media/vod/match-1/master.m3u8', live: false });
    const instance = hls.created[0]!;
    expect(instance.config).toEqual(beforePlayBuffer);
    expect(beforePlayBuffer.maxMaxBufferLength).toBeLessThanOrEqual(10);

    video.duration = 5400;
    video.ranges = [[0, 4]];
    video.fire('loadedmetadata');
    video.fire('progress');
    expect(instance.config).toEqual(beforePlayBuffer);

    await engine.play();
    expect(instance.config).toEqual(playingBuffer);
  });

  it('fetches no more than that when the browser refuses autoplay, however long the page stays', async () => {
    const { video, hls, engine } = setupEngine();
    video.refusePlay = () => true;
    await engine.load({ url: '/media/vod/match-1/master.m3u8', live: false }, { autoplay: true });
    const instance = hls.created[0]!;
    instance.emit(hlsEvents.manifestParsed);
    await flush();
    expect(video.playCalls).toBeGreaterThan(0);
    expect(engine.getState().needsGesture).toBe(true);
    expect(instance.config).toEqual(beforePlayBuffer);
  });

  it('widens the buffer of a stream that plays at once as soon as it plays', async () => {
    const { hls, engine } = setupEngine();
    await engine.load({ url: '/media/live/match-1/master.m3u8', live: true }, { autoplay: true });
    const instance = hls.created[0]!;
    expect(instance.config).toEqual(beforePlayBuffer);
    instance.emit(hlsEvents.manifestParsed);
    await flush();
    expect(instance.config).toEqual(playingBuffer);
  });

  it('keeps a ceiling hls.js lowered after its buffer filled up, when playback starts again', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/v.m3u8', live: false });
    const instance = hls.created[0]!;
    await engine.play();
    // hls.js halves maxMaxBufferLength itself on a bufferFullError.
    instance.config.maxMaxBufferLength = 300;
    engine.pause();
    video.fire('pause');
    await engine.play();
    expect(instance.config).toEqual({ maxBufferLength: 30, maxMaxBufferLength: 300 });
  });
});
