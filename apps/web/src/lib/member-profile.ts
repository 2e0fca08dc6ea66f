import type { FirstScreenRead } from '@aurum/shared/first-screen';
import type { Profile } from '@aurum/shared/profile/profile-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { profileKeys } from './query-keys';

/**
 * GET /api/profile: the signed-in member's own profile (shared by profile, dashboard, onboarding).
 * The server makes the same read for a first screen (ADR 031).
 */
export const profileRead = (userId: string) =>
  ({ queryKey: profileKeys.member(userId), path: '/api/profile' }) satisfies FirstScreenRead;

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => apiRequest<Profile>(profileRead(userId).path, { signal }),
    staleTime: 60_000,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });
}
