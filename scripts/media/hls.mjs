// @ts-check
// Reads back what ffmpeg wrote (segment durations and sizes, the H.264 profile bytes) so the
// master playlist advertises exactly what was encoded rather than what was asked for.
import { readFileSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';

/** @typedef {{ uri: string, duration: number, bytes: number }} Segment */

/**
 * Segments (with sizes) and the init section of a VOD media playlist ffmpeg wrote.
 * @param {string} playlistPath @returns {{ segments: Segment[], initPath: string }}
 */
export function readPlaylist(playlistPath) {
  const text = readFileSync(playlistPath, 'utf8');
  const lines = text.split('\n');
  const dir = dirname(playlistPath);
  const segments = [];
  for (const [i, line] of lines.entries()) {
    const m = /^#EXTINF:([\d.]+)/.exec(line);
    if (!m) continue;
    const uri = lines[i + 1]?.trim();
    if (!uri) throw new Error(`${playlistPath}: #EXTINF without a segment after it`);
    segments.push({ uri, duration: Number(m[1]), bytes: statSync(join(dir, uri)).size });
  }
  const initUri = /^#EXT-X-MAP:URI="([^"]+)"/m.exec(text)?.[1];
  if (!initUri) throw new Error(`${playlistPath} has no EXT-X-MAP`);
  if (!lines.includes('#EXT-X-ENDLIST')) throw new Error(`${playlistPath} has no ENDLIST`);
  return { segments, initPath: join(dir, initUri) };
}

/**
 * Peak (per segment) and average bit rates, as HLS BANDWIDTH / AVERAGE-BANDWIDTH define them.
 * @param {Segment[]} segments @returns {{ peak: number, average: number }}
 */
export function bitRates(segments) {
  const peak = Math.max(...segments.map((s) => (s.bytes * 8) / s.duration));
  const totalBits = segments.reduce((n, s) => n + s.bytes * 8, 0);
  const totalSeconds = segments.reduce((n, s) => n + s.duration, 0);
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}

/**
 * RFC 6381 `avc1.PPCCLL`: profile, constraint flags and level from the init section's avcC.
 * @param {string} initPath @returns {string}
 */
export function avcCodec(initPath) {
  const buf = readFileSync(initPath);
  const at = buf.indexOf('avcC');
  if (at < 0) throw new Error(`no avcC box in ${initPath}`);
  // avcC payload: configurationVersion, then the three bytes the codec string is made of.
  const bytes = [...buf.subarray(at + 5, at + 8)];
  if (bytes.length < 3) throw new Error(`avcC box cut short in ${initPath}`);
  return `avc1.${bytes.map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** `mp4a.40.2` for AAC-LC, checked rather than assumed. @param {string} playlistPath */
export function audioCodec(playlistPath) {
  const res = spawnSync('ffprobe', [
    '-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name,profile',
    '-of', 'default=nw=1', playlistPath,
  ]);
  const out = res.stdout.toString();
  if (!/codec_name=aac/.test(out) || !/profile=LC/.test(out)) {
    throw new Error(`expected AAC-LC audio in ${playlistPath}, got: ${out}`);
  }
  return 'mp4a.40.2';
}

export const subtitleGroup = 'subs';

/**
 * @param {{ name: string, width: number, height: number, peak: number, average: number,
 *   codecs: string }[]} variants
 * @param {number} fps
 * @param {{ language: string, name: string, uri: string }[]} subtitles caption tracks, offered
 *   off by default (the viewer turns them on)
 */
export function masterPlaylist(variants, fps, subtitles = []) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const s of subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${subtitleGroup}",NAME="${s.name}",LANGUAGE="${s.language}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="${s.uri}"`,
    );
  }
  const group = subtitles.length > 0 ? `,SUBTITLES="${subtitleGroup}"` : '';
  for (const v of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.peak},AVERAGE-BANDWIDTH=${v.average},RESOLUTION=${v.width}x${v.height},FRAME-RATE=${fps.toFixed(3)},CODECS="${v.codecs}"${group}`,
      `${v.name}/index.m3u8`,
    );
  }
  return lines.join('\n') + '\n';
}
