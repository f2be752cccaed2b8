// A listing page's head (/live/, /live/{sport}/, /upcoming/, /archive/, /latest/, …): the
// listing's title and description in the visit's language, as its page shows them.
import type { TFunction } from 'i18next';
import { describedPage, type PageHeadTags } from '../../../lib/router/page-head-tags';
import { tidySport } from '../components/sport-label';
import type { Listing } from './listings';

export function listingHead(t: TFunction, listing: Listing, sportType?: string): PageHeadTags {
  const title = sportType
    ? t('catalog.liveSport', {
        sport: t(`sports.${sportType}`, { defaultValue: tidySport(sportType) }),
      })
    : t(`listing.${listing}.title`);
  return describedPage(title, t(`listing.${listing}.description`));
}
