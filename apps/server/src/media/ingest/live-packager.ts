// One live push → an HLS ladder (two renditions, H.264 + AAC in fMP4, 1 s segments) written by
// ffmpeg into a scratch folder as an EVENT playlist: every segment stays listed, so the whole
// broadcast is the DVR window and, once ffmpeg writes #EXT-X-ENDLIST, the replay — nothing is
// re-encoded when the game ends. A sync loop copies what ffmpeg finished into the media store,
// segments before the playlists that name them, so a viewer never asks for a part not stored yet.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaFilePolicy, playlistContentType } from '../file-policy';
import { parseMediaPlaylist, PlaylistError } from '../hls-playlist';
import type { MediaStore } from '../storage/media-store';

/** Short segments keep a player three segments (3 s) behind the push with hls.js defaults. */
export const liveSegmentSeconds = 1;
/** Top rung at most 720p; the second half of it (a phone on a weak network). */
const rungs = [
  { name: 'r0', height: 'trunc(min(720\\,ih)/2)*2', kbps: 2800 },
  { name: 'r1', height: 'trunc(min(360\\,ih/2)/2)*2', kbps: 700 },
] as const;

function packagerArgs(input: string, out: string, withAudio: boolean): string[] {
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = rungs.map((rung, i) => `[s${i}]scale=-2:${rung.height}[v${i}]`);
  return [
    '-hide_banner', '-nostdin', '-y',
    // A push that stalls for 15 s ends the packaging rather than holding it open for ever.
    '-rw_timeout', '15000000',
    '-i', input,
    '-filter_complex', [split, ...scales].join(';'),
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`, ...(withAudio ? ['-map', '0:a:0'] : [])]),
    '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-profile:v', 'main',
    '-pix_fmt', 'yuv420p',
    '-force_key_frames', `expr:gte(t,n_forced*${liveSegmentSeconds})`, '-sc_threshold', '0',
    ...rungs.flatMap((rung, i) => [
      `-b:v:${i}`, `${rung.kbps}k`, `-maxrate:v:${i}`, `${Math.round(rung.kbps * 1.2)}k`,
      `-bufsize:v:${i}`, `${rung.kbps * 2}k`,
    ]),
    ...(withAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'] : []),
    '-f', 'hls', '-hls_time', String(liveSegmentSeconds), '-hls_playlist_type', 'event',
    '-hls_flags', 'independent_segments+temp_file',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(out, 'r%v', 'seg-%05d.m4s'),
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', rungs.map((_, i) => (withAudio ? `v:${i},a:${i}` : `v:${i}`)).join(' '),
    join(out, 'r%v', 'index.m3u8'),
  ];
}

export interface PackagerOptions {
  ffmpeg: string;
  /** The push, read from the RTMP server on this machine. */
  input: string;
  /** Scratch folder ffmpeg writes to (removed when the packaging ends). */
  workDir: string;
  store: MediaStore;
  /** Where the broadcast is stored: `uploads/<tenant>/<run>`. */
  storePrefix: string;
  /** The master playlist and a first segment of every rendition are stored: the game can go live. */
  onFirstSegment: () => void;
  warn: (message: string, error?: unknown) => void;
}

export interface PackagerResult {
  /** Seconds of picture stored (0: nothing arrived). */
  durationSeconds: number;
  /** ffmpeg's last words when it did not end cleanly. */
  error: string | null;
}

export interface LivePackager {
  /** Ends the packaging (the push is over): ffmpeg closes the playlists with #EXT-X-ENDLIST. */
  stop(): void;
  /** Settles once everything ffmpeg wrote is stored. */
  done: Promise<PackagerResult>;
}

const syncEveryMs = 500;

/** What ffmpeg has finished in one rendition: its playlist text and the files it names. */
async function readRendition(dir: string) {
  let text: string;
  try {
    text = await readFile(join(dir, 'index.m3u8'), 'utf8');
  } catch {
    return null;
  }
  try {
    const playlist = parseMediaPlaylist(text);
    const files = [...(playlist.initUri ? [playlist.initUri] : []), ...playlist.segments.map((s) => s.uri)];
    const seconds = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
    return { text, files, seconds };
  } catch (error) {
    if (error instanceof PlaylistError) return null; // no segment yet
    throw error;
  }
}

export function startLivePackager(options: PackagerOptions): LivePackager {
  const { store, storePrefix, workDir } = options;
  const stored = new Set<string>();
  let masterStored = false;
  let seconds = 0;
  let child: ChildProcess | null = null;
  let stopping = false;
  let lastWords = '';

  const contentType = (name: string) =>
    mediaFilePolicy(`/${name}`)?.contentType ?? 'application/octet-stream';

  /** Copies finished segments, then the playlists naming them, into the store. */
  async function sync(): Promise<void> {
    const renditions = await Promise.all(rungs.map((rung) => readRendition(join(workDir, rung.name))));
    for (const [i, rendition] of renditions.entries()) {
      if (!rendition) continue;
      const name = rungs[i]!.name;
      for (const file of rendition.files) {
        const key = `${name}/${file}`;
        if (stored.has(key)) continue;
        await store.putFile(`${storePrefix}/${key}`, join(workDir, name, file), contentType(file));
        stored.add(key);
      }
      // The text read above, not the file now: ffmpeg may have listed a segment not copied yet.
      const copy = join(workDir, `${name}.snapshot.m3u8`);
      await writeFile(copy, rendition.text);
      await store.putFile(`${storePrefix}/${name}/index.m3u8`, copy, playlistContentType);
      if (i === 0) seconds = rendition.seconds;
    }
    if (!masterStored && renditions.every(Boolean)) {
      await store.putFile(`${storePrefix}/master.m3u8`, join(workDir, 'master.m3u8'), playlistContentType);
      masterStored = true;
      options.onFirstSegment();
    }
  }

  function run(withAudio: boolean): Promise<string | null> {
    return new Promise((resolve) => {
      const started = spawn(options.ffmpeg, packagerArgs(options.input, workDir, withAudio), {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child = started;
      let stderr = '';
      started.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-4000);
      });
      started.on('error', (error) => resolve(error.message));
      started.on('close', (code) => {
        child = null;
        // Stopped on purpose (SIGINT) ends with 255 once the playlists are closed.
        if (code === 0 || stopping) resolve(null);
        else resolve(stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300) || `exit ${code}`);
      });
      if (stopping) started.kill('SIGINT');
    });
  }

  const done = (async (): Promise<PackagerResult> => {
    await rm(workDir, { recursive: true, force: true });
    for (const rung of rungs) await mkdir(join(workDir, rung.name), { recursive: true });
    let syncing = Promise.resolve();
    const timer = setInterval(() => {
      syncing = syncing.then(sync).catch((error: unknown) => options.warn('live sync failed', error));
    }, syncEveryMs);
    try {
      let failure = await run(true);
      // A push without sound: the audio mapping matches nothing; package the picture alone.
      if (failure && /a:0|matches no streams|Stream map/i.test(failure) && !stopping && seconds === 0)
        failure = await run(false);
      lastWords = failure ?? '';
    } finally {
      clearInterval(timer);
      await syncing;
    }
    await sync().catch((error: unknown) => options.warn('last live sync failed', error));
    await rm(workDir, { recursive: true, force: true });
    return { durationSeconds: seconds, error: lastWords || null };
  })();

  return {
    stop: () => {
      stopping = true;
      // SIGINT lets ffmpeg finish the segment and write the playlists' end.
      child?.kill('SIGINT');
    },
    done,
  };
}
