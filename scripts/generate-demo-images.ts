// Draws the demo artwork as SVG from the demo catalog: a crest per team, an emblem per tenant, a
// badge per league, a card image per category and a wide banner per category and league.
// Output is deterministic (same catalog, same bytes) and committed under media/demo/images/.
//   npx tsx scripts/generate-demo-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoTeam } from '../apps/server/src/db/seed/demo-catalog';
import { demoTenants } from '../apps/server/src/db/seed/demo-tenants';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'media', 'demo', 'images');
const font = "font-family='Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif'";

const escape = (text: string) =>
  text.replace(
    /[&<>'"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const hash = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

function write(folder: string, slug: string, svg: string) {
  const file = join(root, folder, `${slug}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

/** A ball for the sport, centred on (cx, cy), drawn in `colour`. */
function sportGlyph(sport: string, cx: number, cy: number, r: number, colour: string): string {
  const ring = `<circle cx='${cx}' cy='${cy}' r='${r}' fill='none' stroke='${colour}' stroke-width='${r / 8}'/>`;
  if (sport === 'basketball') {
    return `${ring}<path d='M${cx - r} ${cy}H${cx + r}M${cx} ${cy - r}V${cy + r}M${cx - r * 0.7} ${cy - r * 0.7}Q${cx - r * 0.2} ${cy} ${cx - r * 0.7} ${cy + r * 0.7}M${cx + r * 0.7} ${cy - r * 0.7}Q${cx + r * 0.2} ${cy} ${cx + r * 0.7} ${cy + r * 0.7}' fill='none' stroke='${colour}' stroke-width='${r / 10}'/>`;
  }
  if (sport === 'volleyball') {
    return `${ring}<path d='M${cx} ${cy}Q${cx + r * 0.1} ${cy - r * 0.6} ${cx - r * 0.3} ${cy - r * 0.95}M${cx} ${cy}Q${cx + r * 0.6} ${cy + r * 0.1} ${cx + r * 0.95} ${cy - r * 0.3}M${cx} ${cy}Q${cx - r * 0.5} ${cy + r * 0.4} ${cx - r * 0.6} ${cy + r * 0.8}' fill='none' stroke='${colour}' stroke-width='${r / 10}'/>`;
  }
  const p = (angle: number, d: number) =>
    `${(cx + Math.cos(angle) * d).toFixed(1)} ${(cy + Math.sin(angle) * d).toFixed(1)}`;
  const pentagon = [0, 1, 2, 3, 4].map((i) => p(-Math.PI / 2 + (i * 2 * Math.PI) / 5, r * 0.38));
  return `${ring}<path d='M${pentagon.join('L')}Z' fill='${colour}'/>`;
}

const shields = [
  'M100 8 L188 36 V120 C188 176 148 212 100 232 C52 212 12 176 12 120 V36 Z',
  'M100 8 C150 8 188 40 188 96 V150 C188 196 146 226 100 232 C54 226 12 196 12 150 V96 C12 40 50 8 100 8 Z',
  'M24 8 H176 L188 48 V132 C188 184 144 214 100 232 C56 214 12 184 12 132 V48 Z',
];

function crest(team: DemoTeam, sport: string): string {
  const shape = shields[hash(team.slug) % shields.length]!;
  const stripe = hash(team.name) % 2 === 0;
  return `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 240' width='200' height='240' role='img' aria-label='${escape(team.name)}'>
  <defs><clipPath id='c'><path d='${shape}'/></clipPath></defs>
  <path d='${shape}' fill='${team.colour}'/>
  <g clip-path='url(#c)'>
    ${stripe ? `<path d='M-20 150 L220 40 V90 L-20 200 Z' fill='${team.secondaryColour}' opacity='0.28'/>` : `<rect x='84' y='0' width='32' height='240' fill='${team.secondaryColour}' opacity='0.28'/>`}
  </g>
  <path d='${shape}' fill='none' stroke='${team.secondaryColour}' stroke-width='8'/>
  ${sportGlyph(sport, 100, 78, 26, team.secondaryColour)}
  <text x='100' y='168' text-anchor='middle' ${font} font-size='44' font-weight='800' letter-spacing='2' fill='${team.secondaryColour}'>${escape(team.code)}</text>
</svg>`;
}

function tenantEmblem(name: string, primary: string, contrast: string, accent: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 128 128' width='128' height='128' role='img' aria-label='${escape(name)}'>
  <rect width='128' height='128' rx='28' fill='${primary}'/>
  <path d='M0 96 L128 60 V100 C128 115 115 128 100 128 H28 C13 128 0 115 0 100 Z' fill='${accent}'/>
  <text x='64' y='78' text-anchor='middle' ${font} font-size='52' font-weight='800' fill='${contrast}'>${escape(initials)}</text>
</svg>`;
}

function leagueBadge(shortName: string, title: string, colour: string, sport: string): string {
  return `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 200 200' width='200' height='200' role='img' aria-label='${escape(title)}'>
  <circle cx='100' cy='100' r='96' fill='${colour}'/>
  <circle cx='100' cy='100' r='82' fill='none' stroke='#ffffff' stroke-width='4' opacity='0.6'/>
  ${sportGlyph(sport, 100, 72, 24, '#ffffff')}
  <text x='100' y='146' text-anchor='middle' ${font} font-size='40' font-weight='800' letter-spacing='3' fill='#ffffff'>${escape(shortName)}</text>
</svg>`;
}

function cardImage(title: string, colour: string, sport: string): string {
  return `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 180' width='320' height='180' role='img' aria-label='${escape(title)}'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${colour}'/><stop offset='1' stop-color='#0f1624'/></linearGradient></defs>
  <rect width='320' height='180' fill='url(#g)'/>
  ${sportGlyph(sport, 250, 70, 40, '#ffffff')}
  <text x='20' y='150' ${font} font-size='26' font-weight='700' fill='#ffffff'>${escape(title)}</text>
</svg>`;
}

function banner(title: string, subtitle: string, colour: string, sport: string): string {
  // Long titles shrink so they end before the ball on the right.
  const titleSize = Math.min(88, Math.floor(1100 / (title.length * 0.66)));
  return `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1600 400' width='1600' height='400' role='img' aria-label='${escape(title)}'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='0'><stop offset='0' stop-color='#0f1624'/><stop offset='0.55' stop-color='${colour}'/><stop offset='1' stop-color='#0f1624'/></linearGradient></defs>
  <rect width='1600' height='400' fill='url(#g)'/>
  <path d='M980 400 L1260 0 H1340 L1060 400 Z M1120 400 L1400 0 H1440 L1160 400 Z' fill='#ffffff' opacity='0.08'/>
  ${sportGlyph(sport, 1380, 200, 110, '#ffffff')}
  <text x='96' y='200' ${font} font-size='${titleSize}' font-weight='800' fill='#ffffff'>${escape(title)}</text>
  <text x='100' y='268' ${font} font-size='36' font-weight='500' fill='#ffffff' opacity='0.8'>${escape(subtitle)}</text>
</svg>`;
}

/** A tall side banner (the `vertical_banner` kind) beside a league's or category's listings. */
function verticalBanner(title: string, subtitle: string, colour: string, sport: string): string {
  const words = title.split(/\s+/);
  const lines = words
    .map(
      (word, i) =>
        `<text x='40' y='${560 + i * 64}' ${font} font-size='56' font-weight='800' fill='#ffffff'>${escape(word)}</text>`,
    )
    .join('');
  return `
<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 1000' width='400' height='1000' role='img' aria-label='${escape(title)}'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='${colour}'/><stop offset='1' stop-color='#0f1624'/></linearGradient></defs>
  <rect width='400' height='1000' fill='url(#g)'/>
  ${sportGlyph(sport, 200, 280, 130, '#ffffff')}
  ${lines}
  <text x='40' y='${600 + words.length * 64}' ${font} font-size='28' font-weight='500' fill='#ffffff' opacity='0.8'>${escape(subtitle)}</text>
</svg>`;
}

let count = 0;
for (const tenant of demoTenants) {
  const { theme } = tenant.config;
  write(
    'tenants',
    tenant.slug,
    tenantEmblem(tenant.name, theme.primary, theme.primaryContrast, theme.accent),
  );
  count += 1;
  for (const category of tenant.catalog.categories) {
    write(
      'categories',
      category.slug,
      cardImage(category.title, category.colour, category.sportType),
    );
    write(
      'banners',
      category.slug,
      banner(category.title, tenant.name, category.colour, category.sportType),
    );
    write(
      'banners-vertical',
      category.slug,
      verticalBanner(category.title, tenant.name, category.colour, category.sportType),
    );
    count += 3;
  }
  for (const league of tenant.catalog.leagues) {
    write(
      'leagues',
      league.slug,
      leagueBadge(league.shortName, league.title, league.colour, league.sportType),
    );
    write(
      'banners',
      league.slug,
      banner(
        league.title,
        `${league.teams.length} teams · ${tenant.name}`,
        league.colour,
        league.sportType,
      ),
    );
    write(
      'banners-vertical',
      league.slug,
      verticalBanner(league.title, tenant.name, league.colour, league.sportType),
    );
    count += 3;
    for (const team of league.teams) {
      write('teams', team.slug, crest(team, league.sportType));
      count += 1;
    }
  }
}
console.log(`Wrote ${count} SVG images to ${root}`);
