import type {
  ConciergeSettingsInput,
  ConnectInput,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import * as conciergeRoutes from '@aurum/shared/human-concierge/human-concierge-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { humanConciergeKeys } from '../../../lib/query-keys';

/** A change of the member's human concierge data, refreshing its screens after it. */
function useConciergeChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: humanConciergeKeys.all }),
  });
}

export const useConnect = () =>
  useConciergeChange((body: ConnectInput) => callApi(conciergeRoutes.connect, { body }));

export const useSendCaseMessage = () =>
  useConciergeChange(({ id, text }: { id: string; text: string }) =>
    callApi(conciergeRoutes.sendMessage, { params: { id }, body: { text } }),
  );

export const useMarkCaseRead = () =>
  useConciergeChange((id: string) => callApi(conciergeRoutes.markRead, { params: { id } }));

export const useRateCase = () =>
  useConciergeChange(({ id, rating, comment }: { id: string; rating: number; comment: string }) =>
    callApi(conciergeRoutes.rate, { params: { id }, body: { rating, comment } }),
  );

export const useSaveConciergeSettings = () =>
  useConciergeChange((body: ConciergeSettingsInput) =>
    callApi(conciergeRoutes.saveSettings, { body }),
  );
