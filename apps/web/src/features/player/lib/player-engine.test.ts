import { describe, expect, it } from 'vitest';
import { hlsEvents } from './hls-types';
import { PlayerEngine } from './player-engine';
import { FakeVideo, fakeHlsFactory, flush, setupEngine } from './player-fakes';

describe('PlayerEngine', () => {
  it('plays a VOD through hls.js: loading, ready, playing, paused, ended', async () => {
    const { video, hls, engine, phases } = setupEngine();
    await engine.load({ url: '/media/vod/match-1/master.m3u8', live: false });
    const instance = hls.created[0]!;
    expect(instance.source).toBe('/media/vod/match-1/master.m3u8');
    expect(instance.media).toBe(video);
    expect(instance.options.live).toBe(false);

    video.duration = 90;
    video.ranges = [[0, 90]];
    video.fire('loadedmetadata');
    expect(engine.getState()).toMatchObject({ phase: 'ready', duration: 90, live: false });

    await engine.togglePlay();
    video.currentTime = 12;
    video.fire('timeupdate');
    expect(engine.getState()).toMatchObject({ phase: 'playing', currentTime: 12 });
    await engine.togglePlay();
    video.fire('ended');
    expect(phases).toEqual(['loading', 'ready', 'playing', 'paused', 'ended']);
  });

  it('lists renditions highest first and switches them, or hands back to auto', async () => {
    const { hls, engine } = setupEngine();
    await engine.load({ url: '/v.m3u8', live: false });
    const instance = hls.created[0]!;
    instance.emit(hlsEvents.manifestParsed);
    expect(engine.getState().renditions.map((r) => r.height)).toEqual([480, 240]);

    engine.setQuality(0);
    expect(instance.currentLevel).toBe(0);
    expect(instance.nextLevel).toBe(0);
    expect(engine.getState().quality).toBe(0);
    instance.emit(hlsEvents.levelSwitched);
    expect(engine.getState().activeRendition).toBe(0);

    engine.setQuality('auto');
    expect(instance.currentLevel).toBe(-1);
    expect(instance.nextLevel).toBe(-1);
    expect(engine.getState().quality).toBe('auto');
  });

  it('plays live with a DVR window, seeks back inside it and returns to the live edge', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/media/live/match-1/master.m3u8', live: true });
    const instance = hls.created[0]!;
    expect(instance.options.live).toBe(true);
    video.ranges = [[100, 112]];
    instance.liveSyncPosition = 106;
    video.currentTime = 106;
    video.fire('loadedmetadata');
    await engine.play();
    expect(engine.getState()).toMatchObject({
      live: true,
      duration: 12,
      liveEdge: 106,
      atLiveEdge: true,
      seekable: { start: 100, end: 112 },
    });

    engine.seekBy(-5);
    expect(video.currentTime).toBe(101);
    expect(engine.getState().atLiveEdge).toBe(false);
    engine.seekBy(-30);
    expect(video.currentTime).toBe(100);

    engine.goLive();
    expect(video.currentTime).toBe(106);
    expect(engine.getState().atLiveEdge).toBe(true);
  });

  it('rejoins the live edge after a stall, but not after the viewer paused or went back', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/media/live/match-1/master.m3u8', live: true });
    const instance = hls.created[0]!;
    video.ranges = [[100, 130]];
    instance.liveSyncPosition = 120;
    video.currentTime = 112;
    video.fire('loadedmetadata');
    // A slow start: by the time the first frame plays the edge has moved on.
    video.fire('playing');
    expect(video.currentTime).toBe(120);
    expect(engine.getState().atLiveEdge).toBe(true);

    // The viewer goes back into the DVR window: a stall there does not pull them to live.
    engine.seekBy(-15);
    video.fire('waiting');
    video.fire('playing');
    expect(video.currentTime).toBe(105);

    engine.goLive();
    engine.pause();
    instance.liveSyncPosition = 126;
    video.fire('playing');
    expect(video.currentTime).toBe(120);
  });

  it('falls back to muted autoplay when sound is refused, and asks for a gesture when that fails too', async () => {
    const { video, hls, engine } = setupEngine();
    video.refusePlay = (muted) => !muted;
    await engine.load({ url: '/v.m3u8', live: false }, { autoplay: true });
    hls.created[0]!.emit(hlsEvents.manifestParsed);
    await flush();
    expect(video.muted).toBe(true);
    expect(engine.getState()).toMatchObject({ phase: 'playing', needsGesture: false });

    const second = setupEngine();
    second.video.refusePlay = () => true;
    await second.engine.play();
    expect(second.engine.getState().needsGesture).toBe(true);
  });

  it('retries fatal network errors, recovers a media error once, then reports the error', async () => {
    const { hls, engine } = setupEngine();
    await engine.load({ url: '/v.m3u8', live: false });
    const instance = hls.created[0]!;
    const fatal = (type: string) =>
      instance.emit(hlsEvents.error, { fatal: true, type, details: 'x' });
    instance.emit(hlsEvents.error, { fatal: false, type: 'networkError', details: 'x' });
    fatal('networkError');
    fatal('networkError');
    expect(instance.startLoads).toBe(2);
    expect(engine.getState().phase).toBe('loading');
    fatal('mediaError');
    expect(instance.recoveries).toBe(1);
    fatal('networkError');
    expect(engine.getState()).toMatchObject({ phase: 'error', error: 'network' });

    // A new stream clears the error.
    await engine.load({ url: '/other.m3u8', live: true });
    expect(instance.destroyed).toBe(true);
    expect(engine.getState()).toMatchObject({ phase: 'loading', error: null, live: true });
  });

  it('switches a VOD view keeping its position, and ignores a load overtaken by a newer one', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/main.m3u8', live: false });
    video.currentTime = 33;
    await engine.switchSource({ url: '/panoramic.m3u8', live: false });
    expect(hls.created[1]!.options.startPosition).toBe(33);
    expect(hls.created[1]!.source).toBe('/panoramic.m3u8');

    const first = engine.load({ url: '/slow.m3u8', live: false });
    const second = engine.load({ url: '/fast.m3u8', live: false });
    await Promise.all([first, second]);
    expect(hls.created.map((h) => h.source).slice(2)).toEqual(['/fast.m3u8']);
  });

  it('uses the browser HLS when hls.js is unsupported, or reports unsupported', async () => {
    const { video, engine } = setupEngine({ supported: false });
    video.canPlayType = () => 'maybe';
    await engine.load({ url: '/v.m3u8', live: false });
    expect(video.src).toBe('/v.m3u8');

    const none = setupEngine({ supported: false });
    await none.engine.load({ url: '/v.m3u8', live: false });
    expect(none.engine.getState()).toMatchObject({ phase: 'error', error: 'unsupported' });
  });

  it('mutes and unmutes, and stops listening once destroyed', async () => {
    const { video, hls, engine } = setupEngine();
    await engine.load({ url: '/v.m3u8', live: false });
    engine.toggleMute();
    video.fire('volumechange');
    expect(engine.getState().muted).toBe(true);
    engine.destroy();
    expect(hls.created[0]!.destroyed).toBe(true);
    video.currentTime = 50;
    video.fire('timeupdate');
    expect(engine.getState().currentTime).toBe(0);
  });
});

