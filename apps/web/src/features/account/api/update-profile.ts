// POST /api/user/update_profile: the account form's fields ({data:{…}}); the stored profile is
// read back afterwards so the session holds exactly what the server keeps.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileCall, type UpdateProfileResponse } from '@touchline/contract/calls/user';
import type { ProfileFields } from '@touchline/contract/entities/user-profile';
import { errorMessages } from '@touchline/contract/error-codes';
import { apiClient } from '../../../lib/app/api-client';
import { ApiError } from '../../../lib/http/api-error';
import { sessionStore } from '../../../lib/session/session-store';
import { getProfile } from './get-profile';

export async function updateProfile(data: ProfileFields): Promise<UpdateProfileResponse> {
  // Spec §5: only a signed-in user can update the profile.
  if (!sessionStore().getState().user) {
    throw new ApiError({
      status: 0,
      code: 'user_data_not_found',
      message: errorMessages.userDataNotFound,
    });
  }
  return apiClient().request(updateProfileCall, { body: { data } });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProfileFields) => {
      await updateProfile(data);
      const profile = await getProfile();
      sessionStore().getState().setUser(profile);
      queryClient.setQueryData(['user', 'profile'], profile);
      return profile;
    },
  });
}
