import type {
  CaseMessage,
  Colleague,
  ConciergeProfile,
  ConciergeProfileInput,
  StaffCaseDetail,
  StaffQueue,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import type { ServiceRequestForm } from '@aurum/shared/requests/request-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { humanConciergeKeys } from '../../../lib/query-keys';

const BASE = '/api/admin/concierge';
const casePath = (id: string) => `${BASE}/cases/${encodeURIComponent(id)}`;

export const staffQueueQuery = () =>
  queryOptions({
    queryKey: humanConciergeKeys.staffQueue,
    queryFn: ({ signal }) => apiRequest<StaffQueue>(`${BASE}/queue`, { signal }),
  });

export const useStaffQueue = () => useQuery(staffQueueQuery());

export const useStaffCase = (id: string | null) =>
  useQuery({
    queryKey: humanConciergeKeys.staffCase(id ?? ''),
    queryFn: ({ signal }) => apiRequest<StaffCaseDetail>(casePath(id!), { signal }),
    enabled: Boolean(id),
  });

export const useColleagues = () =>
  useQuery({
    queryKey: humanConciergeKeys.colleagues,
    queryFn: ({ signal }) => apiRequest<Colleague[]>(`${BASE}/colleagues`, { signal }),
  });

function useStaffChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: humanConciergeKeys.all }),
  });
}

export const useAcceptCase = () =>
  useStaffChange((id: string) =>
    apiRequest<StaffCaseDetail>(`${casePath(id)}/accept`, { method: 'POST' }),
  );

export const useCaseStatus = () =>
  useStaffChange(({ id, status }: { id: string; status: 'in_progress' | 'completed' }) =>
    apiRequest<StaffCaseDetail>(`${casePath(id)}/status`, { method: 'POST', body: { status } }),
  );

export const useStaffReply = () =>
  useStaffChange(({ id, text }: { id: string; text: string }) =>
    apiRequest<CaseMessage>(`${casePath(id)}/messages`, { method: 'POST', body: { text } }),
  );

export const useStaffRead = () =>
  useStaffChange((id: string) => apiRequest<void>(`${casePath(id)}/read`, { method: 'POST' }));

export const useHandOver = () =>
  useStaffChange(({ id, staffId }: { id: string; staffId: string }) =>
    apiRequest<StaffCaseDetail>(`${casePath(id)}/handover`, {
      method: 'POST',
      body: { staff_id: staffId },
    }),
  );

export const useFileCaseRequest = () =>
  useStaffChange(({ id, form }: { id: string; form: ServiceRequestForm }) =>
    apiRequest<{ request_id: string }>(`${casePath(id)}/requests`, { method: 'POST', body: form }),
  );

export const useSaveConciergeProfile = () =>
  useStaffChange((body: ConciergeProfileInput) =>
    apiRequest<ConciergeProfile>(`${BASE}/profile`, { method: 'PUT', body }),
  );
