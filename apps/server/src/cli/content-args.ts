// The content commands of `npm run operator`: schedule a game, upload a video to one, open a live
// game for a push. They always go through the running portal's admin API (the console's calls)
// and print one JSON object.
import { createEventBody, type CreateEventBody } from '@touchline/contract/calls/admin';
import { id } from '@touchline/contract/ids';

export type ContentCommand =
  | { name: 'create-event'; tenant: string; body: CreateEventBody }
  | { name: 'upload'; tenant: string; eventId: string; file: string }
  | { name: 'create-live'; tenant: string; body: CreateEventBody };

export const contentCommandNames = ['create-event', 'upload', 'create-live'] as const;

export interface ContentValues {
  title?: string;
  start?: string;
  event?: string;
  file?: string;
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
    case 'upload': {
      const eventId = values.event?.trim() ?? '';
      if (!id.safeParse(eventId).success)
        throw new ContentUsageError(`--event must be an event id, got "${eventId}"`);
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
`;
