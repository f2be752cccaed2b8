// What a league, category or team page puts in <head>: its name as the title, and share cards
// with its banner or logo; a team is also described as a schema.org SportsTeam.
import type { Identity } from '@touchline/contract/entities/identity';
import type { TFunction } from 'i18next';
import type { PageHeadTags } from '../../../lib/router/page-head-tags';

/** Absolute on the server, which knows the origin; as given otherwise. */
const absolute = (url: string | null, origin: string) =>
  url && origin ? new URL(url, origin).href : url;

/** "Zürich Kestrels (Football): live games, the schedule and replays.", in the visit's words. */
export function identityDescription(identity: Identity, t?: TFunction): string {
  const name = identity.title;
  const within = identity.mainCategories.map((category) => category.title).join(', ');
  if (!t) return within ? `${name} · ${within}` : name;
  return within
    ? t('catalog.identityHead.descriptionWithin', { name, within })
    : t('catalog.identityHead.description', { name });
}

export function identityHead(
  identity: Identity,
  origin: string,
  pageUrl: string,
  t?: TFunction,
): PageHeadTags {
  const image = absolute(identity.bannerUrl ?? identity.imageUrl ?? identity.logoUrl, origin);
  const title = identity.title;
  const description = identityDescription(identity, t);
  return {
    title,
    meta: [
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      ...(image
        ? [
            { property: 'og:image', content: image },
            { name: 'twitter:image', content: image },
          ]
        : []),
    ],
    structuredData:
      identity.kind === 'team' || identity.kind === 'club'
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'SportsTeam',
              name: title,
              url: pageUrl,
              ...(identity.logoUrl ? { logo: absolute(identity.logoUrl, origin) } : {}),
            },
          ]
        : [],
  };
}
