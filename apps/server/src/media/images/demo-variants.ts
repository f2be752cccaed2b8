// Makes the demo library's responsive copies (ADR 055) ahead of the first visitor: demo mode
// starts with the committed posters and images, and a first page would otherwise wait for its
// posters' copies to be made. Runs after the server listens, one image at a time; copies already
// in the store are skipped, so only a fresh data folder pays for it.
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import {
  imageVariantFormats,
  imageVariantSource,
  imageVariantWidths,
} from '@touchline/contract/image-variants';
import type { Logger } from 'pino';
import type { MediaStore } from '../storage/media-store';
import { createVariantLibrary } from './variant-library';

/** The raster images of the demo library, as paths below `/media/` (`posters/poster-1.jpg`). */
async function demoSources(demoDir: string): Promise<string[]> {
  const entries = await readdir(demoDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(demoDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => imageVariantSource(`/media/${path}`) !== null)
    .sort();
}

export async function warmDemoVariants(demoDir: string, store: MediaStore, log: Logger) {
  const library = createVariantLibrary({ demoDir, store });
  const sources = await demoSources(demoDir);
  for (const source of sources)
    for (const width of imageVariantWidths)
      for (const format of imageVariantFormats)
        // Demo media belongs to no tenant: the tenant given is never read for it.
        await library.read({ source, width, format }, '');
  log.info({ images: sources.length }, 'demo image copies ready');
}
