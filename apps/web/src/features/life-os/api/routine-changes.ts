import type { RoutineChange, RoutineInput } from '@aurum/shared/life-os/routines';
import { callApi } from '../../../lib/call-api';
import * as lifeOsRoutes from '@aurum/shared/life-os/life-os-routes';
import { useLifeOsChange } from './goal-changes';

/** POST /api/life-os/routines (new) or PATCH /api/life-os/routines/:id (edit, the reminder too). */
function saveRoutine({ id, body }: { id?: string; body: RoutineInput | RoutineChange }) {
  return id
    ? callApi(lifeOsRoutes.changeRoutine, { params: { id }, body })
    : callApi(lifeOsRoutes.addRoutine, { body: body as RoutineInput });
}

/** Done today (POST .../completion, repeat-safe) or not done after all (DELETE .../completion). */
const markRoutine = ({ id, done }: { id: string; done: boolean }) =>
  callApi(done ? lifeOsRoutes.completeRoutine : lifeOsRoutes.undoRoutine, { params: { id } });

/** DELETE /api/life-os/routines/:id. */
const deleteRoutine = (id: string) => callApi(lifeOsRoutes.removeRoutine, { params: { id } });

export const useSaveRoutine = () => useLifeOsChange(saveRoutine);
export const useMarkRoutine = () => useLifeOsChange(markRoutine);
export const useDeleteRoutine = () => useLifeOsChange(deleteRoutine);
