// Which banners a league or category page shows, and where: wide (horizontal) banners lead the
// page, tall (vertical) ones sit beside the events on wide screens, plain images go in a row.
// Each desktop banner is paired with the mobile banner of the same kind and position, which
// replaces it on small screens.
import type { Banner, Identity } from '@touchline/contract/entities/identity';
import type { BannerKind } from '@touchline/contract/enums';

export interface ShownBanner {
  key: string;
  kind: BannerKind;
  imageUrl: string;
  /** The small-screen image, when the identity has one for this banner. */
  mobileImageUrl: string | null;
  linkUrl: string | null;
  linkTarget: '_self' | '_blank';
}

export interface BannerSelection {
  wide: ShownBanner[];
  tall: ShownBanner[];
  images: ShownBanner[];
}

// Banners written before kinds existed are the wide ones.
const kindOf = (banner: Banner): BannerKind => banner.kind ?? 'horizontal_banner';

const byKind = (banners: readonly Banner[], kind: BannerKind) =>
  banners.filter((banner) => kindOf(banner) === kind);

function pair(kind: BannerKind, desktop: Banner[], mobile: Banner[]): ShownBanner[] {
  // Only mobile banners of this kind: they stand in on every screen size.
  const primary = desktop.length > 0 ? desktop : mobile;
  return primary.map((banner, index) => {
    const small = desktop.length > 0 ? mobile[index] : undefined;
    return {
      key: `${kind}-${index}`,
      kind,
      imageUrl: banner.imageUrl,
      mobileImageUrl: small && small.imageUrl !== banner.imageUrl ? small.imageUrl : null,
      linkUrl: banner.linkUrl,
      linkTarget: banner.linkTarget,
    };
  });
}

export function selectBanners(
  identity: Pick<Identity, 'banners' | 'mobileBanners' | 'bannerUrl'>,
): BannerSelection {
  const select = (kind: BannerKind) =>
    pair(kind, byKind(identity.banners, kind), byKind(identity.mobileBanners, kind));
  const wide = select('horizontal_banner');
  // The single banner image of an identity without linked banners still heads its page.
  if (wide.length === 0 && identity.bannerUrl)
    wide.push({
      key: 'banner-url',
      kind: 'horizontal_banner',
      imageUrl: identity.bannerUrl,
      mobileImageUrl: null,
      linkUrl: null,
      linkTarget: '_self',
    });
  return { wide, tall: select('vertical_banner'), images: select('image') };
}

/** External links open safely; internal ones stay in the tab unless the banner says otherwise. */
export const bannerLinkProps = (banner: ShownBanner) =>
  banner.linkTarget === '_blank'
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : ({} as { target?: string; rel?: string });
