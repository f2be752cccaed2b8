// Where ffmpeg and ffprobe are (FFMPEG_PATH / FFPROBE_PATH, else PATH), and ffprobe's reading of a
// file. The viewer demo needs neither: without them the console says transcoding is unavailable.
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

async function onPath(name: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** Both tools, or null when either is missing. */
export async function findFfmpeg(paths: {
  ffmpegPath: string | null;
  ffprobePath: string | null;
}): Promise<FfmpegTools | null> {
  const ffmpeg = paths.ffmpegPath ?? (await onPath('ffmpeg'));
  const ffprobe = paths.ffprobePath ?? (await onPath('ffprobe'));
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}

export interface Probe {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** Why a file is not a video we take; the upload is refused with this message. */
export class NotAVideoError extends Error {}

const maxDurationSeconds = 6 * 3600;

/**
 * Reads the container and streams without decoding anything (ffprobe only parses headers); the
 * file is never executed or opened by anything else before this says it is a video.
 */
export async function probeVideo(tools: FfmpegTools, file: string): Promise<Probe> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_type,width,height', '-of', 'json', file],
      { timeout: 30_000, maxBuffer: 1024 * 1024 },
    ));
  } catch {
    throw new NotAVideoError('not a video file ffprobe can read');
  }
  const parsed = JSON.parse(stdout) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const video = parsed.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  const duration = Number(parsed.format?.duration);
  if (!video) throw new NotAVideoError('the file has no video stream');
  if (!Number.isFinite(duration) || duration <= 0)
    throw new NotAVideoError('the video has no duration');
  if (duration > maxDurationSeconds)
    throw new NotAVideoError(`the video is longer than ${maxDurationSeconds / 3600} hours`);
  return {
    durationSeconds: duration,
    width: video.width!,
    height: video.height!,
    hasAudio: Boolean(parsed.streams?.some((s) => s.codec_type === 'audio')),
  };
}
