// The game form: values as the inputs hold them (the start as a local date and time), their
// checks, and the bodies of the create and update calls.
import {
  createEventBody,
  type AdminEvent,
  type CreateEventBody,
  type UpdateEventBody,
} from '@touchline/contract/calls/admin';
import { eventStatus } from '@touchline/contract/enums';
import { z } from 'zod';
import { accepted } from './field-rules';

/** `<input type="datetime-local">` value (local time, minutes) of an instant, and back. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export const fromLocalInput = (value: string) => new Date(value).toISOString();
export const validLocal = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(new Date(value).getTime());

export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'required')
      .refine(accepted(createEventBody.shape.title), 'tooLong'),
    startsAt: z.string().min(1, 'required').refine(validLocal, 'date'),
    leagueId: z.string(),
    team1Id: z.string(),
    team2Id: z.string(),
    status: eventStatus,
  })
  .refine((values) => values.team1Id === '' || values.team1Id !== values.team2Id, {
    message: 'sameTeams',
    path: ['team2Id'],
  });
export type EventFormValues = z.input<typeof eventFormSchema>;

export const emptyEvent = (): EventFormValues => ({
  title: '',
  startsAt: '',
  leagueId: '',
  team1Id: '',
  team2Id: '',
  status: 'upcoming',
});

export const eventValues = (event: AdminEvent): EventFormValues => ({
  title: event.title,
  startsAt: toLocalInput(event.startsAt),
  leagueId: event.leagueId ?? '',
  team1Id: event.team1Id ?? '',
  team2Id: event.team2Id ?? '',
  status: event.status,
});

const filled = (value: string) => (value === '' ? undefined : value);

/** A new game is always upcoming (the API sets it); its status changes afterwards. */
export const toCreateEvent = (values: EventFormValues): CreateEventBody => ({
  title: values.title.trim(),
  startsAt: fromLocalInput(values.startsAt),
  leagueId: filled(values.leagueId),
  team1Id: filled(values.team1Id),
  team2Id: filled(values.team2Id),
});

/** Only what changed (the league is fixed once the game is filed under it); null when nothing. */
export function toUpdateEvent(values: EventFormValues, before: AdminEvent): UpdateEventBody | null {
  const body: UpdateEventBody = {};
  if (values.title.trim() !== before.title) body.title = values.title.trim();
  if (values.startsAt !== toLocalInput(before.startsAt))
    body.startsAt = fromLocalInput(values.startsAt);
  if (values.status !== before.status) body.status = values.status;
  for (const field of ['team1Id', 'team2Id'] as const) {
    const next = filled(values[field]) ?? null;
    if (next !== before[field]) body[field] = next;
  }
  return Object.keys(body).length > 0 ? body : null;
}
