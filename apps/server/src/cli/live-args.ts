// The live commands of `npm run operator`: change a game's stream or score and tell every open
// page at once, through the admin API or directly (operator-direct.ts).
import {
  setScoreBody,
  setStreamBody,
  type SetScoreBody,
  type SetStreamBody,
} from '@touchline/contract/calls/operator';
import { id } from '@touchline/contract/ids';
import { checked, required, UsageError, wholeNumber } from './arg-checks';

export type LiveCommand =
  | { name: 'set-stream'; tenant: string; eventId: string; body: SetStreamBody }
  | { name: 'set-score'; tenant: string; eventId: string; body: SetScoreBody };

export interface LiveValues {
  event?: string;
  url?: string;
  home?: string;
  away?: string;
}

const eventIdOf = (values: LiveValues) => {
  const value = required(values.event, 'event');
  if (!id.safeParse(value).success)
    throw new UsageError(`--event must be an event id, got "${value}"`);
  return value;
};

/** The command for `name`, or null when `name` is not a live command. */
export function parseLiveCommand(
  name: string,
  tenant: string,
  values: LiveValues,
): LiveCommand | null {
  switch (name) {
    case 'set-stream':
      return {
        name,
        tenant,
        eventId: eventIdOf(values),
        body: checked(setStreamBody, { url: required(values.url, 'url') }),
      };
    case 'set-score':
      return {
        name,
        tenant,
        eventId: eventIdOf(values),
        body: checked(setScoreBody, {
          home: wholeNumber(required(values.home, 'home'), 'home'),
          away: wholeNumber(required(values.away, 'away'), 'away'),
        }),
      };
    default:
      return null;
  }
}

export const liveUsage = `  npm run operator -- set-stream --event <id> --url <m3u8> [--tenant <slug>]
  npm run operator -- set-score  --event <id> --home <n> --away <n> [--tenant <slug>]
`;
