// @ts-check
// Regenerates media/demo: card posters, the VOD assets (HLS, two renditions, 2 s segments), a
// poster per asset, the panoramic views, the matches' caption tracks and manifest.json. Run
// through scripts/media-demo.sh, which checks the tools.
// Usage: node scripts/media/build-demo.mjs <media/demo dir> <DejaVu font dir> [--force] [--adopt]
//
// x264 is not bit-exact from one run to the next, so an asset whose encode is on disk and was
// made from the same recipe (manifest.json keeps a hash of it) is kept rather than encoded again;
// its playlists, captions and master are still rewritten. --force encodes every asset afresh.
// --adopt records the recipe of intact encodes that predate recipes instead of encoding them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  demoAssets, renditions, fps, segmentSeconds, panoramaAssets, panoramaFrame, panoramaRenditions,
} from './assets.mjs';
import { posterStyles, posterSvg } from './posters.mjs';
import { surfaceSvg, markerSvg, ballSvg, standsSvg } from './surfaces.mjs';
import { buildGraph } from './graph.mjs';
import { readPlaylist, bitRates, avcCodec, audioCodec, masterPlaylist } from './hls.mjs';
import { captionLanguages, commentary, segmentVtt, subtitlePlaylist } from './captions.mjs';

/**
 * @typedef {import('./assets.mjs').DemoAsset} DemoAsset
 * @typedef {import('./assets.mjs').Rendition} Rendition
 * @typedef {{ id: string, recipe?: string }} PreviousEntry what a kept encode is judged by
 */

const MAX_POSTER_BYTES = 40 * 1024;
const MAX_TOTAL_BYTES = 10 * 1024 * 1024;
// Fixed so the encoder makes the same decisions on every machine (x264 output depends on it).
const ENCODER_THREADS = '2';

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const [outArg, fontArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!outArg || !fontArg || [...flags].some((f) => f !== '--force' && f !== '--adopt')) {
  console.error('usage: build-demo.mjs <media/demo dir> <font dir> [--force] [--adopt]');
  process.exit(2);
}
// Checked above; named again so the functions below, hoisted past the check, see strings.
const outDir = outArg;
const fontDir = fontArg;
const force = flags.has('--force');
const adopt = flags.has('--adopt');
const fonts = { monoBold: join(fontDir, 'DejaVuSansMono-Bold.ttf') };

/** @param {string[]} args */
function ffmpeg(args) {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (res.status !== 0) throw new Error(`ffmpeg failed (exit ${res.status}): ffmpeg ${args.join(' ')}`);
}

/**
 * Renders an SVG to a still image, ffmpeg's librsvg decoder doing the rasterising.
 * @param {string} svgText @param {string} svgPath @param {string} outPath
 * @param {string[]} [extra] output options
 */
function rasterise(svgText, svgPath, outPath, extra = []) {
  writeFileSync(svgPath, svgText);
  ffmpeg(['-i', svgPath, '-frames:v', '1', '-update', '1', ...extra, outPath]);
}

/**
 * @param {string} svgText @param {string} svgPath @param {string} outPath
 * @param {number} maxBytes the lowest JPEG quality that fits wins
 */
function writeJpegUnder(svgText, svgPath, outPath, maxBytes) {
  for (let q = 3; q <= 12; q += 1) {
    rasterise(svgText, svgPath, outPath, ['-q:v', String(q), '-flags', '+bitexact']);
    if (statSync(outPath).size <= maxBytes) return;
  }
  throw new Error(`${outPath} stays above ${maxBytes} bytes`);
}

/** @param {string} work scratch folder @returns {string[]} the poster file names */
function renderPosters(work) {
  const dir = join(outDir, 'posters');
  mkdirSync(dir, { recursive: true });
  return posterStyles.map((style, i) => {
    const file = `poster-${i + 1}.jpg`;
    writeJpegUnder(posterSvg(style, i + 1), join(work, `poster-${i + 1}.svg`), join(dir, file), MAX_POSTER_BYTES);
    return file;
  });
}

/**
 * The previous run's manifest entries by asset id (recipes of the encodes on disk).
 * @returns {Map<string, PreviousEntry>}
 */
function previousEntries() {
  try {
    /** @type {unknown} */
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
    // This script wrote it; a file of another shape throws below and counts as no previous run.
    const { assets } = /** @type {{ assets: PreviousEntry[] }} */ (manifest);
    return new Map(assets.map((a) => [a.id, a]));
  } catch {
    return new Map();
  }
}