describe('PlayerEngine: when hls.js is fetched', () => {
  /** A loader that holds deferred (non-urgent) loads until the test releases them. */
  function deferredSetup() {
    const video = new FakeVideo();
    const hls = fakeHlsFactory();
    const asked: boolean[] = [];
    let release: (() => void) | null = null;
    const idle = new Promise<void>((resolve) => (release = resolve));
    const loadHls = (urgent: boolean) => {
      asked.push(urgent);
      if (urgent) release!();
      return idle.then(() => hls.factory);
    };
    const engine = new PlayerEngine({ video: video.asVideo(), loadHls });
    return { video, hls, engine, asked, release: () => release!() };
  }

  it('a live game that autoplays asks for it at once; other loads wait for an idle page', async () => {
    const live = deferredSetup();
    await live.engine.load({ url: '/live/master.m3u8', live: true }, { autoplay: true });
    expect(live.asked).toEqual([true]);

    const vod = deferredSetup();
    const loading = vod.engine.load({ url: '/vod/master.m3u8', live: false }, { autoplay: true });
    await flush();
    expect(vod.asked).toEqual([false]);
    expect(vod.hls.created).toHaveLength(0);
    vod.release();
    await loading;
    expect(vod.hls.created).toHaveLength(1);
  });

  it('a press on play before hls.js came fetches it at once and plays once attached', async () => {
    const { video, hls, engine, asked } = deferredSetup();
    const loading = engine.load({ url: '/vod/master.m3u8', live: false });
    await flush();
    await engine.togglePlay();
    expect(asked).toEqual([false, true]);
    await loading;
    expect(hls.created).toHaveLength(1);
    expect(video.playCalls).toBe(0);
    hls.created[0]!.emit(hlsEvents.manifestParsed);
    await flush();
    expect(video.playCalls).toBe(1);
  });
});
