import type { AuthUser } from '@aurum/shared/auth/session';
import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { displayName } from '@aurum/shared/ui-rules/display-name';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api';
import * as profileRoutes from '@aurum/shared/profile/profile-routes';
import { profileKeys } from './query-keys';

/**
 * GET /api/profile: the signed-in member's own profile (shared by profile, dashboard, onboarding).
 * The server makes the same read for a first screen (ADR 031).
 */
export const profileRead = (userId: string) =>
  ({
    queryKey: profileKeys.member(userId),
    path: profileRoutes.get.path,
  }) satisfies FirstScreenRead;

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => callApi(profileRoutes.get, { signal }),
    staleTime: 60_000,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * The member's one display name on every screen (greeting, avatar, profile): the profile's name,
 * else the name given at sign-up, else the e-mail's name. It follows a profile change at once, as
 * saving the profile updates the cached profile.
 */
export function useDisplayName(user: Pick<AuthUser, 'id' | 'email' | 'user_metadata'> | null) {
  const { data: profile } = useProfile(user?.id);
  return displayName({
    profileName: profile?.name,
    metadataName: user?.user_metadata.name,
    email: user?.email,
  });
}
