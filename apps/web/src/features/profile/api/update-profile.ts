import type { Profile, ProfileUpdate } from '@aurum/shared/profile/profile-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as profileRoutes from '@aurum/shared/profile/profile-routes';
import { useAuth } from '../../auth/hooks/use-auth';
import { profileQuery } from '../../../lib/member-profile';

function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return callApi(profileRoutes.update, { body });
}

/** PATCH /api/profile, then reloads the profile (spec 01 section 4). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      const { queryKey } = profileQuery(userId);
      queryClient.setQueryData(queryKey, profile);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
