import { describe, expect, it, vi } from 'vitest';
import { hlsEvents } from './hls-types';
import { PlayerEngine } from './player-engine';
import { FakeVideo, fakeHlsFactory } from './player-fakes';
import { findLinearAd, pickMediaFile, PrerollRun } from './preroll';
import type { VastCreative, VastLibrary, VastResponse } from './vast-types';

const linear = (overrides: Partial<VastCreative> = {}): VastCreative => ({
  type: 'linear',
  duration: 20,
  skipDelay: 5,
  mediaFiles: [
    { fileURL: '/media/vod/highlight-2/master.m3u8', mimeType: 'application/x-mpegURL' },
  ],
  videoClickThroughURLTemplate: { url: '/highlight/' },
  ...overrides,
});

function fakeVast(documents: Record<string, VastResponse | Error>) {
  const calls: string[] = [];
  const tracked: string[] = [];
  const library: VastLibrary = {
    client: {
      get: (url) => {
        calls.push(url);
        const answer = documents[url];
        return answer instanceof Error || answer === undefined
          ? Promise.reject(answer ?? new Error('404'))
          : Promise.resolve(answer);
      },
    },
    tracker: () => ({
      trackImpression: () => tracked.push('impression'),
      setDuration: (d) => tracked.push(`duration:${d}`),
      setProgress: (p) => tracked.push(`progress:${p}`),
      complete: () => tracked.push('complete'),
      skip: () => tracked.push('skip'),
      error: () => tracked.push('error'),
    }),
  };
  return { library, calls, tracked };
}

const canPlay = () => true;

describe('choosing the pre-roll', () => {
  it('prefers an HLS file, else a playable progressive one', () => {
    expect(
      pickMediaFile(
        [
          { fileURL: '/ad.mp4', mimeType: 'video/mp4' },
          { fileURL: ' /ad.m3u8 ', mimeType: 'application/vnd.apple.mpegurl' },
        ],
        canPlay,
      ),
    ).toEqual({ url: '/ad.m3u8', hls: true });
    expect(pickMediaFile([{ fileURL: '/ad.mp4', mimeType: 'video/mp4' }], canPlay)).toEqual({
      url: '/ad.mp4',
      hls: false,
    });
    expect(
      pickMediaFile([{ fileURL: '/ad.webm', mimeType: 'video/webm' }], () => false),
    ).toBeNull();
    expect(
      pickMediaFile([{ fileURL: '/ad.js', mimeType: 'application/javascript' }], canPlay),
    ).toBeNull();
  });

  it('moves on past a failing document and non-linear creatives to the first playable linear ad', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { library, calls } = fakeVast({
      '/broken.xml': new Error('timeout'),
      '/good.xml': {
        ads: [{ creatives: [{ type: 'companion', mediaFiles: [] }, linear({ skipDelay: -1 })] }],
      },
    });
    const ad = await findLinearAd(
      [
        { url: '/broken.xml', timeOffset: 0 },
        { url: '/good.xml', timeOffset: 0 },
      ],
      library,
      canPlay,
    );
    expect(calls).toEqual(['/broken.xml', '/good.xml']);
    expect(ad).toMatchObject({
      media: { url: '/media/vod/highlight-2/master.m3u8', hls: true },
      skipDelay: null,
      clickThrough: '/highlight/',
    });
    expect(await findLinearAd([], library, canPlay)).toBeNull();
  });
});

async function startRun(creative: VastCreative) {
  const vast = fakeVast({ '/ad.xml': { ads: [{ creatives: [creative] }] } });
  const ad = (await findLinearAd([{ url: '/ad.xml', timeOffset: 0 }], vast.library, canPlay))!;
  const video = new FakeVideo();
  const hls = fakeHlsFactory();
  const engine = new PlayerEngine({ video: video.asVideo(), loadHls: hls.load });
  const run = new PrerollRun(ad, engine, vast.library);
  await run.start();
  hls.created[0]!.emit(hlsEvents.manifestParsed);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { run, video, hls, tracked: vast.tracked };
}

describe('tracking addresses', () => {
  it('resolves addresses relative to the VAST document so the client tracks them', async () => {
    const ad = {
      impressionURLTemplates: [{ id: 'x', url: '/media/vast/pixel.svg?event=impression' }],
      creatives: [
        {
          ...linear(),
          trackingEvents: { skip: ['pixel.svg?event=skip'], start: ['https://ads.example/s'] },
        },
      ],
    };
    const { library } = fakeVast({ '/media/vast/preroll.xml': { ads: [ad] } });
    await findLinearAd(
      [{ url: '/media/vast/preroll.xml', timeOffset: 0 }],
      library,
      canPlay,
      'http://tl.test',
    );
    expect(ad.impressionURLTemplates[0]!.url).toBe(
      'http://tl.test/media/vast/pixel.svg?event=impression',
    );
    expect(ad.creatives[0]!.trackingEvents).toEqual({
      skip: ['http://tl.test/media/vast/pixel.svg?event=skip'],
      start: ['https://ads.example/s'],
    });
  });
});

describe('PrerollRun', () => {
  it('tracks the impression once, counts down to skipping and reports the skip', async () => {
    const { run, video, hls, tracked } = await startRun(linear());
    expect(hls.created[0]!.source).toBe('/media/vod/highlight-2/master.m3u8');
    expect(tracked.filter((t) => t === 'impression')).toHaveLength(1);
    expect(run.getState().skipIn).toBe(5);
    expect(run.skip()).toBe(false);

    video.currentTime = 2.2;
    video.fire('timeupdate');
    expect(run.getState().skipIn).toBe(3);
    video.currentTime = 5;
    video.fire('timeupdate');
    expect(run.getState().skipIn).toBe(0);
    expect(run.skip()).toBe(true);
    await expect(run.finished).resolves.toBe('skip');
    expect(tracked).toContain('skip');
    expect(tracked).not.toContain('complete');
    expect(hls.created[0]!.destroyed).toBe(true);
    expect(tracked.filter((t) => t === 'impression')).toHaveLength(1);
  });

  it('reports completion when the ad ends, and never allows a skip the VAST does not', async () => {
    const { run, video, tracked } = await startRun(linear({ skipDelay: null }));
    video.currentTime = 19;
    video.fire('timeupdate');
    expect(run.getState().skipIn).toBeNull();
    expect(run.skip()).toBe(false);
    expect(tracked).toContain('progress:19');
    video.fire('ended');
    await expect(run.finished).resolves.toBe('complete');
    expect(tracked.at(-1)).toBe('complete');
  });

  it('ends with an error report when the ad cannot play, so the game still starts', async () => {
    const { run, hls, tracked } = await startRun(linear());
    const fatal = { fatal: true, type: 'otherError', details: 'x' };
    hls.created[0]!.emit(hlsEvents.error, fatal);
    await expect(run.finished).resolves.toBe('error');
    expect(tracked).toContain('error');
  });
});
