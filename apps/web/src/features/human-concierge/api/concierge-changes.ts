import type {
  CaseDetail,
  CaseMessage,
  ConciergeSettings,
  ConciergeSettingsInput,
  ConnectInput,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { humanConciergeKeys } from '../../../lib/query-keys';

const BASE = '/api/human-concierge';
const casePath = (id: string) => `${BASE}/cases/${encodeURIComponent(id)}`;

/** A change of the member's human concierge data, refreshing its screens after it. */
function useConciergeChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: humanConciergeKeys.all }),
  });
}

export const useConnect = () =>
  useConciergeChange((body: ConnectInput) =>
    apiRequest<CaseDetail>(`${BASE}/cases`, { method: 'POST', body }),
  );

export const useSendCaseMessage = () =>
  useConciergeChange(({ id, text }: { id: string; text: string }) =>
    apiRequest<CaseMessage>(`${casePath(id)}/messages`, { method: 'POST', body: { text } }),
  );

export const useMarkCaseRead = () =>
  useConciergeChange((id: string) => apiRequest<void>(`${casePath(id)}/read`, { method: 'POST' }));

export const useRateCase = () =>
  useConciergeChange(({ id, rating, comment }: { id: string; rating: number; comment: string }) =>
    apiRequest<CaseDetail>(`${casePath(id)}/rating`, { method: 'POST', body: { rating, comment } }),
  );

export const useSaveConciergeSettings = () =>
  useConciergeChange((body: ConciergeSettingsInput) =>
    apiRequest<ConciergeSettings>(`${BASE}/settings`, { method: 'PUT', body }),
  );
