import { describe, expect, it } from 'vitest';
import { hlsEvents } from './hls-types';
import { PlayerEngine } from './player-engine';
import { FakeTextTrack, FakeVideo, fakeHlsFactory } from './player-fakes';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { supported?: boolean } = {}) {
  const video = new FakeVideo();
  const hls = fakeHlsFactory(options.supported ?? true);
  const engine = new PlayerEngine({ video: video.asVideo(), loadHls: hls.load });
  const phases: string[] = [];
  engine.subscribe((state) => {
    if (phases.at(-1) !== state.phase) phases.push(state.phase);
  });
  return { video, hls, engine, phases };
}

describe('PlayerEngine', () => {
  it('plays a VOD through hls.js: loading, ready, playing, paused, ended', async () => {
    const { video, hls, engine, phases } = setup();
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
    const { hls, engine } = setup();
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
    const { video, hls, engine } = setup();
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
    const { video, hls, engine } = setup();
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
    const { video, hls, engine } = setup();
    video.refusePlay = (muted) => !muted;
    await engine.load({ url: '/v.m3u8', live: false }, { autoplay: true });
    hls.created[0]!.emit(hlsEvents.manifestParsed);
    await flush();
    expect(video.muted).toBe(true);
    expect(engine.getState()).toMatchObject({ phase: 'playing', needsGesture: false });

    const second = setup();
    second.video.refusePlay = () => true;
    await second.engine.play();
    expect(second.engine.getState().needsGesture).toBe(true);
  });

  it('retries fatal network errors, recovers a media error once, then reports the error', async () => {
    const { hls, engine } = setup();
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
    const { video, hls, engine } = setup();
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

  it('shows subtitle tracks and turns captions on and off, hiding the browser’s own rendering', async () => {
    const { hls, engine } = setup();
    await engine.load({ url: '/v.m3u8', live: false });
    const instance = hls.created[0]!;
    instance.subtitleTracks = [{ name: 'English', lang: 'en' }];
    instance.emit(hlsEvents.subtitleTracksUpdated);
    expect(engine.getState().captions).toEqual([{ index: 0, label: 'English', lang: 'en' }]);
    engine.setCaption(0);
    expect(instance.subtitleTrack).toBe(0);
    expect(instance.subtitleDisplay).toBe(false);
    expect(engine.getState().caption).toBe(0);
    engine.setCaption(-1);
    expect(instance.subtitleTrack).toBe(-1);
    expect(engine.getState().caption).toBe(-1);
  });

  it('reads the active cues of the track in use and clears them when captions go off', async () => {
    const { video, hls, engine } = setup();
    await engine.load({ url: '/v.m3u8', live: false });
    const instance = hls.created[0]!;
    instance.subtitleTracks = [
      { name: 'English', lang: 'en' },
      { name: 'Deutsch', lang: 'de' },
    ];
    instance.emit(hlsEvents.subtitleTracksUpdated);
    const english = new FakeTextTrack('subtitles', 'English');
    const german = new FakeTextTrack('subtitles', 'Deutsch');
    video.textTracks.add(english);
    video.textTracks.add(german);

    german.mode = 'hidden';
    engine.setCaption(1);
    german.showCues('TOR! Northgate trifft. 1:0');
    expect(engine.getState().cues).toEqual(['TOR! Northgate trifft. 1:0']);
    english.showCues('GOAL! Northgate score. 1–0');
    expect(engine.getState().cues).toEqual(['TOR! Northgate trifft. 1:0']);
    german.showCues();
    expect(engine.getState().cues).toEqual([]);

    german.showCues('Northgate baut von hinten auf.');
    german.mode = 'disabled';
    engine.setCaption(-1);
    expect(engine.getState().cues).toEqual([]);
    german.showCues('Harbour City presst früh.');
    expect(engine.getState().cues).toEqual([]);
  });

  it('toggles captions in the chosen language, else the interface’s, and keeps them across loads', async () => {
    const { hls, engine } = setup();
    const tracks = [
      { name: 'English', lang: 'en' },
      { name: 'Deutsch', lang: 'de' },
      { name: 'Français', lang: 'fr' },
    ];
    await engine.load({ url: '/main.m3u8', live: false });
    const first = hls.created[0]!;
    first.subtitleTracks = tracks;
    first.emit(hlsEvents.subtitleTracksUpdated);
    engine.toggleCaptions('fr-CA');
    expect(first.subtitleTrack).toBe(2);
    engine.toggleCaptions('fr-CA');
    expect(first.subtitleTrack).toBe(-1);
    engine.setCaption(1);
    engine.toggleCaptions('fr-CA');
    engine.toggleCaptions('fr-CA');
    expect(first.subtitleTrack).toBe(1);

    // The panoramic view has no captions; back on the main view, German comes back by itself.
    await engine.switchSource({ url: '/panoramic.m3u8', live: false });
    hls.created[1]!.emit(hlsEvents.subtitleTracksUpdated);
    expect(engine.getState()).toMatchObject({ captions: [], caption: -1 });
    await engine.switchSource({ url: '/main.m3u8', live: false });
    const third = hls.created[2]!;
    third.subtitleTracks = [tracks[2]!, tracks[1]!];
    third.emit(hlsEvents.subtitleTracksUpdated);
    // hls.js sets its own initial track after the event; the engine's choice comes after that.
    third.subtitleTrack = -1;
    await flush();
    expect(third.subtitleTrack).toBe(1);
    expect(engine.getState().caption).toBe(1);

    engine.toggleCaptions('en');
    const fourth = (await engine.load({ url: '/main.m3u8', live: false }), hls.created[3]!);
    fourth.subtitleTracks = tracks;
    fourth.emit(hlsEvents.subtitleTracksUpdated);
    await flush();
    expect(fourth.subtitleTrack).toBe(-1);
  });

  it('uses the browser HLS when hls.js is unsupported, or reports unsupported', async () => {
    const { video, engine } = setup({ supported: false });
    video.canPlayType = () => 'maybe';
    await engine.load({ url: '/v.m3u8', live: false });
    expect(video.src).toBe('/v.m3u8');

    const none = setup({ supported: false });
    await none.engine.load({ url: '/v.m3u8', live: false });
    expect(none.engine.getState()).toMatchObject({ phase: 'error', error: 'unsupported' });
  });

  it('stops a user clip at its out mark, not at the end of its last segment, and replays from its in mark', async () => {
    const { video, hls, engine, phases } = setup();
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
    const { video, engine } = setup({ supported: false });
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
    const { video, hls, engine } = setup();
    await engine.load({ url: '/v.m3u8', live: false });
    hls.created[0]!.emit(hlsEvents.levelLoaded, { details: { startTimeOffset: 3 } });
    video.duration = 30;
    video.fire('loadedmetadata');
    await engine.play();
    video.currentTime = 29;
    video.fire('timeupdate');
    expect(engine.getState()).toMatchObject({ clip: null, phase: 'playing' });
  });

  it('mutes and unmutes, and stops listening once destroyed', async () => {
    const { video, hls, engine } = setup();
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
