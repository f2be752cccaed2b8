// The query parameters of the auth pages (spec §2), read leniently: a bad value is dropped,
// never an error page.
import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.literal('true').transform(() => true)])
  .optional()
  .catch(undefined);
const text = z.string().max(2000).optional().catch(undefined);

export const loginSearch = z.object({
  sessionExpired: flag,
  /** A login-required page was opened without a session (never signed in here). */
  signInRequired: flag,
  deviceNoLongerAllowedError: flag,
  redirect: text,
  ifa: flag,
});

export const limitSearch = z.object({ data: z.unknown().optional() });

export const resetSearch = z.object({
  token: z
    .union([z.string(), z.number().transform(String)])
    .optional()
    .catch(undefined),
});

export const redirectSearch = z.object({ redirect: text });
