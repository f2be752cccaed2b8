// Readers for what a URL carries. Search params are read leniently: a value the page does not
// know is dropped, never an error page, because links in the wild outlive the options. Path
// params are read strictly: a value that is not one is no page (the router answers not found).
// Plain code rather than zod, which the first load does not carry (ADR 065).

export const textOrUndefined = (value: unknown, maxLength: number): string | undefined =>
  typeof value === 'string' && value.length <= maxLength ? value : undefined;

export const matchOrUndefined = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

export const oneOfOrUndefined = <T extends string>(
  value: unknown,
  options: readonly T[],
): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** `true` and `"true"` (a hand-written URL) are true; `false` stays false; anything else is unset. */
export const flagOrUndefined = (value: unknown): boolean | undefined =>
  value === true || value === 'true' ? true : value === false ? false : undefined;

/** Leaves out what was not read, so the URL carries only the values the page knows. */
export const definedOnly = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

export class InvalidPathParam extends Error {
  override name = 'InvalidPathParam';
}

/** A path param that must be valid for the page to exist. */
export function pathParam(
  raw: Record<string, unknown>,
  name: string,
  valid: (value: unknown) => boolean,
): string {
  const value = raw[name];
  if (!valid(value)) throw new InvalidPathParam(`path parameter ${name} is not valid`);
  return value as string;
}
