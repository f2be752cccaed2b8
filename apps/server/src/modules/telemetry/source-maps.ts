// Stack frames of the portal's minified chunks, mapped back to the source files they were built
// from with the build's own source maps. Vite writes them as hidden maps next to the chunks in
// WEB_DIST, and the server reads them from disk: they are used here, never served publicly
// (SOURCE_MAPS is off in production). An error group then reads `src/features/…/x.tsx:12:5`
// instead of `/assets/index-Bx1.js:1:48213`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** One frame as a Bugsnag payload carries it: 1-based line and column. */
export interface StackFrame {
  file?: string;
  lineNumber?: number;
  columnNumber?: number;
  method?: string;
}

export interface MappedFrame {
  file: string;
  lineNumber: number;
  columnNumber: number;
  method: string | null;
}

export type SourceMapper = (frame: StackFrame | undefined) => Promise<MappedFrame | null>;

/** Only a chunk of the build's assets folder, by its bare name: a report cannot name any other
 *  file of the server, whatever it puts in `file`. */
const chunkPath = /^\/assets\/([\w-]+(?:\.[\w-]+)*\.js)$/;

/** `../../src/features/x.tsx` → `src/features/x.tsx` (the map's paths are relative to it). */
const sourcePath = (source: string) => source.replace(/^(?:\.\.?\/)+/, '');

/** A mapper over the maps of `webDist/assets`, keeping the `keep` latest parsed maps (a chunk's map
 *  is up to a few MB; a report names only chunks of the running build, so few are ever asked). */
export function createSourceMapper(webDist: string, keep = 16): SourceMapper {
  const maps = new Map<string, Promise<TraceMap | null>>();
  const load = (chunk: string) => {
    const cached = maps.get(chunk);
    if (cached) {
      maps.delete(chunk);
      maps.set(chunk, cached);
      return cached;
    }
    // A missing or unreadable map (an older build's chunk, a made-up name) is remembered as none.
    const loading = readFile(join(webDist, 'assets', `${chunk}.map`), 'utf8')
      .then((text) => new TraceMap(text))
      .catch(() => null);
    maps.set(chunk, loading);
    if (maps.size > keep) maps.delete(maps.keys().next().value!);
    return loading;
  };

  return async (frame) => {
    if (!frame?.file || !frame.lineNumber || !frame.columnNumber) return null;
    let path: string;
    try {
      path = new URL(frame.file, 'http://portal.invalid').pathname;
    } catch {
      return null;
    }
    const chunk = chunkPath.exec(path)?.[1];
    if (!chunk) return null;
    const map = await load(chunk);
    if (!map) return null;
    // trace-mapping counts lines from 1 and columns from 0; a browser's stack, both from 1.
    const original = originalPositionFor(map, {
      line: frame.lineNumber,
      column: Math.max(0, frame.columnNumber - 1),
    });
    if (original.source === null || original.line === null || original.column === null) return null;
    return {
      file: sourcePath(original.source),
      lineNumber: original.line,
      columnNumber: original.column + 1,
      method: original.name ?? frame.method ?? null,
    };
  };
}
