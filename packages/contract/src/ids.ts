// Ids are opaque strings on the wire (decisions.md); bounded so a malformed id is a 400, not a query.
import { z } from 'zod';

export const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id (letters, digits, - and _)');
export const isoDate = z.iso.datetime({ offset: true });