/**
 * The encode's renditions when every playlist, segment and the poster are there, else null.
 * @param {string} dir @param {Rendition[]} list
 */
function readEncode(dir, list) {
  try {
    if (!existsSync(join(dir, 'poster.jpg'))) return null;
    return list.map((r) => ({ r, ...readPlaylist(join(dir, r.name, 'index.m3u8')) }));
  } catch {
    return null;
  }
}

/**
 * Caption segments beside the renditions, one folder per language; returns the master entries.
 * @param {DemoAsset} asset @param {string} dir @param {number[]} durations of the video segments
 */
function writeCaptions(asset, dir, durations) {
  return captionLanguages.map((lang) => {
    const folder = `subs-${lang.language}`;
    rmSync(join(dir, folder), { recursive: true, force: true });
    mkdirSync(join(dir, folder));
    const files = segmentVtt(commentary(asset, lang), durations).map((text, i) => {
      const file = `seg-${String(i).padStart(3, '0')}.vtt`;
      writeFileSync(join(dir, folder, file), text);
      return file;
    });
    writeFileSync(join(dir, folder, 'index.m3u8'), subtitlePlaylist(files, durations));
    return { language: lang.language, name: lang.name, uri: `${folder}/index.m3u8` };
  });
}

/**
 * @param {DemoAsset} asset
 * @param {number} index seeds the moves and the crowd noise
 * @param {string} work scratch folder
 * @param {Map<string, PreviousEntry>} previous
 */
function encodeAsset(asset, index, work, previous) {
  const panorama = asset.kind === 'panorama';
  const list = panorama ? panoramaRenditions : renditions;
  const dir = join(outDir, 'vod', asset.id);
  /** @type {[name: string, svg: string][]} */
  const svgs = [
    ['surface', surfaceSvg(asset.surface)],
    ['home', markerSvg(asset.home.color)],
    ['away', markerSvg(asset.away.color)],
    ['ball', ballSvg(asset.surface)],
  ];
  if (panorama) svgs.push(['stands', standsSvg(asset.surface, panoramaFrame, [asset.home.color, asset.away.color])]);
  const graph = buildGraph(asset, index, fonts, list, panorama ? panoramaFrame : null);
  const d = String(asset.durationSeconds);
  const encoder = [
    '-t', d, '-threads', ENCODER_THREADS, '-fflags', '+bitexact',
    '-c:v', 'libx264', '-preset', 'veryslow', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-r', String(fps), '-g', String(fps * segmentSeconds), '-keyint_min', String(fps * segmentSeconds),
    '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
    '-flags:v', '+bitexact', '-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '48000', '-flags:a', '+bitexact',
  ];
  list.forEach((r, i) => {
    encoder.push(
      `-crf:v:${i}`, String(r.crf), `-maxrate:v:${i}`, String(r.maxrate),
      `-bufsize:v:${i}`, String(r.maxrate * 2), `-level:v:${i}`, r.level,
    );
  });
  // Everything the pictures depend on, free of this machine's paths.
  const recipe = createHash('sha256')
    .update(JSON.stringify({ svgs, graph: graph.replaceAll(fontDir, '<fonts>'), encoder, segmentSeconds, posterAt: asset.posterAt }))
    .digest('hex')
    .slice(0, 16);

  const before = previous.get(asset.id);
  const onDisk = force ? null : readEncode(dir, list);
  const keep = onDisk && (before?.recipe === recipe || (adopt && before && !before.recipe));
  if (!keep) {
    rmSync(dir, { recursive: true, force: true });
    for (const r of list) mkdirSync(join(dir, r.name), { recursive: true });
    const stills = svgs.map(([name, svg]) => {
      const png = join(work, `${asset.id}-${name}.png`);
      rasterise(svg, join(work, `${asset.id}-${name}.svg`), png);
      return png;
    });
    const graphPath = join(work, `${asset.id}.graph`);
    writeFileSync(graphPath, graph);
    const args = stills.flatMap((png) => ['-loop', '1', '-framerate', String(fps), '-t', d, '-i', png]);
    args.push('-filter_complex_script', graphPath);
    list.forEach((r, i) => args.push('-map', `[v${i}]`, '-map', `[a${i}]`));
    args.push(
      ...encoder,
      '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod',
      // fMP4 rather than MPEG-TS: at these low bit rates TS packet stuffing alone costs ~20 %.
      // With several renditions ffmpeg names each init section init_{rendition index}.mp4.
      '-hls_flags', 'independent_segments', '-hls_segment_type', 'fmp4',
      '-hls_segment_filename', join(dir, '%v', 'seg-%03d.m4s'),
      '-var_stream_map', list.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(' '),
      join(dir, '%v', 'index.m3u8'),
    );
    ffmpeg(args);
  }

  const variants = list.map((r) => {
    const playlist = join(dir, r.name, 'index.m3u8');
    const { segments, initPath } = readPlaylist(playlist);
    const rates = bitRates(segments);
    return { ...r, segments, ...rates, codecs: `${avcCodec(initPath)},${audioCodec(playlist)}` };
  });
  const [first] = variants;
  const top = variants.at(-1);
  if (!first || !top) throw new Error(`${asset.id}: no renditions`);
  /** @param {{ segments: { duration: number }[] }} v */
  const lengthOf = (v) => v.segments.reduce((n, s) => n + s.duration, 0);
  const duration = lengthOf(first);
  const durations = variants.map(lengthOf);
  if (Math.abs(duration - asset.durationSeconds) > 0.05 || durations.some((x) => Math.abs(x - duration) > 0.001)) {
    throw new Error(`${asset.id}: rendition durations ${durations.join(', ')} differ from ${asset.durationSeconds}`);
  }
  const subtitles =
    asset.kind === 'match' ? writeCaptions(asset, dir, first.segments.map((s) => s.duration)) : [];
  writeFileSync(join(dir, 'master.m3u8'), masterPlaylist(variants, fps, subtitles));

  if (!keep) {
    // Output-side seek: ffmpeg's HLS demuxer cannot input-seek into fMP4 segments.
    ffmpeg([
      '-i', join(dir, top.name, 'index.m3u8'), '-ss', String(asset.posterAt),
      '-frames:v', '1', '-update', '1', '-q:v', '4', '-flags', '+bitexact', join(dir, 'poster.jpg'),
    ]);
  }

  return {
    entry: {
      id: asset.id,
      kind: asset.kind,
      durationSeconds: Number(duration.toFixed(3)),
      renditions: variants.map((v) => ({ name: v.name, bandwidth: v.peak, width: v.width, height: v.height })),
      ...(subtitles.length > 0 && { subtitles: subtitles.map(({ language, name }) => ({ language, name })) }),
      recipe,
    },
    encoded: !keep,
  };
}

