import type { Banner } from '@touchline/contract/entities/identity';
import type { BannerKind } from '@touchline/contract/enums';
import { describe, expect, it } from 'vitest';
import { bannerLinkProps, selectBanners } from './banners';

const banner = (imageUrl: string, kind?: BannerKind, linkUrl: string | null = null): Banner => ({
  imageUrl,
  linkUrl,
  linkTarget: '_self',
  ...(kind ? { kind } : {}),
});

describe('banner selection', () => {
  it('pairs each banner with the mobile banner of the same kind and position', () => {
    const selection = selectBanners({
      bannerUrl: null,
      banners: [
        banner('/wide-1.svg', 'horizontal_banner', '/league/a/'),
        banner('/tall-1.svg', 'vertical_banner'),
        banner('/wide-2.svg', 'horizontal_banner'),
        banner('/pic.svg', 'image'),
      ],
      mobileBanners: [
        banner('/tall-m.svg', 'vertical_banner'),
        banner('/wide-1-m.svg', 'horizontal_banner'),
      ],
    });
    expect(selection.wide.map((b) => [b.imageUrl, b.mobileImageUrl, b.linkUrl])).toEqual([
      ['/wide-1.svg', '/wide-1-m.svg', '/league/a/'],
      ['/wide-2.svg', null, null],
    ]);
    expect(selection.tall.map((b) => [b.imageUrl, b.mobileImageUrl])).toEqual([
      ['/tall-1.svg', '/tall-m.svg'],
    ]);
    expect(selection.images.map((b) => b.imageUrl)).toEqual(['/pic.svg']);
  });

  it('treats banners without a kind as wide and does not repeat an identical mobile image', () => {
    const selection = selectBanners({
      bannerUrl: null,
      banners: [banner('/same.svg')],
      mobileBanners: [banner('/same.svg')],
    });
    expect(selection.wide).toHaveLength(1);
    expect(selection.wide[0]?.mobileImageUrl).toBeNull();
  });

  it('uses mobile banners everywhere when there are no desktop ones of that kind', () => {
    const selection = selectBanners({
      bannerUrl: null,
      banners: [],
      mobileBanners: [banner('/m.svg', 'image')],
    });
    expect(selection.images.map((b) => [b.imageUrl, b.mobileImageUrl])).toEqual([['/m.svg', null]]);
  });

  it('falls back to the single banner image, unlinked', () => {
    const selection = selectBanners({ bannerUrl: '/banner.svg', banners: [], mobileBanners: [] });
    expect(selection.wide).toEqual([
      expect.objectContaining({
        imageUrl: '/banner.svg',
        linkUrl: null,
        kind: 'horizontal_banner',
      }),
    ]);
    expect(selectBanners({ bannerUrl: null, banners: [], mobileBanners: [] })).toEqual({
      wide: [],
      tall: [],
      images: [],
    });
  });

  it('opens new-tab links without handing the page to the target', () => {
    const [wide] = selectBanners({
      bannerUrl: null,
      banners: [{ imageUrl: '/x.svg', linkUrl: 'https://example.com/', linkTarget: '_blank' }],
      mobileBanners: [],
    }).wide;
    expect(wide && bannerLinkProps(wide)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
