import { describe, expect, it } from 'vitest';
import { identity } from './identity';
import type { IdentityInput } from './identity';

const base: IdentityInput = {
  id: 'league-1',
  mediaType: 'identity',
  kind: 'league',
  parentId: null,
  archived: false,
  title: 'Premier',
  order: 1,
  mainCategories: [],
  imageUrl: null,
  bannerUrl: null,
  banners: [{ imageUrl: '/media/images/b.jpg', linkUrl: null, linkTarget: '_self' }],
  mobileBanners: [],
  logoUrl: null,
  identityIds: [],
  facebookUrl: null,
  instagramUrl: null,
  xUrl: null,
  webUrl: null,
};

describe('identity', () => {
  it('keeps a real title', () => {
    expect(identity.parse(base).title).toBe('Premier');
  });

  it.each([null, undefined, '', '   '])('reads the title %j as NO TITLE', (title) => {
    expect(identity.parse({ ...base, title }).title).toBe('NO TITLE');
  });

  it('refuses a banner link target outside _self and _blank', () => {
    const banners = [{ imageUrl: '/b.jpg', linkUrl: '/x', linkTarget: 'javascript:' }];
    expect(identity.safeParse({ ...base, banners }).success).toBe(false);
  });
});
