import { describe, expect, it } from 'vitest';
import { hlsEvents } from './hls-types';
import { FakeTextTrack, flush, setupEngine } from './player-fakes';

describe('PlayerEngine: captions', () => {
  it('shows subtitle tracks and turns captions on and off, hiding the browser’s own rendering', async () => {
    const { hls, engine } = setupEngine();
    await engine.load({ url: '/v.m3u8', live: false });
    const instance = hls.created[0]!;
    instance.subtitleTracks = [{ name: 'English', lang: 'en' }];
    instance.emit(hlsEvents.subtitleTracksUpdated);
    expect(engine.getState().captions).toEqual([{ index: 0, label: 'English', lang: 'en' }]);
    engine.captions.set(0);
    expect(instance.subtitleTrack).toBe(0);
    expect(instance.subtitleDisplay).toBe(false);
    expect(engine.getState().caption).toBe(0);
    engine.captions.set(-1);
    expect(instance.subtitleTrack).toBe(-1);
    expect(engine.getState().caption).toBe(-1);
  });

  it('reads the active cues of the track in use and clears them when captions go off', async () => {
    const { video, hls, engine } = setupEngine();
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
    engine.captions.set(1);
    german.showCues('TOR! Northgate trifft. 1:0');
    expect(engine.getState().cues).toEqual(['TOR! Northgate trifft. 1:0']);
    english.showCues('GOAL! Northgate score. 1–0');
    expect(engine.getState().cues).toEqual(['TOR! Northgate trifft. 1:0']);
    german.showCues();
    expect(engine.getState().cues).toEqual([]);

    german.showCues('Northgate baut von hinten auf.');
    german.mode = 'disabled';
    engine.captions.set(-1);
    expect(engine.getState().cues).toEqual([]);
    german.showCues('Harbour City presst früh.');
    expect(engine.getState().cues).toEqual([]);
  });

  it('toggles captions in the chosen language, else the interface’s, and keeps them across loads', async () => {
    const { hls, engine } = setupEngine();
    const tracks = [
      { name: 'English', lang: 'en' },
      { name: 'Deutsch', lang: 'de' },
      { name: 'Français', lang: 'fr' },
    ];
    await engine.load({ url: '/main.m3u8', live: false });
    const first = hls.created[0]!;
    first.subtitleTracks = tracks;
    first.emit(hlsEvents.subtitleTracksUpdated);
    engine.captions.toggle('fr-CA');
    expect(first.subtitleTrack).toBe(2);
    engine.captions.toggle('fr-CA');
    expect(first.subtitleTrack).toBe(-1);
    engine.captions.set(1);
    engine.captions.toggle('fr-CA');
    engine.captions.toggle('fr-CA');
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

    engine.captions.toggle('en');
    const fourth = (await engine.load({ url: '/main.m3u8', live: false }), hls.created[3]!);
    fourth.subtitleTracks = tracks;
    fourth.emit(hlsEvents.subtitleTracksUpdated);
    await flush();
    expect(fourth.subtitleTrack).toBe(-1);
  });
});
