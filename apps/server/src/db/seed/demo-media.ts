// Durations of the committed demo media, read from media/demo/manifest.json when it exists so
// archived games and highlights report the length of the video they actually play.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const manifest = z.object({
  assets: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['match', 'highlight', 'panorama']),
      durationSeconds: z.number().positive(),
    }),
  ),
});

/** Used when the manifest is absent: the lengths the demo media script aims for. */
const fallbackSeconds = { match: 75, highlight: 15 } as const;

export interface DemoMedia {
  /** Seconds of `match-N` or `highlight-N`. */
  duration(assetId: string): number;
}

export async function readDemoMedia(mediaDir: string): Promise<DemoMedia> {
  let durations = new Map<string, number>();
  try {
    const raw = await readFile(join(mediaDir, 'demo', 'manifest.json'), 'utf8');
    const parsed = manifest.parse(JSON.parse(raw));
    durations = new Map(parsed.assets.map((asset) => [asset.id, asset.durationSeconds]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return fixedDemoMedia(durations);
}

export function fixedDemoMedia(durations: Map<string, number> = new Map()): DemoMedia {
  return {
    duration: (assetId) =>
      durations.get(assetId) ??
      (assetId.startsWith('highlight') ? fallbackSeconds.highlight : fallbackSeconds.match),
  };
}
