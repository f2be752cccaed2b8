// @ts-check
// Card poster artwork (640x360): a gradient backdrop, a tilted playing surface, light beams and a
// pictogram athlete, each in its own palette so a grid of cards never looks repetitive.
import { courts } from './courts.mjs';
import { figure } from './figures.mjs';

/**
 * @typedef {{ court: keyof typeof courts, pose: import('./figures.mjs').PoseName, sky: [string, string, string],
 *   line: string, floor: string, figure: string, ball: string, accent: string, flip?: boolean }} PosterStyle
 */

/** @type {PosterStyle[]} */
export const posterStyles = [
  { court: 'football', pose: 'kick', sky: ['#0f7a3a', '#0a4d26', '#04190c'], floor: '#17933f', line: '#e8ffe9', figure: '#ffffff', ball: '#ffd43b', accent: '#ffd43b' },
  { court: 'basketball', pose: 'shoot', sky: ['#f08a24', '#a4430f', '#2a0f04'], floor: '#d9822b', line: '#fff3e0', figure: '#1b0b02', ball: '#ff6b00', accent: '#1b0b02', flip: true },
  { court: 'tennis', pose: 'serve', sky: ['#3b82f6', '#1e3a8a', '#0a1433'], floor: '#2563eb', line: '#ffffff', figure: '#ffffff', ball: '#d9f99d', accent: '#d9f99d' },
  { court: 'hockey', pose: 'skate', sky: ['#f1f7ff', '#bcd4f2', '#4a6a96'], floor: '#e6f0fb', line: '#7a93b8', figure: '#0f1f3d', ball: '#0f1f3d', accent: '#d62839', flip: true },
  { court: 'football', pose: 'dive', sky: ['#7c3aed', '#3b0764', '#0c0217'], floor: '#5b21b6', line: '#f0abfc', figure: '#fdf4ff', ball: '#f0abfc', accent: '#22d3ee' },
  { court: 'volleyball', pose: 'spike', sky: ['#fdba74', '#f43f5e', '#4c0519'], floor: '#f5c78e', line: '#ffffff', figure: '#3b0414', ball: '#ffffff', accent: '#ffffff', flip: true },
  { court: 'basketball', pose: 'shoot', sky: ['#14b8a6', '#0f3b5c', '#050d1a'], floor: '#0e7490', line: '#99f6e4', figure: '#ffffff', ball: '#fb923c', accent: '#fb923c' },
  { court: 'track', pose: 'run', sky: ['#ef4444', '#7f1d1d', '#1c0505'], floor: '#c2410c', line: '#ffe4d6', figure: '#ffffff', ball: '#ffffff', accent: '#fde047' },
];

/** @param {PosterStyle} s @param {number} index */
export function posterSvg(s, index) {
  const id = `p${index}`;
  const [top, mid, bottom] = s.sky;
  // Mirrored cards put the athlete on the left so neighbouring cards face each other.
  const figureX = s.flip ? 120 : 380;
  const court = courts[s.court]();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs>
  <linearGradient id="${id}sky" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>
  <linearGradient id="${id}floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${s.floor}" stop-opacity="0.15"/><stop offset="1" stop-color="${s.floor}" stop-opacity="0.85"/>
  </linearGradient>
  <radialGradient id="${id}spot" cx="${(figureX + 90) / 640}" cy="0.42" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <radialGradient id="${id}vig" cx="0.5" cy="0.5" r="0.75">
    <stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/>
  </radialGradient>
</defs>
<rect width="640" height="360" fill="url(#${id}sky)"/>
<polygon points="${s.flip ? '40,0 130,0 330,360 150,360' : '510,0 600,0 490,360 310,360'}" fill="url(#${id}beam)"/>
<polygon points="${s.flip ? '170,0 210,0 420,360 340,360' : '420,0 460,0 290,360 210,360'}" fill="url(#${id}beam)"/>
<polygon points="-60,360 700,360 700,215 -60,235" fill="url(#${id}floor)"/>
<g transform="translate(${s.flip ? 70 : -20} 196) scale(0.7 0.3) skewX(${s.flip ? 28 : -28})" fill="none" stroke="${s.line}" stroke-opacity="0.75" stroke-width="5">${court}</g>
<rect width="640" height="360" fill="url(#${id}spot)"/>
<ellipse cx="${figureX + 110}" cy="318" rx="92" ry="10" fill="#000000" fill-opacity="0.28"/>
<g transform="translate(${figureX + 14} 74) scale(1.12)" opacity="0.28">${figure(s.pose, { color: '#000000', ballColor: '#000000' })}</g>
<g transform="translate(${figureX} 62) scale(1.12)">${figure(s.pose, { color: s.figure, ballColor: s.ball })}</g>
<g fill="${s.accent}" opacity="0.9">
  <polygon points="${s.flip ? '598,300 640,300 640,316 590,316' : '0,300 52,300 44,316 0,316'}"/>
  <polygon points="${s.flip ? '612,324 640,324 640,334 606,334' : '0,324 36,324 30,334 0,334'}"/>
</g>
<rect width="640" height="360" fill="url(#${id}vig)"/>
</svg>
`;
}
