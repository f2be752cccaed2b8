// POST /api/user/confirm_provider_link: the account's owner lets the mailed provider sign in.
import { useMutation } from '@tanstack/react-query';
import { confirmProviderLinkCall } from '@touchline/contract/calls/user';
import type { SocialProvider } from '@touchline/contract/enums';
import { apiClient } from '../../../lib/app/api-client';

export async function confirmProviderLink(token: string): Promise<SocialProvider> {
  const answer = await apiClient().request(confirmProviderLinkCall, { body: { token } });
  return answer.content.provider;
}

export const useConfirmProviderLink = () => useMutation({ mutationFn: confirmProviderLink });
