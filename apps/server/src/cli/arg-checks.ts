// The checks the operator command's argument files share, and the one error they all throw: the
// command prints its message and the usage, and exits 2. A leaf, so that operator-args.ts can
// import the argument files that use it.
import { email } from '@touchline/contract/calls/auth';
import type { z } from 'zod';

export class UsageError extends Error {}

export const required = (value: string | undefined, flag: string) => {
  if (value === undefined || value.trim() === '') throw new UsageError(`--${flag} is required`);
  return value.trim();
};

export const wholeNumber = (value: string, flag: string) => {
  if (!/^\d+$/.test(value))
    throw new UsageError(`--${flag} must be a whole number, got "${value}"`);
  return Number(value);
};

/** Normalised as sign-up stores it (trimmed, lower case), so the account is found. */
export const emailOf = (value: string) => {
  const parsed = email.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email must be an email address, got "${value}"`);
  return parsed.data;
};

/** The value as the contract schema reads it; its first problem names the flag (the field). */
export function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new UsageError(`--${issue.path.map(String).join('.') || 'value'}: ${issue.message}`);
}
