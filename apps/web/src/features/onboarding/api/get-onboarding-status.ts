import type { FirstScreenRead } from '@aurum/shared/first-screen';
import type { OnboardingStatus } from '@aurum/shared/onboarding/onboarding-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys';

/** GET /api/onboarding/status; the server makes the same read for a first screen (ADR 031). */
export const onboardingStatusRead = (userId: string) =>
  ({
    queryKey: onboardingKeys.status(userId),
    path: '/api/onboarding/status',
  }) satisfies FirstScreenRead;

export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: onboardingKeys.status(userId),
    queryFn: ({ signal }) =>
      apiRequest<OnboardingStatus>(onboardingStatusRead(userId).path, { signal }),
    retry: false,
    staleTime: 60_000,
  });

/** GET /api/onboarding/status for the signed-in member; disabled while nobody is signed in. */
export function useOnboardingStatus(userId: string | undefined) {
  return useQuery({ ...onboardingStatusQuery(userId ?? ''), enabled: Boolean(userId) });
}
