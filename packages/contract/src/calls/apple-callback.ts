// Sign in with Apple on the web answers by `response_mode=form_post`: Apple's page posts a form to
// our callback address. The server checks it and hands it to the callback page in the fragment
// (never the query, so no token reaches a log, a referrer or the history's server side).
import { z } from 'zod';

/** Where Apple posts (with and without the trailing slash of the portal's page links). */
export const appleCallbackPath = '/auth/oauth2/callback/apple/';

const state = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9._~-]+$/, 'must be a state the portal made');

/** The `user` field: JSON, sent on the first authorisation only. */
export const appleUser = z.object({
  name: z
    .object({
      firstName: z.string().max(120).optional(),
      lastName: z.string().max(120).optional(),
    })
    .optional(),
  email: z.string().max(254).optional(),
});

export const appleFormPost = z.union([
  z.object({
    id_token: z
      .string()
      .max(8192)
      .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a JWT'),
    code: z.string().max(2048).optional(),
    state,
    user: z.string().max(2048).optional(),
  }),
  z.object({ error: z.string().min(1).max(200), state: state.optional() }),
]);
export type AppleFormPost = z.infer<typeof appleFormPost>;

/** The fragment the callback page reads (`readCallback`): what the opener needs, no more. */
export interface AppleHandOver {
  id_token?: string;
  state?: string;
  full_name?: string;
  error?: string;
}
