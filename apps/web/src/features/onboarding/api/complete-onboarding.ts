import type {
  OnboardingInput,
  OnboardingStatus,
} from '@aurum/shared/onboarding/onboarding-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as onboardingRoutes from '@aurum/shared/onboarding/onboarding-routes';
import { useAuth } from '../../auth/hooks/use-auth';
import { profileQuery } from '../../../lib/member-profile';
import { onboardingQuery } from './get-onboarding';
import { onboardingStatusQuery } from './get-onboarding-status';

function completeOnboarding(body: OnboardingInput) {
  return callApi(onboardingRoutes.complete, { body });
}

/**
 * POST /api/onboarding. On success the gate's status says onboarded, so /dashboard lets the
 * member in; the stored answers and the profile are read afresh when next shown.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => {
      queryClient.setQueryData<OnboardingStatus>(onboardingStatusQuery(userId).queryKey, {
        needs_onboarding: false,
      });
      for (const { queryKey } of [onboardingQuery(userId), profileQuery(userId)]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      }
    },
  });
}
