// The AVIF and WebP copies of a media-library image as <source> elements of a <picture>
// (ADR 055): the browser takes the first type it reads, at the width `sizes` gives the box.
// Nothing for an image without copies (an SVG, another host's image): the <img> alone is used.
import {
  imageVariantFormats,
  imageVariantTypes,
  imageVariantUrl,
  imageVariantWidths,
  type ImageVariantFormat,
} from '@touchline/contract/image-variants';

/** The `srcset` of one format's copies, or null for an image without copies. */
function variantSrcSet(src: string, format: ImageVariantFormat): string | null {
  const urls: string[] = [];
  for (const width of imageVariantWidths) {
    const url = imageVariantUrl(src, width, format);
    if (!url) return null;
    urls.push(`${url} ${width}w`);
  }
  return urls.join(', ');
}

export interface PictureSourcesProps {
  src: string | null | undefined;
  sizes: string;
  /** A media query the sources apply under (a banner's small-screen image). */
  media?: string;
}

export function PictureSources({ src, sizes, media }: PictureSourcesProps) {
  if (!src) return null;
  return imageVariantFormats.map((format) => {
    const srcSet = variantSrcSet(src, format);
    return (
      srcSet && (
        <source
          key={format}
          type={imageVariantTypes[format]}
          srcSet={srcSet}
          sizes={sizes}
          media={media}
        />
      )
    );
  });
}

/** Posters shown across the event page's main column (the side column from `lg`). */
export const mainColumnSizes = '(min-width: 1024px) 75vw, 100vw';
