// The DVR option of the simulated live channels. By default a live playlist lists a short window
// (the live edge, quick to start); `?dvr=1` lists the last `dvrWindowSeconds` instead, so a player
// can seek back and return to the edge ("back to live"). The playlist type stays absent: a sliding
// window is neither EVENT (which only grows) nor VOD.

export const dvrQueryValues = ['1', 'true', '0', 'false'] as const;

/** Reads `dvr` of a live playlist request: on, off, or invalid (a 400 naming the field). */
export function parseDvr(value: unknown): boolean | 'invalid' {
  if (value === undefined) return false;
  if (typeof value !== 'string') return 'invalid';
  switch (value) {
    case '1':
    case 'true':
      return true;
    case '0':
    case 'false':
      return false;
    default:
      return 'invalid';
  }
}

/** How many segments cover `seconds` of the asset, at least `minimum` (the normal window). */
export function dvrWindowSegments(durations: readonly number[], seconds: number, minimum: number): number {
  const total = durations.reduce((sum, d) => sum + d, 0);
  const average = total / durations.length;
  return Math.max(minimum, Math.ceil(seconds / average));
}