/** @param {string} dir @returns {number} */
function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    const p = join(dir, e.name);
    return n + (e.isDirectory() ? folderBytes(p) : statSync(p).size);
  }, 0);
}

const work = mkdtempSync(join(tmpdir(), 'touchline-media-'));
try {
  const previous = previousEntries();
  const all = [
    ...demoAssets.map((asset, i) => ({ asset, index: i })),
    // A panorama moves like its match: same seed, so the opening plays the same in both views.
    ...panoramaAssets.map((asset) => ({ asset, index: demoAssets.findIndex((a) => a.id === asset.id.replace(/-panorama$/, '')) })),
  ];
  // media/demo/images belongs to the seed data and is left alone; so are the encodes kept below.
  rmSync(join(outDir, 'posters'), { recursive: true, force: true });
  const known = new Set(all.map(({ asset }) => asset.id));
  if (existsSync(join(outDir, 'vod'))) {
    for (const stale of readdirSync(join(outDir, 'vod')).filter((name) => !known.has(name))) {
      rmSync(join(outDir, 'vod', stale), { recursive: true, force: true });
    }
  }
  mkdirSync(outDir, { recursive: true });
  const posters = renderPosters(work);
  console.log(`posters: ${posters.length}`);
  const assets = all.map(({ asset, index }) => {
    const { entry, encoded } = encodeAsset(asset, index, work, previous);
    console.log(`${asset.id}: ${encoded ? 'encoded' : 'kept'}, ${entry.durationSeconds} s, ${entry.renditions.map((r) => `${r.name} ${r.width}x${r.height} ${Math.round(r.bandwidth / 1000)} kb/s peak`).join(', ')}`);
    return entry;
  });
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify({ assets, posters }, null, 2) + '\n');
  const total = folderBytes(outDir);
  console.log(`media/demo: ${(total / 1024 / 1024).toFixed(2)} MiB`);
  if (total > MAX_TOTAL_BYTES) {
    console.error(`media/demo is ${total} bytes, above the ${MAX_TOTAL_BYTES} byte budget`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
