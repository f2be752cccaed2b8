// The heads the server writes for listing, search, identity and content pages: translated into
// the visit's language, each with a title and a description.
import type { Identity } from '@touchline/contract/entities/identity';
import type { StaticPage } from '@touchline/contract/entities/static-page';
import { describe, expect, it } from 'vitest';
import { contentDescription, contentHead } from '../../features/content/lib/content-head';
import { listingHead } from '../../features/events/lib/listing-head';
import { identityHead } from '../../features/identities/lib/identity-head';
import { searchHead } from '../../features/search/lib/search-head';
import { createI18n } from '../i18n/i18n';
import { routeHead, type PageHeadTags } from './page-head-tags';

const metaOf = (tags: PageHeadTags, key: string) =>
  tags.meta.find((tag) => tag.name === key || tag.property === key)?.content;

const team = {
  id: 'team-1',
  mediaType: 'identity_item',
  kind: 'team',
  parentId: null,
  archived: false,
  title: 'Zürich Kestrels',
  order: 0,
  mainCategories: [{ id: 'football', title: 'Football' }],
  imageUrl: null,
  bannerUrl: null,
  banners: [],
  mobileBanners: [],
  logoUrl: '/media/crest.png',
  identityIds: [],
  facebookUrl: null,
  instagramUrl: null,
  xUrl: null,
  webUrl: null,
} as unknown as Identity;

describe('page heads', () => {
  it('a listing has its title and description in the visit language', async () => {
    const { t } = await createI18n('de');
    const live = listingHead(t, 'live');
    expect(live.title).toBe(t('listing.live.title'));
    expect(metaOf(live, 'description')).toBe(t('listing.live.description'));
    expect(metaOf(live, 'og:title')).toBe(live.title);
    expect(live.title).not.toBe('listing.live.title');

    const en = await createI18n('en');
    expect(listingHead(en.t, 'latest')).toMatchObject({ title: 'Latest' });
    expect(metaOf(listingHead(en.t, 'latest'), 'description')).toBe(
      'The newest games in the catalog.',
    );
    // A sport listing names its sport, tidied up when it has no translation.
    expect(listingHead(en.t, 'live', 'table_tennis').title).toBe('Live Table tennis');
  });

  it('the search page is titled and described like its page', async () => {
    const { t } = await createI18n('en');
    const head = searchHead(t);
    expect(head.title).toBe('Search');
    expect(metaOf(head, 'description')).toBe('Search teams, leagues and videos');
  });

  it('a team page is described in the visit language, with its categories', async () => {
    const { t } = await createI18n('fr');
    const head = identityHead(team, 'https://portal.test', 'https://portal.test/team/team-1/', t);
    expect(head.title).toBe('Zürich Kestrels');
    expect(metaOf(head, 'description')).toBe(
      'Zürich Kestrels (Football) : matchs en direct, calendrier et rediffusions.',
    );
    const plain = { ...team, mainCategories: [] } as Identity;
    const en = await createI18n('en');
    expect(metaOf(identityHead(plain, '', '/team/team-1/', en.t), 'description')).toBe(
      'Zürich Kestrels: live games, the schedule and replays.',
    );
  });

  it('a content page is described by the opening of its text, without markup', () => {
    const page = {
      type: 'about',
      title: 'About us',
      html: `<h1>About us</h1><p>We stream <strong>every</strong> game &amp; more.</p>`,
    } as StaticPage;
    const head = contentHead(page);
    expect(head.title).toBe('About us');
    expect(metaOf(head, 'description')).toBe('We stream every game & more.');
    const long = contentDescription(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('a route head lists the title first, then the tags', () => {
    expect(routeHead({ title: 'Live', meta: [{ name: 'description', content: 'x' }] })).toEqual({
      meta: [{ title: 'Live' }, { name: 'description', content: 'x' }],
      scripts: [],
    });
  });
});
