// The list cursor: base64url of `[version, sort field, direction, sort key, id]`, sealed for the
// tenant (http/cursor-seal.ts) so only cursors the server gave out are read. It records the sort
// it was made for, so a cursor sent with another sort is refused instead of seeking on a key of the
// wrong kind.
import type { SortDirection, SortField } from '@touchline/contract/enums';
import { AppError } from '../../http/app-error';
import type { CursorSeal } from '../../http/cursor-seal';
import type { EventSort, SeekKey } from './event-list-criteria';

const version = 1;

const keyPatterns: Record<SortField, RegExp> = {
  order: /^-?\d{1,10}$/,
  added: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  created: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
  title: /^[\s\S]{0,1000}$/,
};
const fields = new Set<string>(['order', 'added', 'title', 'created']);
const directions = new Set<string>(['asc', 'desc']);

export function encodeCursor(
  seal: CursorSeal,
  tenantId: string,
  sort: EventSort,
  key: SeekKey,
): string {
  const json = JSON.stringify([version, sort.field, sort.direction, key.key, key.id]);
  return seal.seal(tenantId, Buffer.from(json, 'utf8').toString('base64url'));
}

const malformed = () => AppError.invalid('body', 'cursor', 'must be a cursor from nextCursor');

/** The seek key inside a cursor; a 400 naming `cursor` when it is not ours or not for `sort`. */
export function decodeCursor(
  seal: CursorSeal,
  tenantId: string,
  cursor: string,
  sort: EventSort,
): SeekKey {
  const body = seal.open(tenantId, cursor);
  if (body === null) throw malformed();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) throw malformed();
  const [v, field, direction, key, id] = parsed as unknown[];
  if (
    v !== version ||
    typeof field !== 'string' ||
    !fields.has(field) ||
    typeof direction !== 'string' ||
    !directions.has(direction) ||
    typeof key !== 'string' ||
    typeof id !== 'string' ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(id) ||
    !keyPatterns[field as SortField].test(key)
  )
    throw malformed();
  if (field !== sort.field || (direction as SortDirection) !== sort.direction)
    throw AppError.invalid('body', 'cursor', 'was made for another sort or order');
  return { key, id };
}
