// Images load lazily at 320x180 unless told otherwise, always reserve their box (no layout
// shift), and degrade on error: the image, then the fallback image, then an inline
// placeholder illustration (spec §8, §9). An image of the media library comes as a <picture>
// of its AVIF and WebP copies at a few widths (ADR 055); the browser takes the first type it
// reads at the width `sizes` says the box has, and the plain image is the last resort.
import { images } from '@touchline/contract/constants';
import clsx from 'clsx';
import { useState, type ImgHTMLAttributes, type ReactElement } from 'react';
import defaultFallback from './assets/fallback-poster.svg';
import { PictureSources } from './picture-sources';
import { PlaceholderIllustration } from './placeholder-illustration';

type Stage = 'source' | 'fallback' | 'placeholder';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'onError'> {
  src: string | null | undefined;
  /** Required: an empty string marks the image as decorative. */
  alt: string;
  width?: number;
  height?: number;
  fallbackSrc?: string;
  /** Classes of the box that holds the image (size, rounding). */
  className?: string;
  imgClassName?: string;
  /** How wide the box is shown (the `sizes` attribute); by default the `width` in CSS pixels. */
  sizes?: string;
}

const firstStage = (src: string | null | undefined): Stage => (src ? 'source' : 'fallback');

export function Image({
  src,
  alt,
  width = images.width,
  height = images.height,
  fallbackSrc = defaultFallback,
  className,
  imgClassName,
  loading = 'lazy',
  decoding = 'async',
  sizes,
  ...rest
}: ImageProps) {
  const [stage, setStage] = useState<Stage>(() => firstStage(src));
  const [shownFor, setShownFor] = useState(src);
  // A new source starts the chain over (render-time reset, no effect needed).
  if (shownFor !== src) {
    setShownFor(src);
    setStage(firstStage(src));
  }

  const current = stage === 'source' ? src : stage === 'fallback' ? fallbackSrc : null;
  const next = (): void => setStage((s) => (s === 'source' ? 'fallback' : 'placeholder'));

  return (
    <div
      className={clsx('relative overflow-hidden bg-surface-2', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-image-stage={stage}
    >
      {current ? (
        <Picture src={current} sizes={sizes ?? `${width}px`} withCopies={stage === 'source'}>
          <img
            key={current}
            src={current}
            alt={alt}
            width={width}
            height={height}
            loading={loading}
            decoding={decoding}
            onError={next}
            className={clsx('absolute inset-0 size-full object-cover', imgClassName)}
            {...rest}
          />
        </Picture>
      ) : (
        <PlaceholderIllustration label={alt} />
      )}
    </div>
  );
}

/**
 * The image's copies around it while the source is shown. An error of the chosen copy is the
 * <img>'s error, so the chain above goes on to the fallback (without copies) as for a plain image.
 */
function Picture({
  src,
  sizes,
  withCopies,
  children,
}: {
  src: string;
  sizes: string;
  withCopies: boolean;
  children: ReactElement;
}) {
  if (!withCopies) return children;
  return (
    <picture key={src}>
      <PictureSources src={src} sizes={sizes} />
      {children}
    </picture>
  );
}
