import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys';

export interface OnboardingStatus {
  needs_onboarding: boolean;
}

function getOnboardingStatus(signal?: AbortSignal): Promise<OnboardingStatus> {
  return apiRequest<OnboardingStatus>('/api/onboarding/status', { signal });
}

export const onboardingStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: onboardingKeys.status(userId),
    queryFn: ({ signal }) => getOnboardingStatus(signal),
    retry: false,
    staleTime: 60_000,
  });

/** GET /api/onboarding/status for the signed-in member; disabled while nobody is signed in. */
export function useOnboardingStatus(userId: string | undefined) {
  return useQuery({ ...onboardingStatusQuery(userId ?? ''), enabled: Boolean(userId) });
}
