import type { Goal, GoalInput } from '@aurum/shared/life-os/goals';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { lifeOsKeys } from '../../../lib/query-keys';

const goalPath = (id: string) => `/api/life-os/goals/${encodeURIComponent(id)}`;

/** A goal or routine changed: the lists and the Weekly Report (goals hit, productivity) refetch. */
export const invalidateLifeOs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: lifeOsKeys.all });

/** POST /api/life-os/goals (new) or PATCH /api/life-os/goals/:id (edit, the current value too). */
function saveGoal({ id, body }: { id?: string; body: GoalInput }) {
  return id
    ? apiRequest<Goal>(goalPath(id), { method: 'PATCH', body })
    : apiRequest<Goal>('/api/life-os/goals', { method: 'POST', body });
}

/** POST /api/life-os/goals/:id/completion: the goal is reached (current reaches target). */
const completeGoal = (id: string) =>
  apiRequest<Goal>(`${goalPath(id)}/completion`, { method: 'POST' });

/** DELETE /api/life-os/goals/:id. */
const deleteGoal = (id: string) => apiRequest<void>(goalPath(id), { method: 'DELETE' });

/** A change of the member's goals or routines, refreshing Life OS after it. */
export function useLifeOsChange<Variables, Answer>(
  change: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => invalidateLifeOs(queryClient) });
}

export const useSaveGoal = () => useLifeOsChange(saveGoal);
export const useCompleteGoal = () => useLifeOsChange(completeGoal);
export const useDeleteGoal = () => useLifeOsChange(deleteGoal);
