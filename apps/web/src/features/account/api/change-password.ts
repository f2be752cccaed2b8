// POST /api/user/change_password: the current and the new password; other devices are signed out.
import { useMutation } from '@tanstack/react-query';
import { changePasswordCall, type ChangePasswordRequest } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return apiClient().request(changePasswordCall, { body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
