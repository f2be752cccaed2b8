// POST /api/user/reset_password: the token from the mailed link and the new password.
import { useMutation } from '@tanstack/react-query';
import { resetPasswordCall, type ResetPasswordRequest } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export function resetPassword(body: ResetPasswordRequest): Promise<unknown> {
  return apiClient().request(resetPasswordCall, { body });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
