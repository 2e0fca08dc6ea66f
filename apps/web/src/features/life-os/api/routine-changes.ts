import type { Routine, RoutineChange, RoutineInput } from '@aurum/shared/life-os/routines';
import { apiRequest } from '../../../lib/api-client';
import { useLifeOsChange } from './goal-changes';

const routinePath = (id: string) => `/api/life-os/routines/${encodeURIComponent(id)}`;

/** POST /api/life-os/routines (new) or PATCH /api/life-os/routines/:id (edit, the reminder too). */
function saveRoutine({ id, body }: { id?: string; body: RoutineInput | RoutineChange }) {
  return id
    ? apiRequest<Routine>(routinePath(id), { method: 'PATCH', body })
    : apiRequest<Routine>('/api/life-os/routines', { method: 'POST', body });
}

/** Done today (POST .../completion, repeat-safe) or not done after all (DELETE .../completion). */
const markRoutine = ({ id, done }: { id: string; done: boolean }) =>
  apiRequest<Routine | undefined>(`${routinePath(id)}/completion`, {
    method: done ? 'POST' : 'DELETE',
  });

/** DELETE /api/life-os/routines/:id. */
const deleteRoutine = (id: string) => apiRequest<void>(routinePath(id), { method: 'DELETE' });

export const useSaveRoutine = () => useLifeOsChange(saveRoutine);
export const useMarkRoutine = () => useLifeOsChange(markRoutine);
export const useDeleteRoutine = () => useLifeOsChange(deleteRoutine);
