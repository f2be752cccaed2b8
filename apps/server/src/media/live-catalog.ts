// Which VOD assets can run as a simulated live channel, read once from their playlists and kept.
// An asset is `{vodDir}/{assetId}/master.m3u8` whose variants are `{rendition}/index.m3u8`; its
// subtitle tracks (EXT-X-MEDIA TYPE=SUBTITLES) likewise, segmented like the video so that one
// live window covers the same span of pictures and captions.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assetFolder } from './demo-aliases';
import {
  parseMasterMedia,
  parseMasterPlaylist,
  parseMediaPlaylist,
  type MediaRendition,
  type Variant,
} from './hls-playlist';
import type { LiveRendition } from './live-playlist';

export interface LiveAsset {
  id: string;
  variants: { variant: Variant; rendition: LiveRendition }[];
  subtitles: { media: MediaRendition; rendition: LiveRendition }[];
  /** Segment durations in seconds, shared by every rendition. */
  durations: number[];
}

export interface LiveCatalog {
  /** Null when there is no such asset. */
  get(assetId: string): Promise<LiveAsset | null>;
}

const assetIdPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const renditionUriPattern = /^([a-z0-9][a-z0-9_-]{0,31})\/index\.m3u8$/i;
/** A plain file name in the rendition's folder: no separators, no leading dot. */
const fileNamePattern = /^[a-z0-9_][a-z0-9_.-]{0,127}$/i;

export const isAssetId = (value: string) => assetIdPattern.test(value);

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

function checkFileName(name: string, where: string) {
  if (!fileNamePattern.test(name)) throw new Error(`${where}: unsupported media URI "${name}"`);
  return name;
}

/** A rendition's media playlist, as the live channel lists it: absolute URLs of the VOD files. */
async function loadRendition(vodDir: string, vodUrl: string, id: string, uri: string) {
  const name = renditionUriPattern.exec(uri)?.[1];
  if (!name) throw new Error(`${id}: unsupported rendition URI "${uri}"`);
  // An alias (demo-aliases.ts) reads its target's files but names its own addresses.
  const folder = join(vodDir, assetFolder(id), name, 'index.m3u8');
  const playlist = parseMediaPlaylist(await readFile(folder, 'utf8'));
  const base = `${vodUrl}/${id}/${name}`;
  const rendition: LiveRendition = {
    name,
    initUrl: playlist.initUri && `${base}/${checkFileName(playlist.initUri, id)}`,
    segmentUrls: playlist.segments.map((s) => `${base}/${checkFileName(s.uri, id)}`),
    targetDuration: playlist.targetDuration,
  };
  return { rendition, durations: playlist.segments.map((s) => s.duration) };
}

async function loadAsset(vodDir: string, vodUrl: string, id: string): Promise<LiveAsset | null> {
  let masterText: string;
  try {
    masterText = await readFile(join(vodDir, assetFolder(id), 'master.m3u8'), 'utf8');
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  const variants = await Promise.all(
    parseMasterPlaylist(masterText).map(async (variant) => ({
      variant,
      ...(await loadRendition(vodDir, vodUrl, id, variant.uri)),
    })),
  );
  const subtitles = await Promise.all(
    parseMasterMedia(masterText)
      .filter((media) => media.type === 'SUBTITLES')
      .map(async (media) => ({ media, ...(await loadRendition(vodDir, vodUrl, id, media.uri)) })),
  );
  // One media sequence number must mean the same moment in every rendition, or ABR switches jump
  // and captions drift from the picture.
  const [first, ...rest] = variants;
  if (!first) return null;
  const names = new Set<string>();
  for (const other of [first, ...rest, ...subtitles]) {
    const { name } = other.rendition;
    if (names.has(name)) throw new Error(`${id}: two renditions named ${name}`);
    names.add(name);
    const same =
      other.durations.length === first.durations.length &&
      other.durations.every((d, i) => Math.abs(d - first.durations[i]!) < 0.001);
    if (!same) throw new Error(`${id}: renditions ${first.rendition.name} and ${name} are segmented differently`);
  }
  return {
    id,
    variants: variants.map(({ variant, rendition }) => ({ variant, rendition })),
    subtitles: subtitles.map(({ media, rendition }) => ({ media, rendition })),
    durations: first.durations,
  };
}

/** @param vodUrl the URL path the VOD folder is served under, e.g. `/media/vod` */
export function createLiveCatalog(vodDir: string, vodUrl: string): LiveCatalog {
  const loaded = new Map<string, Promise<LiveAsset | null>>();
  return {
    get(assetId) {
      if (!isAssetId(assetId)) return Promise.resolve(null);
      let entry = loaded.get(assetId);
      if (!entry) {
        entry = loadAsset(vodDir, vodUrl, assetId);
        loaded.set(assetId, entry);
        // Misses and failures are not kept: an asset added or repaired later is picked up.
        entry.then(
          (asset) => {
            if (!asset) loaded.delete(assetId);
          },
          () => loaded.delete(assetId),
        );
      }
      return entry;
    },
  };
}
