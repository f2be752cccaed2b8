// POST /api/user/forgot_password: mails a reset link; the answer is the same for any address.
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordCall, type ForgotPasswordRequest } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export function forgotPassword(body: ForgotPasswordRequest): Promise<unknown> {
  return apiClient().request(forgotPasswordCall, { body });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
