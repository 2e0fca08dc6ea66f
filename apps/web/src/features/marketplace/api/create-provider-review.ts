import type { ReviewInput } from '@aurum/shared/marketplace/marketplace-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as marketplaceRoutes from '@aurum/shared/marketplace/marketplace-routes';
import { marketplaceKeys } from '../../../lib/query-keys';

/**
 * POST /api/marketplace/providers/:id/reviews: 403 when the member has not used the provider,
 * 409 when they reviewed it already.
 */
function createProviderReview(providerId: string, review: ReviewInput) {
  return callApi(marketplaceRoutes.review, { params: { id: providerId }, body: review });
}

/** Sends a review, then reloads the provider (its rating and reviews) and every list showing it. */
export function useCreateProviderReview(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) => createProviderReview(providerId, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
  });
}
