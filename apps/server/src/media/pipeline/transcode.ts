// An uploaded video → an HLS ladder (H.264 + AAC in fMP4 segments, one rendition per rung), a
// poster, and a thumbnail sprite with its WebVTT for scrub previews. Written into a fresh folder
// each attempt, so a retried job never mixes its output with a dead attempt's.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FfmpegTools, Probe } from './ffmpeg-tools';

/** Heights and video bitrates; a source gets the rungs at or below its height (at least two). */
const rungs = [
  { height: 1080, kbps: 5000 },
  { height: 720, kbps: 2800 },
  { height: 480, kbps: 1200 },
  { height: 360, kbps: 700 },
] as const;
const maxRenditions = 3;
const segmentSeconds = 4;
const thumb = { width: 160, height: 90, columns: 10 };

export interface TranscodeResult {
  renditions: number[];
  durationSeconds: number;
}

export function ladderFor(sourceHeight: number) {
  const fitting = rungs.filter((rung) => rung.height <= sourceHeight);
  if (fitting.length >= 2) return fitting.slice(0, maxRenditions);
  // A small source: its own height (made even) and half of it.
  const top = Math.max(2, Math.floor(sourceHeight / 2) * 2);
  return [
    { height: top, kbps: 800 },
    { height: Math.max(2, Math.floor(top / 4) * 2), kbps: 300 },
  ];
}

export function runFfmpeg(
  ffmpeg: string,
  args: string[],
  signal: AbortSignal,
  onTime?: (seconds: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stop = () => child.kill('SIGKILL');
    signal.addEventListener('abort', stop, { once: true });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const match = /out_time_us=(\d+)/.exec(chunk);
      if (match && onTime) onTime(Number(match[1]) / 1e6);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      signal.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else {
        const last = stderr.trim().split('\n').slice(-2).join(' ').slice(0, 300);
        reject(new Error(`ffmpeg exited with ${code ?? 'a signal'}: ${last}`));
      }
    });
  });
}

function ladderArgs(input: string, probe: Probe, out: string, ladder: ReturnType<typeof ladderFor>) {
  const n = ladder.length;
  const split = `[0:v]split=${n}${ladder.map((_, i) => `[s${i}]`).join('')}`;
  const scales = ladder.map((rung, i) => `[s${i}]scale=-2:${rung.height}[v${i}]`);
  // A video without sound gets a silent track, so every rendition has the same shape.
  const audioInput = probe.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo'];
  const audio = probe.hasAudio ? '0:a:0' : '1:a:0';
  return [
    '-i', input, ...audioInput,
    '-filter_complex', [split, ...scales].join(';'),
    ...ladder.flatMap((_, i) => ['-map', `[v${i}]`, '-map', audio]),
    ...(probe.hasAudio ? [] : ['-shortest']),
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-g', '48', '-keyint_min', '48', '-sc_threshold', '0',
    ...ladder.flatMap((rung, i) => [`-b:v:${i}`, `${rung.kbps}k`, `-maxrate:v:${i}`, `${Math.round(rung.kbps * 1.2)}k`, `-bufsize:v:${i}`, `${rung.kbps * 2}k`]),
    '-c:a', 'aac', '-b:a', '128k', '-ac', '2',
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', join(out, 'r%v', 'seg-%03d.m4s'),
    '-master_pl_name', 'master.m3u8',
    '-var_stream_map', ladder.map((_, i) => `v:${i},a:${i}`).join(' '),
    '-progress', 'pipe:1', '-nostats',
    join(out, 'r%v', 'index.m3u8'),
  ];
}

const vttTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** One tile every `step` seconds, at most 100 tiles, in a grid of `thumb.columns` columns. */
export function spriteVtt(durationSeconds: number, step: number, image: string): string {
  const count = Math.max(1, Math.ceil(durationSeconds / step));
  const cues = Array.from({ length: count }, (_, i) => {
    const x = (i % thumb.columns) * thumb.width;
    const y = Math.floor(i / thumb.columns) * thumb.height;
    const end = Math.min(durationSeconds, (i + 1) * step);
    return `${vttTime(i * step)} --> ${vttTime(end)}\n${image}#xywh=${x},${y},${thumb.width},${thumb.height}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

export async function transcode(
  tools: FfmpegTools,
  input: string,
  probe: Probe,
  out: string,
  signal: AbortSignal,
  progress: (percent: number) => void,
): Promise<TranscodeResult> {
  await rm(out, { recursive: true, force: true });
  const ladder = ladderFor(probe.height);
  for (let i = 0; i < ladder.length; i += 1) await mkdir(join(out, `r${i}`), { recursive: true });
  await runFfmpeg(tools.ffmpeg, ladderArgs(input, probe, out, ladder), signal, (seconds) =>
    progress(Math.min(90, (seconds / probe.durationSeconds) * 90)),
  );
  const at = Math.min(2, probe.durationSeconds / 2);
  await runFfmpeg(
    tools.ffmpeg,
    ['-ss', String(at), '-i', input, '-frames:v', '1', '-vf', 'scale=-2:720', join(out, 'poster.jpg')],
    signal,
  );
  progress(95);
  const step = Math.max(1, Math.ceil(probe.durationSeconds / 100));
  const count = Math.max(1, Math.ceil(probe.durationSeconds / step));
  const rows = Math.ceil(count / thumb.columns);
  await runFfmpeg(
    tools.ffmpeg,
    [
      '-i', input, '-frames:v', '1',
      '-vf', `fps=1/${step},scale=${thumb.width}:${thumb.height},tile=${thumb.columns}x${rows}`,
      join(out, 'sprite.jpg'),
    ],
    signal,
  );
  await writeFile(join(out, 'thumbnails.vtt'), spriteVtt(probe.durationSeconds, step, 'sprite.jpg'));
  return { renditions: ladder.map((rung) => rung.height), durationSeconds: probe.durationSeconds };
}
