import type { OnboardingData } from '@aurum/shared/onboarding/onboarding-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { onboardingKeys } from '../../../lib/query-keys';

function getOnboarding(signal?: AbortSignal): Promise<OnboardingData> {
  return apiRequest<OnboardingData>('/api/onboarding', { signal });
}

export const onboardingQuery = (userId: string) =>
  queryOptions({
    queryKey: onboardingKeys.answers(userId),
    queryFn: ({ signal }) => getOnboarding(signal),
    // The wizard prefills once from the stored answers; it never refetches under the member.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** GET /api/onboarding: the member's stored answers, so a second completion edits them. */
export function useOnboarding(userId: string | undefined) {
  return useQuery({ ...onboardingQuery(userId ?? ''), enabled: Boolean(userId) });
}
