import type { Executor, Transaction } from '../../db/client';
import { exportGoals, forgetGoals } from './goals/goals.repo';
import { exportRoutines, forgetRoutines } from './routines/routines.repo';

/**
 * Life OS's part of the member's data rights (ADR 055, 063): what the export reads and the
 * deletion removes. Each part of Life OS adds its tables, its section and its removal here.
 */
export const LIFE_OS_EXPORT_TABLES = ['goals', 'routines', 'routine_completions'] as const;

export async function exportLifeOs(db: Executor, userId: string) {
  return {
    goals: await exportGoals(db, userId),
    routines: await exportRoutines(db, userId),
  };
}

export async function forgetLifeOs(tx: Transaction, userId: string) {
  await forgetRoutines(tx, userId);
  await forgetGoals(tx, userId);
}
