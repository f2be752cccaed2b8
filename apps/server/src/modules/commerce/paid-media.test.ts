// The per-tenant set of paid assets (ADR 049): what an address grants, one load shared by
// concurrent requests, forgotten on invalidation or after its lifetime, a failed load not kept.
import { describe, expect, it } from 'vitest';
import { createPaidMedia, paidGrants } from './paid-media';

describe('paidGrants', () => {
  it('names the assets of local media addresses, and nothing for images or other hosts', () => {
    expect(
      paidGrants([
        '/media/vod/paid-match-1/master.m3u8',
        '/media/live/paid-match-3/master.m3u8?dvr=1',
        '/media/clip/paid-match-2/1000-5000/master.m3u8',
        '/media/uploads/tn-touchline/job-1/master.m3u8',
        '/media/posters/poster-1.jpg',
        'https://cdn.example/live/master.m3u8',
        null,
      ]),
    ).toEqual(new Set(['paid-match-1', 'paid-match-3', 'paid-match-2', 'uploads/job-1']));
  });
});

describe('createPaidMedia', () => {
  it('loads a tenant once, until invalidated or past its lifetime', async () => {
    let now = 0;
    const loads: string[] = [];
    let urls = ['/media/vod/paid-match-1/master.m3u8'];
    const paid = createPaidMedia({
      load: (tenantId) => {
        loads.push(tenantId);
        return Promise.resolve(urls);
      },
      ttlMs: 1000,
      now: () => now,
    });
    const answers = await Promise.all([
      paid.isPaid('tn-a', 'paid-match-1'),
      paid.isPaid('tn-a', 'match-1'),
    ]);
    expect(answers).toEqual([true, false]);
    expect(loads).toEqual(['tn-a']);
    urls = [];
    expect(await paid.isPaid('tn-a', 'paid-match-1')).toBe(true);
    paid.invalidate('tn-a');
    expect(await paid.isPaid('tn-a', 'paid-match-1')).toBe(false);
    urls = ['/media/vod/paid-match-1/master.m3u8'];
    now = 999;
    expect(await paid.isPaid('tn-a', 'paid-match-1')).toBe(false);
    now = 2000;
    expect(await paid.isPaid('tn-a', 'paid-match-1')).toBe(true);
    expect(await paid.isPaid('tn-b', 'paid-match-1')).toBe(true);
    expect(loads).toEqual(['tn-a', 'tn-a', 'tn-a', 'tn-b']);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const paid = createPaidMedia({
      load: () =>
        fail
          ? Promise.reject(new Error('database down'))
          : Promise.resolve(['/media/vod/paid-match-1/master.m3u8']),
    });
    await expect(paid.isPaid('tn-a', 'paid-match-1')).rejects.toThrow('database down');
    fail = false;
    expect(await paid.isPaid('tn-a', 'paid-match-1')).toBe(true);
  });
});
