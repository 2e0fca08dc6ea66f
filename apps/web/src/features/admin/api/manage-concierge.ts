import * as staffConciergeRoutes from '@aurum/shared/admin/staff-concierge-routes';
import type { ConciergeProfileInput } from '@aurum/shared/human-concierge/human-concierge-contract';
import type { ServiceRequestForm } from '@aurum/shared/requests/request-contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { humanConciergeKeys } from '../../../lib/query-keys';

export const staffQueueQuery = () =>
  queryOptions({
    queryKey: humanConciergeKeys.staffQueue,
    queryFn: ({ signal }) => callApi(staffConciergeRoutes.queue, { signal }),
  });

export const useStaffQueue = () => useQuery(staffQueueQuery());

export const useStaffCase = (id: string | null) =>
  useQuery({
    queryKey: humanConciergeKeys.staffCase(id ?? ''),
    queryFn: ({ signal }) => callApi(staffConciergeRoutes.getCase, { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });

export const useColleagues = () =>
  useQuery({
    queryKey: humanConciergeKeys.colleagues,
    queryFn: ({ signal }) => callApi(staffConciergeRoutes.colleagues, { signal }),
  });

function useStaffChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: humanConciergeKeys.all }),
  });
}

export const useAcceptCase = () =>
  useStaffChange((id: string) => callApi(staffConciergeRoutes.accept, { params: { id } }));

export const useCaseStatus = () =>
  useStaffChange(({ id, status }: { id: string; status: 'in_progress' | 'completed' }) =>
    callApi(staffConciergeRoutes.changeStatus, { params: { id }, body: { status } }),
  );

export const useStaffReply = () =>
  useStaffChange(({ id, text }: { id: string; text: string }) =>
    callApi(staffConciergeRoutes.reply, { params: { id }, body: { text } }),
  );

export const useStaffRead = () =>
  useStaffChange((id: string) => callApi(staffConciergeRoutes.markRead, { params: { id } }));

export const useHandOver = () =>
  useStaffChange(({ id, staffId }: { id: string; staffId: string }) =>
    callApi(staffConciergeRoutes.handOver, { params: { id }, body: { staff_id: staffId } }),
  );

export const useFileCaseRequest = () =>
  useStaffChange(({ id, form }: { id: string; form: ServiceRequestForm }) =>
    callApi(staffConciergeRoutes.fileRequest, { params: { id }, body: form }),
  );

export const useSaveConciergeProfile = () =>
  useStaffChange((body: ConciergeProfileInput) =>
    callApi(staffConciergeRoutes.saveProfile, { body }),
  );
