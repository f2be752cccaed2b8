// @ts-check
// Caption tracks for the demo matches: a short commentary (the opening, every score, what happens
// in between) in three of the demo tenants' languages, written as segmented WebVTT for HLS. The
// same videos play many demo games with other teams and scores (ADR 050), so the commentary names
// the sides ("the home side"), never a team or a score that the page could contradict.

/** @typedef {import('./assets.mjs').DemoAsset} DemoAsset */
/** @typedef {{ start: number, end: number, text: string }} Cue */
/**
 * @typedef {{ language: string, name: string, home: string, away: string,
 *   kickOff: string, rejoin: string, goal: string, three: string, two: string, one: string,
 *   fillers: string[] }} CaptionLanguage
 */

/**
 * Each language's lines. `{team}` is the side that acts (`home` or `away`, as the language names
 * it), `{Team}` the same at the start of a sentence.
 * @type {CaptionLanguage[]}
 */
export const captionLanguages = [
  {
    language: 'en',
    name: 'English',
    home: 'the home side',
    away: 'the away side',
    kickOff: 'Kick-off.',
    rejoin: 'We rejoin the game.',
    goal: 'GOAL! {Team} score.',
    three: 'Three-pointer, {team}!',
    two: 'Two points for {team}.',
    one: 'Free throw scored by {team}.',
    fillers: ['{Team} build from the back.', '{Team} press high.', '{Team} look for an opening.'],
  },
  {
    language: 'de',
    name: 'Deutsch',
    home: 'das Heimteam',
    away: 'das Gastteam',
    kickOff: 'Anstoß.',
    rejoin: 'Zurück im Spiel.',
    goal: 'TOR! {Team} trifft.',
    three: 'Dreier für {team}!',
    two: 'Zwei Punkte für {team}.',
    one: 'Freiwurf verwandelt für {team}.',
    fillers: ['{Team} baut von hinten auf.', '{Team} presst früh.', '{Team} sucht die Lücke.'],
  },
  {
    language: 'fr',
    name: 'Français',
    home: 'l’équipe locale',
    away: 'l’équipe visiteuse',
    kickOff: 'Coup d’envoi.',
    rejoin: 'Retour au match.',
    goal: 'BUT ! {Team} marque.',
    three: 'Panier à trois points pour {team} !',
    two: 'Deux points pour {team}.',
    one: 'Lancer franc réussi pour {team}.',
    fillers: ['{Team} relance depuis l’arrière.', '{Team} presse haut.', '{Team} cherche l’ouverture.'],
  },
];

/** Seconds a line stays up, and the shortest quiet stretch that gets a line of its own. */
const holdSeconds = 4;
const fillerGap = 9;

/** @param {string} template @param {Record<string, string>} values */
const fill = (template, values) =>
  template.replace(/\{(\w+)\}/g, /** @param {string} _ @param {string} key */ (_, key) => values[key] ?? '');

/**
 * The commentary of one match in one language, in time order, cues never overlapping.
 * @param {DemoAsset} asset @param {CaptionLanguage} lang @returns {Cue[]}
 */
export function commentary(asset, lang) {
  /** @param {'home' | 'away'} side */
  const sideOf = (side) => {
    const team = lang[side];
    return { team, Team: team.charAt(0).toUpperCase() + team.slice(1) };
  };
  /** @type {{ at: number, text: string }[]} */
  const lines = [];
  lines.push({ at: 0.5, text: asset.clockStart === 0 ? lang.kickOff : lang.rejoin });
  for (const s of asset.scores) {
    const kind = s.banner === 'GOAL' ? 'goal' : s.points === 3 ? 'three' : s.points === 2 ? 'two' : 'one';
    lines.push({ at: s.at, text: fill(lang[kind], sideOf(s.side)) });
  }
  // Quiet stretches get a line about play, the teams taking turns.
  const moments = lines.map((l) => l.at).concat(asset.durationSeconds);
  let turn = 0;
  for (const [i, from] of moments.entries()) {
    const to = moments[i + 1];
    if (to === undefined) break;
    for (let at = from + fillerGap / 2; at + fillerGap / 2 <= to; at += fillerGap) {
      const filler = lang.fillers[turn % lang.fillers.length];
      if (filler === undefined) throw new Error(`${lang.language}: no filler lines`);
      lines.push({ at, text: fill(filler, sideOf(turn % 2 === 0 ? 'home' : 'away')) });
      turn += 1;
    }
  }
  lines.sort((a, b) => a.at - b.at);
  return lines.map((line, i) => ({
    start: line.at,
    end: Math.min(line.at + holdSeconds, lines[i + 1]?.at ?? asset.durationSeconds, asset.durationSeconds),
    text: line.text,
  }));
}

/** @param {number} seconds @returns {string} WebVTT `hh:mm:ss.ttt` */
const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000);
  /** @param {number} n @param {number} [w] */
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * One WebVTT file per media segment (same durations, so a live window over the video covers the
 * same span of captions). Cue times stay on the asset's timeline; X-TIMESTAMP-MAP ties that
 * timeline's zero to the video's, which starts at 0 in the fMP4 segments. A cue crossing a
 * segment boundary is written into both; players recognise it as one.
 * @param {Cue[]} cues @param {number[]} durations @returns {string[]}
 */
export function segmentVtt(cues, durations) {
  let from = 0;
  return durations.map((duration) => {
    const to = from + duration;
    const body = cues
      .filter((c) => c.start < to && c.end > from)
      .map((c) => `${stamp(c.start)} --> ${stamp(c.end)}\n${c.text}\n`);
    from = to;
    return ['WEBVTT', 'X-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000', '', ...body].join('\n');
  });
}

/**
 * A VOD media playlist over the caption segments.
 * @param {string[]} files @param {number[]} durations one per file @returns {string}
 */
export function subtitlePlaylist(files, durations) {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...durations))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  files.forEach((file, i) => {
    const duration = durations[i];
    if (duration === undefined) throw new Error(`caption segment ${file} has no duration`);
    lines.push(`#EXTINF:${duration.toFixed(6)},`, file);
  });
  lines.push('#EXT-X-ENDLIST');
  return lines.join('\n') + '\n';
}
