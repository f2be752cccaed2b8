// Regenerates media/demo: card posters, the VOD assets (HLS, two renditions, 2 s segments), a
// poster per asset and manifest.json. Run through scripts/media-demo.sh, which checks the tools.
// Usage: node scripts/media/build-demo.mjs <media/demo dir> <DejaVu font dir>
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAssets, renditions, fps, segmentSeconds } from './assets.mjs';
import { posterStyles, posterSvg } from './posters.mjs';
import { surfaceSvg, markerSvg, ballSvg } from './surfaces.mjs';
import { buildGraph } from './graph.mjs';
import { readPlaylist, bitRates, avcCodec, audioCodec, masterPlaylist } from './hls.mjs';

const MAX_POSTER_BYTES = 40 * 1024;
const MAX_TOTAL_BYTES = 10 * 1024 * 1024;
// Fixed so the encoder makes the same decisions on every machine (x264 output depends on it).
const ENCODER_THREADS = '2';

const [outDir, fontDir] = process.argv.slice(2);
if (!outDir || !fontDir) {
  console.error('usage: build-demo.mjs <media/demo dir> <font dir>');
  process.exit(2);
}
const fonts = {
  monoBold: join(fontDir, 'DejaVuSansMono-Bold.ttf'),
  sansBold: join(fontDir, 'DejaVuSans-Bold.ttf'),
};

function ffmpeg(args) {
  const res = spawnSync('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (res.status !== 0) throw new Error(`ffmpeg failed (exit ${res.status}): ffmpeg ${args.join(' ')}`);
}

/** Renders an SVG to a still image, ffmpeg's librsvg decoder doing the rasterising. */
function rasterise(svgText, svgPath, outPath, extra = []) {
  writeFileSync(svgPath, svgText);
  ffmpeg(['-i', svgPath, '-frames:v', '1', '-update', '1', ...extra, outPath]);
}

function writeJpegUnder(svgText, svgPath, outPath, maxBytes) {
  for (let q = 3; q <= 12; q += 1) {
    rasterise(svgText, svgPath, outPath, ['-q:v', String(q), '-flags', '+bitexact']);
    if (statSync(outPath).size <= maxBytes) return;
  }
  throw new Error(`${outPath} stays above ${maxBytes} bytes`);
}

function renderPosters(work) {
  const dir = join(outDir, 'posters');
  mkdirSync(dir, { recursive: true });
  return posterStyles.map((style, i) => {
    const file = `poster-${i + 1}.jpg`;
    writeJpegUnder(posterSvg(style, i + 1), join(work, `poster-${i + 1}.svg`), join(dir, file), MAX_POSTER_BYTES);
    return file;
  });
}

function encodeAsset(asset, index, work) {
  const dir = join(outDir, 'vod', asset.id);
  for (const r of renditions) mkdirSync(join(dir, r.name), { recursive: true });
  const still = (name, svg) => {
    const png = join(work, `${asset.id}-${name}.png`);
    rasterise(svg, join(work, `${asset.id}-${name}.svg`), png);
    return png;
  };
  const stills = [
    still('surface', surfaceSvg(asset.surface)),
    still('home', markerSvg(asset.home.color)),
    still('away', markerSvg(asset.away.color)),
    still('ball', ballSvg(asset.surface)),
  ];
  const graphPath = join(work, `${asset.id}.graph`);
  writeFileSync(graphPath, buildGraph(asset, index, fonts, renditions));

  const d = String(asset.durationSeconds);
  const args = stills.flatMap((png) => ['-loop', '1', '-framerate', String(fps), '-t', d, '-i', png]);
  args.push('-filter_complex_script', graphPath);
  renditions.forEach((r, i) => args.push('-map', `[v${i}]`, '-map', `[a${i}]`));
  args.push(
    '-t', d, '-threads', ENCODER_THREADS, '-fflags', '+bitexact',
    '-c:v', 'libx264', '-preset', 'veryslow', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-r', String(fps), '-g', String(fps * segmentSeconds), '-keyint_min', String(fps * segmentSeconds),
    '-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${segmentSeconds})`,
    '-flags:v', '+bitexact', '-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '48000', '-flags:a', '+bitexact',
  );
  renditions.forEach((r, i) => {
    args.push(
      `-crf:v:${i}`, String(r.crf), `-maxrate:v:${i}`, String(r.maxrate),
      `-bufsize:v:${i}`, String(r.maxrate * 2), `-level:v:${i}`, r.level,
    );
  });
  args.push(
    '-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod',
    // fMP4 rather than MPEG-TS: at these low bit rates TS packet stuffing alone costs ~20 %.
    // With several renditions ffmpeg names each init section init_{rendition index}.mp4.
    '-hls_flags', 'independent_segments', '-hls_segment_type', 'fmp4',
    '-hls_segment_filename', join(dir, '%v', 'seg-%03d.m4s'),
    '-var_stream_map', renditions.map((r, i) => `v:${i},a:${i},name:${r.name}`).join(' '),
    join(dir, '%v', 'index.m3u8'),
  );
  ffmpeg(args);

  const variants = renditions.map((r) => {
    const playlist = join(dir, r.name, 'index.m3u8');
    const { segments, initPath } = readPlaylist(playlist);
    const rates = bitRates(segments);
    return { ...r, segments, ...rates, codecs: `${avcCodec(initPath)},${audioCodec(playlist)}` };
  });
  const durations = variants.map((v) => v.segments.reduce((n, s) => n + s.duration, 0));
  if (Math.abs(durations[0] - asset.durationSeconds) > 0.05 || durations.some((x) => Math.abs(x - durations[0]) > 0.001)) {
    throw new Error(`${asset.id}: rendition durations ${durations.join(', ')} differ from ${asset.durationSeconds}`);
  }
  writeFileSync(join(dir, 'master.m3u8'), masterPlaylist(variants, fps));

  const top = variants[variants.length - 1];
  // Output-side seek: ffmpeg's HLS demuxer cannot input-seek into fMP4 segments.
  ffmpeg([
    '-i', join(dir, top.name, 'index.m3u8'), '-ss', String(asset.posterAt),
    '-frames:v', '1', '-update', '1', '-q:v', '4', '-flags', '+bitexact', join(dir, 'poster.jpg'),
  ]);

  return {
    id: asset.id,
    kind: asset.kind,
    durationSeconds: Number(durations[0].toFixed(3)),
    renditions: variants.map((v) => ({ name: v.name, bandwidth: v.peak, width: v.width, height: v.height })),
  };
}

function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    const p = join(dir, e.name);
    return n + (e.isDirectory() ? folderBytes(p) : statSync(p).size);
  }, 0);
}

const work = mkdtempSync(join(tmpdir(), 'touchline-media-'));
try {
  // media/demo/images belongs to the seed data and is left alone.
  for (const owned of ['vod', 'posters', 'manifest.json']) {
    rmSync(join(outDir, owned), { recursive: true, force: true });
  }
  mkdirSync(outDir, { recursive: true });
  const posters = renderPosters(work);
  console.log(`posters: ${posters.length}`);
  const assets = demoAssets.map((asset, i) => {
    const entry = encodeAsset(asset, i, work);
    console.log(`${asset.id}: ${entry.durationSeconds} s, ${entry.renditions.map((r) => `${r.name} ${r.width}x${r.height} ${Math.round(r.bandwidth / 1000)} kb/s peak`).join(', ')}`);
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
