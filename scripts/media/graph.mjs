// @ts-check
// Builds the ffmpeg filtergraph for one demo asset: moving players and ball over the surface, then
// per rendition the running clock and the rendition label, and the audio bed. No team names,
// scores or product names are burned in: the page's score bug carries them (decision 050).
import { frame } from './surfaces.mjs';

/**
 * @typedef {import('./assets.mjs').DemoAsset} DemoAsset
 * @typedef {{ monoBold: string }} Fonts font files drawtext loads
 * @typedef {{ x: string, y: string }} Motion ffmpeg expressions of t for a moving overlay
 */

const PLAYERS = 5;
const MONO_ADVANCE = 0.602; // DejaVu Sans Mono advance width per em

/** @param {number} n */
const num = (n) => Number(n.toFixed(3)).toString();

/**
 * Ball path: a slow Lissajous across the whole surface, different per asset.
 * @param {number} seed @returns {Motion}
 */
function ballPath(seed) {
  const fx = 0.41 + seed * 0.03;
  const fy = 0.57 + seed * 0.02;
  return {
    x: `(W*0.5+W*0.33*sin(${num(fx)}*t)+W*0.05*sin(${num(fx * 4.1)}*t+0.4))`,
    y: `(H*0.52+H*0.3*sin(${num(fy)}*t+0.9))`,
  };
}

/**
 * Outfield players drift with the ball; the first (keeper) barely leaves the goal.
 * @param {number} seed @param {Motion} ball @returns {(Motion & { label: string })[]}
 */
function playerOverlays(seed, ball) {
  /** @type {[x: number, y: number, follow: number][]} */
  const base = [
    [0.09, 0.52, 0.05],
    [0.27, 0.28, 0.3],
    [0.27, 0.74, 0.3],
    [0.42, 0.4, 0.42],
    [0.46, 0.64, 0.42],
  ];
  /** @type {(Motion & { label: string })[]} */
  const out = [];
  for (const side of ['h', 'a']) {
    base.forEach(([bx, by, follow], i) => {
      const x = side === 'h' ? bx : 1 - bx;
      const y = side === 'h' ? by : 1 - by;
      const f = 0.6 + ((i * 7 + seed * 3 + (side === 'a' ? 5 : 0)) % 11) * 0.09;
      const p = (i * 1.7 + seed + (side === 'a' ? 2.1 : 0)) % 6.28;
      out.push({
        label: `${side}${i}`,
        x: `${num(x)}*W+${follow}*(${ball.x}-W*0.5)+W*0.025*sin(${num(f)}*t+${num(p)})-w/2`,
        y: `${num(y)}*H+${num(follow * 0.8)}*(${ball.y}-H*0.52)+H*0.03*cos(${num(f * 0.8)}*t+${num(p)})-h/2`,
      });
    });
  }
  return out;
}

/**
 * The burned-in graphics: the running clock and the rendition's height, nothing else. The same
 * files play under many demo games of both tenants, with other teams and scores, so team names,
 * scores, score banners and product or tenant names stay off the picture; the page's score bug
 * shows them (decision 050).
 * @param {DemoAsset} asset @param {number} k scale from the 480-line design to this rendition
 * @param {Fonts} fonts @param {{ height: number }} rendition
 */
function hud(asset, k, fonts, rendition) {
  /** @param {number} n */
  const px = (n) => Math.round(n * k);
  const fs = px(22);
  const cw = fs * MONO_ADVANCE;
  const x0 = px(18);
  const y0 = px(16);
  const h = px(38);
  const clockW = Math.round(5 * cw + px(20));
  const mono = `fontfile=${fonts.monoBold}`;

  return [
    `drawbox=x=${x0}:y=${y0}:w=${clockW}:h=${h}:color=0x0b1020@0.82:t=fill`,
    // The clock is the playback time plus the asset's kick-off offset, so it runs with the video.
    `drawtext=${mono}:fontsize=${fs}:fontcolor=0xffd43b:x=${x0}+(${clockW}-text_w)/2:y=${y0}+(${h}-${Math.round(fs * 0.73)})/2:text='%{pts\\:gmtime\\:${asset.clockStart}\\:%M\\\\\\:%S}'`,
    `drawtext=${mono}:fontsize=${px(13)}:fontcolor=white@0.9:box=1:boxcolor=0x0b1020@0.55:boxborderw=${px(6)}:x=w-text_w-${px(24)}:y=h-text_h-${px(24)}:text='${rendition.height}p'`,
  ].join(',');
}

/**
 * @param {DemoAsset} asset @param {number} index seeds the crowd noise
 * @param {number} outputs how many renditions take the mixed audio
 */
