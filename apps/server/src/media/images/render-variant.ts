// Makes one responsive copy of an image (ADR 055) with sharp: scaled to a width (never enlarged,
// the height following the source's shape) and encoded as AVIF or WebP. sharp's prebuilt binary
// (libvips) does the work off the event loop, in its own threads.
import sharp, { type Sharp } from 'sharp';
import type { ImageVariantFormat } from '@touchline/contract/image-variants';

// One image at a time per process: copies are made when media arrives or is first asked for, and
// the portal's 2-core machines have requests to answer meanwhile.
sharp.concurrency(1);

/** Settings that keep posters sharp at about a third of the JPEG's bytes; effort trades CPU for
 *  bytes (AVIF's default, 4, takes several times as long for a few percent). */
const encoders: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

export async function renderVariant(
  source: Buffer,
  width: number,
  format: ImageVariantFormat,
): Promise<Buffer> {
  // `limitInputPixels` keeps a hostile upload from taking the memory; `rotate()` applies the
  // photo's orientation, which the copy's lost metadata would otherwise carry.
  const image = sharp(source, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return encoders[format](image).toBuffer();
}
