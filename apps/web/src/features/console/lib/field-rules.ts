// Field checks of the console's forms, built on the contract's own schemas so the form refuses
// exactly what the admin API would. Messages are translation keys under `console.errors`.
import type { z } from 'zod';

/** An optional text field: empty, or what the contract's schema accepts. */
export const blankOr = (schema: z.ZodType) => (value: string) =>
  value.trim() === '' || schema.safeParse(value.trim()).success;

/** The value the contract's schema accepts (a required field that is filled in). */
export const accepted = (schema: z.ZodType) => (value: string) =>
  schema.safeParse(value.trim()).success;

export const errorKey = (message: string | undefined) =>
  message ? `console.errors.${message}` : undefined;
