import type { LinkAnswer } from '@aurum/shared/provider/provider-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as providerRoutes from '@aurum/shared/provider/provider-routes';
import { providerLinkQuery } from './get-provider-link';

/** POST /api/provider-links/respond: applies the answer once; answers the view after it. */
function respondByLink(token: string, answer: LinkAnswer) {
  return callApi(providerRoutes.linkRespond, { body: { token, ...answer }, anonymous: true });
}

/**
 * Answers through a link; `answered` is told first, then the cached view of the link becomes the
 * answered one (so returning to the page shows it answered).
 */
export function useRespondByLink(token: string, answered: (answer: LinkAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: LinkAnswer) => respondByLink(token, answer),
    onSuccess: (view, answer) => {
      answered(answer);
      queryClient.setQueryData(providerLinkQuery(token).queryKey, (previous) => ({
        ...view,
        action: previous?.action,
      }));
    },
  });
}
