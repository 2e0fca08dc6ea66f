import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as onboardingRoutes from '@aurum/shared/onboarding/onboarding-routes';
import { onboardingKeys } from '../../../lib/query-keys';

function getOnboarding(signal?: AbortSignal) {
  return callApi(onboardingRoutes.answers, { signal });
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