function audio(asset, index, outputs) {
  const d = asset.durationSeconds;
  const swell = asset.scores.map((s) => `between(t,${s.at},${s.at + 4})*(1-(t-${s.at})/4)`);
  const horn = asset.scores.filter((s) => s.banner).map((s) => `between(t,${s.at},${s.at + 1.2})`);
  const whistle = asset.kind === 'match' ? 'between(t,0.3,0.9)+between(t,1.1,1.5)' : '0';
  const sr = 'sample_rate=48000';
  return [
    `anoisesrc=color=pink:amplitude=0.5:seed=${1000 + index}:${sr}:duration=${d},lowpass=f=900,highpass=f=120,volume='1.4+2.8*(${swell.join('+') || '0'})':eval=frame[crowd]`,
    `sine=frequency=${asset.tone}:${sr}:duration=${d}[t1]`,
    `sine=frequency=${num(asset.tone * 1.26)}:${sr}:duration=${d}[t2]`,
    `[t1][t2]amix=inputs=2:normalize=0,volume='0.5*(${horn.join('+') || '0'})':eval=frame[horn]`,
    `sine=frequency=2900:${sr}:duration=${d},volume='0.25*(${whistle})':eval=frame[whistle]`,
    `[crowd][horn][whistle]amix=inputs=3:normalize=0,alimiter=limit=0.9,aformat=sample_fmts=fltp:channel_layouts=mono,asplit=${outputs}${Array.from({ length: outputs }, (_, i) => `[a${i}]`).join('')}`,
  ];
}

/**
 * The panoramic view: the top-down scene (players and ball included) tilted into perspective, the
 * far touchline narrower than the near one, and laid over the stand (input 4). The scene gets a
 * transparent border first so that the warp leaves the stand visible around it.
 * @param {{ width: number, height: number }} size
 * @returns {[warp: string, stands: string, over: string]}
 */
function panoramaWarp(size) {
  const { width: w, height: h } = size;
  const far = Math.round(h * 0.2);
  const near = h - 6;
  /** @type {[number, number][]} */
  const corners = [
    [Math.round(w * 0.195), far],
    [Math.round(w * 0.805), far],
    [8, near],
    [w - 8, near],
  ];
  const points = corners.map(([x, y], i) => `x${i}=${x}:y${i}=${y}`).join(':');
  return [
    `format=rgba,pad=iw+8:ih+8:4:4:color=black@0,scale=${w}:${h},perspective=${points}:sense=destination:interpolation=linear[pitch]`,
    `[4:v]format=yuv420p,setsar=1[stands]`,
    `[stands][pitch]overlay=0:0`,
  ];
}

/**
 * Inputs: 0 surface, 1 home marker, 2 away marker, 3 ball (all looped stills), and for the
 * panoramic view 4 the stand around the surface.
 * Outputs: [v0]/[a0] for r0 and [v1]/[a1] for r1.
 * @param {DemoAsset} asset @param {number} index seeds the moves (a panorama uses its match's)
 * @param {Fonts} fonts
 * @param {{ name: string, width: number, height: number }[]} renditions
 * @param {{ width: number, height: number } | null} panorama the panoramic frame, or null
 */
export function buildGraph(asset, index, fonts, renditions, panorama = null) {
  const ball = ballPath(index);
  const players = playerOverlays(index, ball);
  const lines = [
    `[0:v]format=yuv420p,setsar=1[bg]`,
    `[1:v]split=${PLAYERS}${players.slice(0, PLAYERS).map((p) => `[${p.label}]`).join('')}`,
    `[2:v]split=${PLAYERS}${players.slice(PLAYERS).map((p) => `[${p.label}]`).join('')}`,
  ];
  let last = 'bg';
  players.forEach((p, i) => {
    lines.push(`[${last}][${p.label}]overlay=x='${p.x}':y='${p.y}':eval=frame[m${i}]`);
    last = `m${i}`;
  });
  const split = `split=${renditions.length}${renditions.map((r) => `[s_${r.name}]`).join('')}`;
  const withBall = `[${last}][3:v]overlay=x='${ball.x}-w/2':y='${ball.y}-h/2':eval=frame`;
  if (panorama) {
    const [warp, stands, over] = panoramaWarp(panorama);
    lines.push(`${withBall},${warp}`, stands, `${over},${split}`);
  } else {
    lines.push(`${withBall},${split}`);
  }
  const base = panorama ?? frame;
  renditions.forEach((r, i) => {
    const scale =
      r.width === base.width ? '' : `scale=${r.width}:${r.height}:flags=lanczos,setsar=1,`;
    lines.push(`[s_${r.name}]${scale}${hud(asset, r.height / frame.height, fonts, r)}[v${i}]`);
  });
  lines.push(...audio(asset, index, renditions.length));
  return lines.join(';\n') + '\n';
}
