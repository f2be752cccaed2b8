// @ts-check
// The demo assets: what each one shows. Durations are multiples of the 2 s segment length so every
// segment, including the last, is exactly one GOP long (the simulated live loop relies on it).

/**
 * @typedef {{ name: string, color: string }} Team the name is for the captions, the colour for the
 *   players' markers: no team name is burned into the picture
 * @typedef {{ at: number, side: 'home' | 'away', points: number, banner?: string }} Score
 * @typedef {{ id: string, kind: 'match' | 'highlight' | 'panorama', durationSeconds: number,
 *   surface: 'football' | 'hockey' | 'basketball', home: Team, away: Team,
 *   startScore: [number, number], clockStart: number, scores: Score[], posterAt: number,
 *   tone: number }} DemoAsset
 * @typedef {{ name: string, width: number, height: number, maxrate: number, level: string,
 *   crf: number }} Rendition one HLS variant: its folder name, frame size and x264 settings
 */

const nor = { name: 'Northgate', color: '#e11d48' };
const har = { name: 'Harbour City', color: '#2563eb' };
const val = { name: 'Valley Lynx', color: '#f59e0b' };
const eas = { name: 'Eastport', color: '#0f766e' };
const rid = { name: 'Ridgeback', color: '#7c3aed' };
const lak = { name: 'Lakeshore', color: '#ea580c' };

/** @type {DemoAsset[]} */
export const demoAssets = [
  {
    id: 'match-1', kind: 'match', durationSeconds: 90, surface: 'football',
    home: nor, away: har, startScore: [0, 0], clockStart: 0, posterAt: 23, tone: 233,
    scores: [
      { at: 22, side: 'home', points: 1, banner: 'GOAL' },
      { at: 51, side: 'away', points: 1, banner: 'GOAL' },
      { at: 74, side: 'home', points: 1, banner: 'GOAL' },
    ],
  },
  {
    id: 'match-2', kind: 'match', durationSeconds: 76, surface: 'hockey',
    home: val, away: eas, startScore: [1, 1], clockStart: 20 * 60 + 5, posterAt: 31, tone: 262,
    scores: [
      { at: 30, side: 'away', points: 1, banner: 'GOAL' },
      { at: 63, side: 'away', points: 1, banner: 'GOAL' },
    ],
  },
  {
    id: 'match-3', kind: 'match', durationSeconds: 64, surface: 'basketball',
    home: rid, away: lak, startScore: [48, 45], clockStart: 31 * 60 + 40, posterAt: 12, tone: 294,
    scores: [
      { at: 6, side: 'away', points: 2 },
      { at: 11, side: 'home', points: 3, banner: 'THREE' },
      { at: 19, side: 'home', points: 2 },
      { at: 27, side: 'away', points: 3, banner: 'THREE' },
      { at: 36, side: 'away', points: 2 },
      { at: 44, side: 'home', points: 1 },
      { at: 45, side: 'home', points: 1 },
      { at: 53, side: 'away', points: 2 },
      { at: 59, side: 'home', points: 2 },
    ],
  },
  {
    id: 'highlight-1', kind: 'highlight', durationSeconds: 12,
    surface: 'football', home: nor, away: har, startScore: [0, 0], clockStart: 22 * 60 + 31,
    posterAt: 7, tone: 233, scores: [{ at: 6, side: 'home', points: 1, banner: 'GOAL' }],
  },
  {
    id: 'highlight-2', kind: 'highlight', durationSeconds: 16,
    surface: 'hockey', home: val, away: eas, startScore: [1, 1], clockStart: 20 * 60 + 22,
    posterAt: 9, tone: 262, scores: [{ at: 8, side: 'away', points: 1, banner: 'GOAL' }],
  },
  {
    id: 'highlight-3', kind: 'highlight', durationSeconds: 20,
    surface: 'basketball', home: rid, away: lak, startScore: [60, 61], clockStart: 38 * 60 + 12,
    posterAt: 12, tone: 294,
    scores: [
      { at: 5, side: 'away', points: 2 },
      { at: 11, side: 'home', points: 3, banner: 'THREE' },
    ],
  },
];

/**
 * Renditions share one GOP structure so their segments line up for ABR switching.
 * @type {Rendition[]}
 */
export const renditions = [
  { name: 'r0', width: 426, height: 240, maxrate: 250_000, level: '3.0', crf: 28 },
  { name: 'r1', width: 854, height: 480, maxrate: 700_000, level: '3.1', crf: 27 },
];

/**
 * The panoramic camera's view of a match: the whole surface seen from the stand, 32:9. A short
 * loop of the match's opening (same moves, same score), so the live channels and the view switch
 * have something real to show while the extra storage stays small.
 */
export const panoramaSeconds = 30;
export const panoramaFrame = { width: 1280, height: 360 };
/** @type {Rendition[]} */
export const panoramaRenditions = [
  { name: 'r0', width: 854, height: 240, maxrate: 250_000, level: '3.0', crf: 29 },
  { name: 'r1', width: 1280, height: 360, maxrate: 600_000, level: '3.1', crf: 28 },
];

/** @param {DemoAsset} match @returns {DemoAsset} */
function panoramaOf(match) {
  return {
    ...match,
    id: `${match.id}-panorama`,
    kind: 'panorama',
    durationSeconds: panoramaSeconds,
    scores: match.scores.filter((s) => s.at + 3 < panoramaSeconds),
    posterAt: Math.min(match.posterAt, panoramaSeconds - 2),
  };
}

/** Football and basketball, the sports both demo tenants show live and archived. */
export const panoramaAssets = ['match-1', 'match-3'].map((id) => {
  const match = demoAssets.find((a) => a.id === id);
  if (!match) throw new Error(`no demo asset ${id} to take a panorama of`);
  return panoramaOf(match);
});

export const fps = 25;
export const segmentSeconds = 2;
