// Partial, case- and accent-insensitive text matching. Both sides go through touchline_fold
// (lower(unaccent(…)), migration 0001), and the columns searched have trigram GIN indexes on
// exactly that expression (or, for event titles, on a stored column holding it), so
// `LIKE '%…%'` is answered from the index.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%text%` with the LIKE wildcards of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const fold = (value: AnyPgColumn | SQL) => sql`touchline_fold(${value})`;

/** Whether the column contains the text, ignoring case and accents. */
export const foldedContains = (column: AnyPgColumn, text: string): SQL =>
  sql`${fold(column)} like touchline_fold(${containsPattern(text)})`;

/** The same for a column that already holds folded text (events.search_title). */
export const foldedColumnContains = (folded: AnyPgColumn, text: string): SQL =>
  sql`${folded} like touchline_fold(${containsPattern(text)})`;
