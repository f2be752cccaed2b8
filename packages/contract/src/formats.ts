// What ids and page slugs look like on the wire (decisions.md: ids are opaque strings, bounded so
// a malformed one is a 400, not a query). Plain rules, so the portal's route params are checked
// without loading zod; the schemas in ids.ts and entities/static-page.ts are built from them.

export const idMaxLength = 64;
export const idCharacters = /^[A-Za-z0-9_-]+$/;

export const isId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length >= 1 &&
  value.length <= idMaxLength &&
  idCharacters.test(value);

/**
 * A user clip's or user highlight's id starts so: the server names them, and the portal's server
 * rendering, which has no session, leaves a page of one to the browser (it may be the viewer's own).
 */
export const userClipIdPrefix = 'uc-';

export const isUserClipId = (value: string) => value.startsWith(userClipIdPrefix);

export const pageTypeMaxLength = 64;
export const pageTypePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isPageType = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= pageTypeMaxLength && pageTypePattern.test(value);
