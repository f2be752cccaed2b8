// One banner: a <picture> whose small-screen source is the mobile banner, in a box of fixed
// aspect ratio so nothing moves when the image arrives; a link when the banner has one.
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { bannerLinkProps, type ShownBanner } from '../lib/banners';

const boxes = {
  horizontal_banner: { width: 1600, height: 400, mobile: 'aspect-[8/3] md:aspect-[4/1]' },
  vertical_banner: { width: 400, height: 1000, mobile: 'aspect-[2/5]' },
  image: { width: 1280, height: 720, mobile: 'aspect-video' },
} as const;

export interface BannerPictureProps {
  banner: ShownBanner;
  /** Text for the link (the image itself is decorative): usually the identity's title. */
  label: string;
  eager?: boolean;
  className?: string;
}

export function BannerPicture({ banner, label, eager = false, className }: BannerPictureProps) {
  const { t } = useTranslation();
  const box = boxes[banner.kind];
  const picture = (
    <picture
      className={clsx(
        'relative block overflow-hidden rounded-2xl bg-surface-2 ring-1 ring-line',
        banner.mobileImageUrl ? box.mobile : undefined,
      )}
      style={banner.mobileImageUrl ? undefined : { aspectRatio: `${box.width} / ${box.height}` }}
      data-testid="banner"
      data-kind={banner.kind}
    >
      {banner.mobileImageUrl && (
        <source media="(max-width: 767px)" srcSet={banner.mobileImageUrl} />
      )}
      <img
        src={banner.imageUrl}
        alt=""
        width={box.width}
        height={box.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // A plain image (a badge, a poster) is shown whole; banners fill their frame.
        className={clsx(
          'absolute inset-0 size-full',
          banner.kind === 'image' ? 'object-contain p-4' : 'object-cover',
        )}
      />
    </picture>
  );
  if (!banner.linkUrl) return <div className={className}>{picture}</div>;
  return (
    <a
      href={banner.linkUrl}
      {...bannerLinkProps(banner)}
      className={clsx(
        'block rounded-2xl outline-offset-4 transition-opacity hover:opacity-90',
        className,
      )}
      aria-label={
        banner.linkTarget === '_blank' ? t('catalog.bannerLinkNewTab', { title: label }) : label
      }
      data-testid="banner-link"
    >
      {picture}
    </a>
  );
}
