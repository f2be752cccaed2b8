// One banner: a <picture> whose small-screen source is the mobile banner, in a box of fixed
// aspect ratio so nothing moves when the image arrives; a link when the banner has one.
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { PictureSources } from '../../../ui/picture-sources';
import { bannerLinkProps, type ShownBanner } from '../lib/banners';

const boxes = {
  horizontal_banner: {
    width: 1600,
    height: 400,
    mobile: 'aspect-[8/3] md:aspect-[4/1]',
    sizes: '(min-width: 1600px) 1600px, 100vw',
  },
  vertical_banner: { width: 400, height: 1000, mobile: 'aspect-[2/5]', sizes: '400px' },
  image: {
    width: 1280,
    height: 720,
    mobile: 'aspect-video',
    sizes: '(min-width: 1280px) 1280px, 100vw',
  },
} as const;

const mobileQuery = '(max-width: 767px)';

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
      {/* A raster banner of the media library comes in its copies too (ADR 055); the
          small-screen ones first, as the browser takes the first source that applies. */}
      {banner.mobileImageUrl && (
        <>
          <PictureSources src={banner.mobileImageUrl} sizes="100vw" media={mobileQuery} />
          <source media={mobileQuery} srcSet={banner.mobileImageUrl} />
        </>
      )}
      <PictureSources src={banner.imageUrl} sizes={box.sizes} />
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
