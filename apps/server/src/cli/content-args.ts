// The content commands of `npm run operator`: schedule a game, upload a video to one, open a live
// game for a push, cut a highlight from a game's recording. They always go through the running portal's admin API (the console's calls)
// and print one JSON object.
import { createEventBody, type CreateEventBody } from '@touchline/contract/calls/admin';
import {
  createHighlightBody,
  type CreateHighlightBody,
} from '@touchline/contract/calls/admin-media';
import { id } from '@touchline/contract/ids';

export type ContentCommand =
  | { name: 'create-event'; tenant: string; body: CreateEventBody }
  | { name: 'upload'; tenant: string; eventId: string; file: string }
  | { name: 'create-live'; tenant: string; body: CreateEventBody }
  | { name: 'cut-highlight'; tenant: string; eventId: string; body: CreateHighlightBody };

export const contentCommandNames = [
  'create-event',
  'upload',
  'create-live',
  'cut-highlight',
] as const;

export interface ContentValues {
  title?: string;
  start?: string;
  event?: string;
  file?: string;
  tag?: string;
  in?: string;
  out?: string;
}

export class ContentUsageError extends Error {}

function eventBody(values: ContentValues): CreateEventBody {
  const parsed = createEventBody.safeParse({
    title: values.title ?? '',
    ...(values.start !== undefined && { startsAt: values.start }),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const flag = issue.path[0] === 'startsAt' ? 'start' : String(issue.path[0] ?? 'title');
  throw new ContentUsageError(`--${flag}: ${issue.message}`);
}

const eventIdOf = (values: ContentValues) => {
  const eventId = values.event?.trim() ?? '';
  if (!id.safeParse(eventId).success)
    throw new ContentUsageError(`--event must be an event id, got "${eventId}"`);
  return eventId;
};

/** Seconds as typed (`12`, `12.5`), or the flag's refusal. */
const secondsOf = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(value.trim()))
    throw new ContentUsageError(`--${flag} must be a number of seconds, got "${value}"`);
  return Number(value.trim());
};

function highlightBody(values: ContentValues): CreateHighlightBody {
  const inSeconds = secondsOf(values.in, 'in');
  const outSeconds = secondsOf(values.out, 'out');
  const parsed = createHighlightBody.safeParse({
    title: values.title ?? '',
    ...(values.tag !== undefined && { tagId: values.tag.trim() }),
    ...(inSeconds !== undefined && { inSeconds }),
    ...(outSeconds !== undefined && { outSeconds }),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const flags: Record<string, string> = { tagId: 'tag', inSeconds: 'in', outSeconds: 'out' };
  const field = String(issue.path[0] ?? 'title');
  throw new ContentUsageError(`--${flags[field] ?? field}: ${issue.message}`);
}

/** The command for `name`, or null when `name` is not a content command. */
export function parseContentCommand(
  name: string,
  tenant: string,
  values: ContentValues,
): ContentCommand | null {
  switch (name) {
    case 'create-event':
    case 'create-live':
      return { name, tenant, body: eventBody(values) };
    case 'cut-highlight':
      return { name, tenant, eventId: eventIdOf(values), body: highlightBody(values) };
    case 'upload': {
      const eventId = eventIdOf(values);
      const file = values.file?.trim();
      if (!file) throw new ContentUsageError('--file is required');
      return { name, tenant, eventId, file };
    }
    default:
      return null;
  }
}

export const contentUsage = `  npm run operator -- create-event --title <text> [--start <ISO date>] [--tenant <slug>]
                       → {"eventId": …}
  npm run operator -- upload --event <id> --file <video file> [--tenant <slug>]
                       → {"eventId": …, "jobId": …}  (resumable upload; the portal transcodes it)
  npm run operator -- create-live --title <text> [--start <ISO date>] [--tenant <slug>]
                       → {"eventId": …, "ingestUrl": …}
  npm run operator -- cut-highlight --event <id> --title <text> (--tag <id> | --in <s> --out <s>)
                       [--tenant <slug>]
                       → {"eventId": …, "jobId": …}  (the portal cuts the game's recording)
`;
