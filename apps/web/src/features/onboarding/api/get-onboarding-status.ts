import type { FirstScreenRead } from '@aurum/shared/first-screen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as onboardingRoutes from '@aurum/shared/onboarding/onboarding-routes';
import { onboardingKeys } from '../../../lib/query-keys';

/** GET /api/onboarding/status; the server makes the same read for a first screen (ADR 031). */
export const onboardingStatusRead = (userId: string) =>
  ({
    queryKey: onboardingKeys.status(userId),
    path: onboardingRoutes.status.path,
  }) satisfies FirstScreenRead;

export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: onboardingKeys.status(userId),
    queryFn: ({ signal }) => callApi(onboardingRoutes.status, { signal }),
    retry: false,
    staleTime: 60_000,
  });

/** GET /api/onboarding/status for the signed-in member; disabled while nobody is signed in. */
export function useOnboardingStatus(userId: string | undefined) {
  return useQuery({ ...onboardingStatusQuery(userId ?? ''), enabled: Boolean(userId) });
}
