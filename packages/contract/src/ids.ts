// Ids are opaque strings on the wire (decisions.md); bounded so a malformed id is a 400, not a query.
import { z } from 'zod';
import { idCharacters, idMaxLength } from './formats';

export const id = z
  .string()
  .min(1)
  .max(idMaxLength)
  .regex(idCharacters, 'must be an id (letters, digits, - and _)');
export const isoDate = z.iso.datetime({ offset: true });
