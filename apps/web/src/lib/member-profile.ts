import type { Profile } from '@aurum/shared/profile/profile-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { profileKeys } from './query-keys';

/** GET /api/profile: the signed-in member's own profile (shared by profile, dashboard, onboarding). */
function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/api/profile', { signal });
}

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 60_000,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });
}
