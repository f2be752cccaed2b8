// @ts-check
// Pictogram athletes drawn from a few joint positions (a 200x220 box, head at the top). Thick
// round-capped strokes give the familiar stadium-signage silhouette without any bitmap source.

/**
 * @typedef {[number, number]} Point
 * @typedef {{ head: Point, limbs: Point[][], ball?: { at: Point, r: number }, extra?: string }} Pose
 * @typedef {keyof typeof poses} PoseName
 */

/** @satisfies {Record<string, Pose>} */
const poses = {
  kick: {
    head: [112, 22],
    limbs: [
      [[106, 50], [94, 112]],
      [[104, 58], [74, 76], [48, 66]],
      [[104, 58], [130, 82], [150, 104]],
      [[94, 112], [86, 158], [80, 204]],
      [[94, 112], [128, 140], [166, 124]],
    ],
    ball: { at: [188, 132], r: 14 },
  },
  run: {
    head: [116, 20],
    limbs: [
      [[110, 46], [96, 108]],
      [[108, 56], [132, 76], [150, 54]],
      [[108, 56], [82, 78], [60, 96]],
      [[96, 108], [132, 134], [124, 180]],
      [[96, 108], [74, 152], [36, 162]],
    ],
  },
  shoot: {
    head: [80, 56],
    limbs: [
      [[98, 82], [104, 140]],
      [[100, 88], [128, 72], [132, 30]],
      [[100, 88], [114, 60], [112, 26]],
      [[104, 140], [90, 180], [96, 220]],
      [[104, 140], [122, 178], [130, 216]],
    ],
    ball: { at: [124, 2], r: 18 },
  },
  serve: {
    head: [96, 48],
    limbs: [
      [[98, 74], [104, 136]],
      [[104, 82], [122, 50], [132, 18]],
      [[94, 82], [74, 58], [62, 26]],
      [[104, 136], [96, 178], [86, 218]],
      [[104, 136], [120, 176], [134, 214]],
    ],
    ball: { at: [58, -8], r: 10 },
    extra:
      '<path d="M132 18 L142 -22"/><ellipse cx="148" cy="-42" rx="16" ry="22" transform="rotate(16 148 -42)" stroke-width="7" fill="none"/>',
  },
  skate: {
    head: [70, 50],
    limbs: [
      [[90, 68], [136, 104]],
      [[94, 74], [84, 108], [66, 136]],
      [[94, 74], [112, 112], [92, 142]],
      [[136, 104], [118, 152], [84, 182]],
      [[136, 104], [168, 140], [204, 160]],
    ],
    extra: '<path d="M66 136 L30 206 h-34" stroke-width="9"/>',
    ball: { at: [-20, 208], r: 9 },
  },
  spike: {
    head: [100, 40],
    limbs: [
      [[100, 66], [94, 128]],
      [[106, 72], [130, 48], [146, 16]],
      [[96, 74], [72, 64], [52, 48]],
      [[94, 128], [76, 164], [96, 196]],
      [[94, 128], [124, 158], [134, 190]],
    ],
    ball: { at: [168, -4], r: 18 },
  },
  dive: {
    head: [40, 110],
    limbs: [
      [[64, 96], [128, 112]],
      [[62, 86], [36, 60], [12, 40]],
      [[70, 88], [48, 56], [30, 30]],
      [[128, 112], [166, 126], [204, 120]],
      [[128, 112], [162, 104], [198, 92]],
    ],
    ball: { at: [-14, 12], r: 16 },
  },
};

/**
 * @param {PoseName} name
 * @param {{ color: string, ballColor: string, width?: number }} style
 */
export function figure(name, { color, ballColor, width = 22 }) {
  /** @type {Pose} */
  const pose = poses[name];
  const limbs = pose.limbs
    .map((pts) => `<polyline points="${pts.map((p) => p.join(',')).join(' ')}"/>`)
    .join('');
  const ball = pose.ball
    ? `<circle cx="${pose.ball.at[0]}" cy="${pose.ball.at[1]}" r="${pose.ball.r}" fill="${ballColor}" stroke="none"/>`
    : '';
  return [
    `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">`,
    limbs,
    pose.extra ?? '',
    `<circle cx="${pose.head[0]}" cy="${pose.head[1]}" r="${width * 0.85}" fill="${color}" stroke="none"/>`,
    '</g>',
    ball,
  ].join('');
}

export const poseNames = Object.keys(poses);
