// Facebook: the Graph API's debug_token checks that the user access token was issued to this
// tenant's app; the person's id, name and email come from /{user-id}.
import { errorMessages } from '@touchline/contract/errors';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import {
  fetchJson,
  providerUnavailable,
  stringClaim,
  type ProviderIdentity,
} from './provider-identity';
import type { OutboundFetch } from './outbound-fetch';

const failed = () => new AppError('facebook_auth_failed', errorMessages.facebookFailed);

const debugAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.string().optional(),
    user_id: z.string().optional(),
  }),
});
const personAnswer = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
});

export async function verifyFacebookToken(
  outbound: OutboundFetch,
  config: { graphUrl: string; appId: string; appSecret: string | null },
  accessToken: string,
): Promise<ProviderIdentity> {
  if (!config.appSecret) throw providerUnavailable('no facebook app secret is configured');
  const base = config.graphUrl.replace(/\/+$/, '');
  const debugUrl = new URL(`${base}/debug_token`);
  debugUrl.searchParams.set('input_token', accessToken);
  debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  const debug = await fetchJson(outbound, debugUrl);
  const checked = debugAnswer.safeParse(debug.body);
  if (debug.status >= 500 || (debug.status === 200 && !checked.success))
    throw providerUnavailable(`debug_token answered ${debug.status}`);
  if (!checked.success) throw failed();
  const { is_valid, app_id, user_id } = checked.data.data;
  if (!is_valid || app_id !== config.appId || !user_id) throw failed();

  const personUrl = new URL(`${base}/${encodeURIComponent(user_id)}`);
  personUrl.searchParams.set('fields', 'id,name,email');
  personUrl.searchParams.set('access_token', accessToken);
  const person = await fetchJson(outbound, personUrl);
  const parsed = personAnswer.safeParse(person.body);
  if (person.status !== 200 || !parsed.success || parsed.data.id !== user_id) throw failed();
  return {
    subject: user_id,
    email: stringClaim(parsed.data.email)?.toLowerCase() ?? null,
    // Facebook only returns addresses it has confirmed.
    emailVerified: parsed.data.email !== undefined,
    name: stringClaim(parsed.data.name),
  };
}
