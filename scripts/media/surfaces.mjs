// @ts-check
// Top-down playing surfaces and player markers for the demo video (854x480). Flat colours and
// thin lines keep the encoded bitrate low while still reading as a real broadcast.
import { courts } from './courts.mjs';

export const frame = { width: 854, height: 480 };

/**
 * @param {number} w @param {number} h @param {string} body
 * @param {string} [viewBox] the drawing's own coordinates when they differ from the pixel size
 */
const svg = (w, h, body, viewBox = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="none">${body}</svg>\n`;

function footballBody() {
  const stripes = [];
  for (let i = 0; i < 12; i += 1) {
    stripes.push(
      `<rect x="${i * 84}" y="0" width="84" height="560" fill="${i % 2 ? '#2f8f3a' : '#34993f'}"/>`,
    );
  }
  return [
    ...stripes,
    `<g fill="none" stroke="#f4fff4" stroke-opacity="0.9" stroke-width="4">${courts.football()}</g>`,
    '<g fill="#f4fff4" stroke="none"><rect x="26" y="244" width="14" height="72"/><rect x="960" y="244" width="14" height="72"/></g>',
  ].join('');
}

function hockeyBody() {
  return [
    '<rect width="1000" height="560" fill="#1e2a3a"/>',
    '<rect x="40" y="40" width="920" height="480" rx="130" fill="#eef4fb"/>',
    '<g fill="none" stroke="#9fb3cc" stroke-width="5">',
    courts.hockey(),
    '</g>',
    '<g fill="#d62839" fill-opacity="0.25"><path d="M105 255 a 26 26 0 0 1 0 50 z M895 255 a 26 26 0 0 0 0 50 z"/></g>',
  ].join('');
}

function basketballBody() {
  const boards = [];
  for (let i = 0; i < 14; i += 1) {
    boards.push(
      `<rect x="0" y="${i * 40}" width="1000" height="40" fill="${i % 2 ? '#d39a5c' : '#d8a064'}"/>`,
    );
  }
  return [
    ...boards,
    '<g fill="#8c3b1c" fill-opacity="0.55"><rect x="40" y="205" width="190" height="150"/><rect x="770" y="205" width="190" height="150"/><circle cx="500" cy="280" r="60"/></g>',
    `<g fill="none" stroke="#fff8ee" stroke-width="4">${courts.basketball()}</g>`,
  ].join('');
}

const bodies = { football: footballBody, hockey: hockeyBody, basketball: basketballBody };

/** @param {'football' | 'hockey' | 'basketball'} surface */
export function surfaceSvg(surface) {
  return svg(frame.width, frame.height, bodies[surface](), '0 0 1000 560');
}

/** A player marker: team colour with a white rim so it reads on every surface. @param {string} color */
export function markerSvg(color) {
  return svg(
    26,
    26,
    `<circle cx="13" cy="14" r="10" fill="#000000" fill-opacity="0.3"/><circle cx="13" cy="12" r="10" fill="${color}" stroke="#ffffff" stroke-width="2.5"/>`,
  );
}

/** @param {'football' | 'hockey' | 'basketball'} surface */
export function ballSvg(surface) {
  if (surface === 'hockey') {
    return svg(16, 16, '<circle cx="8" cy="8" r="6" fill="#0b0b0b"/>');
  }
  const fill = surface === 'basketball' ? '#e8590c' : '#ffffff';
  return svg(
    18,
    18,
    `<circle cx="9" cy="9" r="7" fill="${fill}" stroke="#1a1a1a" stroke-width="1.5"/>`,
  );
}

/**
 * What a panoramic camera sees around the surface (32:9): the far stand with its seat rows and
 * advertising boards in the teams' colours, and the apron beside the near touchline. The warped
 * surface is laid over it, so only the band above it and the corners at its sides show.
 * @param {'football' | 'hockey' | 'basketball'} surface
 * @param {{ width: number, height: number }} size
 * @param {[string, string]} colors home and away
 */
export function standsSvg(surface, size, colors) {
  const { width: w, height: h } = size;
  const indoor = surface !== 'football';
  const rows = [];
  for (let i = 0; i < 7; i += 1) {
    rows.push(
      `<rect x="0" y="${10 + i * 7}" width="${w}" height="7" fill="${i % 2 ? '#24324a' : '#1f2b40'}"/>`,
    );
  }
  const boards = [];
  const boardW = 80;
  for (let x = 0, i = 0; x < w; x += boardW, i += 1) {
    const fill = [colors[0], '#f8fafc', colors[1], '#0b1020'][i % 4];
    boards.push(`<rect x="${x}" y="59" width="${boardW}" height="12" fill="${fill}"/>`);
  }
  return svg(
    w,
    h,
    [
      `<rect width="${w}" height="${h}" fill="${indoor ? '#3b2a1d' : '#276b30'}"/>`,
      `<rect width="${w}" height="10" fill="#0b1020"/>`,
      ...rows,
      ...boards,
    ].join(''),
  );
}
