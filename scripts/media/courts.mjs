// @ts-check
// Playing-surface line drawings in a 1000x560 box, shared by the card posters and the video
// backgrounds. Each returns SVG markup with the lines only; callers choose colours and framing.

const W = 1000;
const H = 560;

/** @param {string} d */
const path = (d) => `<path d="${d}"/>`;

function football() {
  /** @param {number} x the goal line @param {1 | -1} dir towards the centre */
  const box = (x, dir) => {
    const big = `M${x} 150 h${dir * 150} v260 h${-dir * 150}`;
    const small = `M${x} 215 h${dir * 55} v130 h${-dir * 55}`;
    const arc = `M${x + dir * 150} 225 A 80 80 0 0 ${dir > 0 ? 1 : 0} ${x + dir * 150} 335`;
    return path(big) + path(small) + path(arc) + `<circle cx="${x + dir * 105}" cy="280" r="3"/>`;
  };
  return [
    `<rect x="40" y="40" width="920" height="480"/>`,
    path('M500 40 V520'),
    `<circle cx="500" cy="280" r="72"/>`,
    `<circle cx="500" cy="280" r="4"/>`,
    box(40, 1),
    box(960, -1),
  ].join('');
}

function basketball() {
  /** @param {number} x the baseline @param {1 | -1} dir towards the centre */
  const end = (x, dir) => {
    const key = `<rect x="${dir > 0 ? x : x - 190}" y="205" width="190" height="150"/>`;
    const ft = `<circle cx="${x + dir * 190}" cy="280" r="60"/>`;
    const three = `M${x} 65 h${dir * 140} A 240 240 0 0 ${dir > 0 ? 1 : 0} ${x + dir * 140} 495 h${-dir * 140}`;
    const hoop = `<circle cx="${x + dir * 52}" cy="280" r="12"/>` + path(`M${x + dir * 40} 250 V310`);
    return key + ft + path(three) + hoop;
  };
  return [
    `<rect x="40" y="40" width="920" height="480"/>`,
    path('M500 40 V520'),
    `<circle cx="500" cy="280" r="60"/>`,
    `<circle cx="500" cy="280" r="20"/>`,
    end(40, 1),
    end(960, -1),
  ].join('');
}

function tennis() {
  return [
    `<rect x="100" y="60" width="800" height="440"/>`,
    path('M100 115 H900 M100 445 H900'),
    path('M290 115 V445 M710 115 V445 M290 280 H710'),
    path('M100 280 h14 M900 280 h-14'),
    `<path d="M500 40 V520" stroke-width="2.5" stroke-dasharray="6 5"/>`,
  ].join('');
}

/** Hockey lines carry their own colours (red and blue are part of the rink's look). */
function hockey(red = '#d62839', blue = '#1d4ed8') {
  /** @param {number} cx @param {number} cy */
  const circle = (cx, cy) =>
    `<circle cx="${cx}" cy="${cy}" r="62" stroke="${red}"/><circle cx="${cx}" cy="${cy}" r="5" fill="${red}" stroke="none"/>`;
  return [
    `<rect x="40" y="40" width="920" height="480" rx="130"/>`,
    `<path d="M500 40 V520" stroke="${red}" stroke-width="8"/>`,
    `<path d="M340 40 V520 M660 40 V520" stroke="${blue}" stroke-width="9"/>`,
    `<path d="M105 62 V498 M895 62 V498" stroke="${red}"/>`,
    `<circle cx="500" cy="280" r="62" stroke="${blue}"/>`,
    circle(210, 160),
    circle(210, 400),
    circle(790, 160),
    circle(790, 400),
    `<path d="M105 255 a 26 26 0 0 1 0 50 M895 255 a 26 26 0 0 0 0 50" stroke="${red}"/>`,
  ].join('');
}

function volleyball() {
  return [
    `<rect x="140" y="100" width="720" height="360"/>`,
    `<path d="M500 70 V490" stroke-width="6"/>`,
    path('M380 100 V460 M620 100 V460'),
  ].join('');
}

function track() {
  const lanes = [];
  for (let i = 0; i < 6; i += 1) {
    const inset = 40 + i * 26;
    const h = H - inset * 2;
    lanes.push(
      `<rect x="${inset}" y="${inset}" width="${W - inset * 2}" height="${h}" rx="${h / 2}"/>`,
    );
  }
  lanes.push(path('M500 40 V196'));
  return lanes.join('');
}

export const courts = { football, basketball, tennis, hockey, volleyball, track };
export const courtSize = { width: W, height: H };
