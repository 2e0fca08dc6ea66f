import type { GoalInput } from '@aurum/shared/life-os/goals';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { lifeOsKeys } from '../../../lib/query-keys';

/** A goal or routine changed: the lists and the Weekly Report (goals hit, productivity) refetch. */
export const invalidateLifeOs = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: lifeOsKeys.all });

/** POST /api/life-os/goals (new) or PATCH /api/life-os/goals/:id (edit, the current value too). */
function saveGoal({ id, body }: { id?: string; body: GoalInput }) {
  return id
    ? callApi(lifeOsRoutes.changeGoal, { params: { id }, body })
    : callApi(lifeOsRoutes.addGoal, { body });
}

/** POST /api/life-os/goals/:id/completion: the goal is reached (current reaches target). */
const completeGoal = (id: string) => callApi(lifeOsRoutes.completeGoal, { params: { id } });

/** DELETE /api/life-os/goals/:id. */
const deleteGoal = (id: string) => callApi(lifeOsRoutes.removeGoal, { params: { id } });

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
