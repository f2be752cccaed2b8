// Responsive copies of the portal's raster images (ADR 055). The wire keeps one image URL per
// field (posters, banners, crests); the smaller AVIF and WebP copies are derived from it by
// name, so clients that know nothing of them keep working and the portal can offer a `srcset`.
//
//   /media/posters/poster-1.jpg  →  /media/variants/640/posters/poster-1.jpg.avif
//
// Only the media library's own raster files have copies: an SVG scales by itself, and an image
// on another host is not ours to resize.

/** Widths a copy is made at; a source narrower than one is not enlarged. */
export const imageVariantWidths = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

/** Best first: a `<picture>` lists them in this order. */
export const imageVariantFormats = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof imageVariantFormats)[number];

export const imageVariantTypes: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

export const imageVariantPrefix = '/media/variants/';

/** A plain name: letters, digits, `_ . -`, never starting with a dot (as the media routes). */
const segment = '[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}';
/** The path below `/media/` of a raster image of the media library. */
const sourcePattern = new RegExp(
  `^(?:(?:posters|images|vod|uploads)/)(?:${segment}/){0,6}${segment}\\.(?:jpe?g|png|webp)$`,
  'i',
);

/** The path below `/media/` that an image URL names, when the image has responsive copies. */
export function imageVariantSource(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/media/')) return null;
  const rest = url.slice('/media/'.length);
  return sourcePattern.test(rest) ? rest : null;
}

/** The copy of an image at a width and in a format, or null when it has none. */
export function imageVariantUrl(
  url: string | null | undefined,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string | null {
  const source = imageVariantSource(url);
  return source ? `${imageVariantPrefix}${width}/${source}.${format}` : null;
}

export interface ImageVariantAddress {
  width: ImageVariantWidth;
  format: ImageVariantFormat;
  /** The source's path below `/media/`. */
  source: string;
}

/** `640/posters/poster-1.jpg.avif` (the path below `/media/variants/`) → its parts, or null. */
export function parseImageVariantPath(path: string): ImageVariantAddress | null {
  const slash = path.indexOf('/');
  const dot = path.lastIndexOf('.');
  if (slash <= 0 || dot <= slash) return null;
  const digits = path.slice(0, slash);
  const width = Number(digits);
  const format = path.slice(dot + 1);
  const source = path.slice(slash + 1, dot);
  // One spelling per copy (`640`, not `0640`): the address is also its cache key.
  if (String(width) !== digits || !imageVariantWidths.includes(width as ImageVariantWidth))
    return null;
  if (!imageVariantFormats.includes(format as ImageVariantFormat)) return null;
  if (!sourcePattern.test(source)) return null;
  return { width: width as ImageVariantWidth, format: format as ImageVariantFormat, source };
}
