// The path param of /live/{sportType}/, read by the route and by its page component.
import { pathParam } from '../../../lib/router/url-values';

// A sport is an identifier such as "football" or "ice_hockey"; anything else is not a page.
export const sportPattern = /^[a-z][a-z0-9_-]{0,39}$/;

// A type, not an interface: the router reads params as a record of strings.
export type SportParams = { sportType: string };

const isSport = (value: unknown) => typeof value === 'string' && sportPattern.test(value);

export const readSportParams = (raw: Record<string, unknown>): SportParams => ({
  sportType: pathParam(raw, 'sportType', isSport),
});

/** The sport of the current match, when its route has one. */
export const sportOf = (raw: Record<string, unknown>): string | undefined =>
  isSport(raw.sportType) ? (raw.sportType as string) : undefined;
