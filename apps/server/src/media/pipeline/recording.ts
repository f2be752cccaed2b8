// A game's finished recording as ffmpeg reads it for a highlight (ADR 062): the demo library's
// folders, or an upload's or a live game's replay in the media store. Only the segments that
// overlap the marks are fetched (a bucket's recording is not downloaded whole), listed in a
// playlist of their own with local paths, and cut to the frame by decoding from the first of them.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { clipSpan } from '../clip-playlist';
import { assetFolder } from '../demo-aliases';
import { parseMasterPlaylist, parseMediaPlaylist, type MediaPlaylist } from '../hls-playlist';
import { storageKeys, type MediaStore } from '../storage/media-store';
import type { FfmpegTools } from './ffmpeg-tools';
import { runFfmpeg } from './transcode';

/** Where a recording's files are read from, by their path below its master playlist. */
export interface RecordingFiles {
  text(path: string): Promise<string | null>;
  /** A local file with the bytes (the file itself when it is local), or null when missing. */
  local(path: string, scratch: string): Promise<{ path: string; release: () => Promise<void> } | null>;
}

const demoMaster = /^\/media\/vod\/([a-z0-9][a-z0-9_-]{0,63})\/master\.m3u8$/i;
const storedMaster = /^\/media\/uploads\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_-]{1,64})\/master\.m3u8$/;

/** A relative path inside the recording, or null for anything that leaves it. */
function inside(path: string): string | null {
  const normal = posix.normalize(path);
  if (normal.startsWith('/') || normal.startsWith('..') || /^[a-z]+:/i.test(path)) return null;
  return normal;
}

/**
 * The recording a game's stream address names, when it is one this portal holds: a demo VOD or
 * one stored for this tenant (an upload's renditions, a live replay). Another tenant's stored
 * recording is never named, whatever the row says.
 */
export function recordingOf(
  streamUrl: string | null,
  tenantId: string,
  sources: { demoVodDir: string; store: MediaStore },
): RecordingFiles | null {
  if (!streamUrl) return null;
  const demo = demoMaster.exec(streamUrl);
  if (demo) {
    const folder = join(sources.demoVodDir, assetFolder(demo[1]!));
    return {
      text: (path) => readFile(join(folder, path), 'utf8').catch(() => null),
      // The library's own file: nothing to copy or remove.
      local: async (path) => {
        const file = join(folder, path);
        const found = await stat(file).then(
          (info) => info.isFile(),
          () => false,
        );
        return found ? { path: file, release: () => Promise.resolve() } : null;
      },
    };
  }
  const stored = storedMaster.exec(streamUrl);
  if (!stored || stored[1] !== tenantId) return null;
  const prefix = storageKeys.renditions(tenantId, stored[2]!);
  const { store } = sources;
  return {
    async text(path) {
      const body = await store.read(`${prefix}/${path}`);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks).toString('utf8');
    },
    local: (path, scratch) => store.localCopy(`${prefix}/${path}`, scratch),
  };
}

/** The best rendition (highest bandwidth) and its playlist: the one a highlight is cut from. */
export async function readRecording(
  files: RecordingFiles,
): Promise<{ playlistPath: string; playlist: MediaPlaylist; durationSeconds: number } | null> {
  const master = await files.text('master.m3u8');
  if (!master) return null;
  try {
    const variants = parseMasterPlaylist(master);
    const bandwidth = (attributes: string) => Number(/BANDWIDTH=(\d+)/.exec(attributes)?.[1] ?? 0);
    const best = [...variants].sort((a, b) => bandwidth(b.attributes) - bandwidth(a.attributes))[0]!;
    const playlistPath = inside(best.uri);
    if (!playlistPath) return null;
    const text = await files.text(playlistPath);
    if (!text || !text.includes('#EXT-X-ENDLIST')) return null;
    const playlist = parseMediaPlaylist(text);
    const durationSeconds = playlist.segments.reduce((sum, segment) => sum + segment.duration, 0);
    return { playlistPath, playlist, durationSeconds };
  } catch {
    return null;
  }
}

/**
 * The recording from `inSeconds` to `outSeconds` as one MP4 (H.264 + AAC when it has sound) in
 * `scratch`, ready for the transcode ladder. Throws when the marks are not in the recording.
 */
export async function cutRecording(
  tools: FfmpegTools,
  files: RecordingFiles,
  marks: { inSeconds: number; outSeconds: number },
  scratch: string,
  signal: AbortSignal,
): Promise<string> {
  const recording = await readRecording(files);
  if (!recording) throw new Error('the recording is no longer readable');
  const { playlist, playlistPath } = recording;
  const span = clipSpan(
    playlist.segments.map((segment) => segment.duration),
    Math.round(marks.inSeconds * 1000),
    Math.round(marks.outSeconds * 1000),
  );
  if (!span) throw new Error('the marks are not inside the recording');
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true });
  const base = posix.dirname(playlistPath);
  const held: { release: () => Promise<void> }[] = [];
  const fetch = async (uri: string) => {
    const path = inside(posix.join(base, uri));
    const copy = path ? await files.local(path, join(scratch, 'parts')) : null;
    if (!copy) throw new Error(`a part of the recording is missing: ${uri}`);
    held.push(copy);
    return copy.path;
  };
  try {
    const lines = [
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      `#EXT-X-TARGETDURATION:${Math.ceil(playlist.targetDuration)}`,
      '#EXT-X-PLAYLIST-TYPE:VOD',
    ];
    if (playlist.initUri) lines.push(`#EXT-X-MAP:URI="${await fetch(playlist.initUri)}"`);
    for (let i = span.first; i <= span.last; i += 1) {
      const segment = playlist.segments[i]!;
      lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, await fetch(segment.uri));
    }
    lines.push('#EXT-X-ENDLIST');
    const cutList = join(scratch, 'cut.m3u8');
    await writeFile(cutList, `${lines.join('\n')}\n`);
    const out = join(scratch, 'cut.mp4');
    // Output seeking (after -i) decodes from the first segment: the cut lands on the frame.
    await runFfmpeg(
      tools.ffmpeg,
      [
        '-i', cutList,
        '-ss', span.leadIn.toFixed(3),
        '-t', (marks.outSeconds - marks.inSeconds).toFixed(3),
        '-map', '0:v:0', '-map', '0:a:0?',
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p',
        '-c:a', 'aac', '-b:a', '160k',
        out,
      ],
      signal,
    );
    return out;
  } finally {
    for (const copy of held) await copy.release();
  }
}
