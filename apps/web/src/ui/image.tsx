// Images load lazily at 320x180 unless told otherwise, always reserve their box (no layout
// shift), and degrade on error: the image, then the fallback image, then an inline
// placeholder illustration (spec §8, §9).
import { images } from '@touchline/contract/constants';
import clsx from 'clsx';
import { useState, type ImgHTMLAttributes } from 'react';
import defaultFallback from './assets/fallback-poster.svg';
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
      ) : (
        <PlaceholderIllustration label={alt} />
      )}
    </div>
  );
}
