import {
  type Goal,
  type GoalChange,
  type GoalInput,
  goalProgress,
  GOALS_MAX,
} from '@aurum/shared/life-os/goals';
import { asMember, asMemberRead, type MemberScope } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import { lockAccount } from '../../auth/accounts.api';
import * as repo from './goals.repo';

export const goalNotFound = () => notFound('Goal not found');

export const toGoal = (record: repo.GoalRecord): Goal => ({
  id: record.id,
  title: record.title,
  type: record.type,
  target_value: record.targetValue,
  current_value: record.currentValue,
  deadline: record.deadline,
  status: record.status,
  progress: goalProgress({
    current_value: record.currentValue,
    target_value: record.targetValue,
    status: record.status,
  }),
  completed_at: record.completedAt?.toISOString() ?? null,
  created_at: record.createdAt.toISOString(),
});

type Values = Pick<repo.GoalFields, 'title' | 'type' | 'targetValue' | 'currentValue' | 'deadline'>;

/**
 * The status follows the values (ADR 063): a goal whose current value reaches its target is
 * completed (since the first moment it did), one edited back below its target is active again.
 */
function withStatus(values: Values, completedAt: Date | null, now: Date): repo.GoalFields {
  const reached = values.currentValue >= values.targetValue;
  return {
    ...values,
    status: reached ? 'completed' : 'active',
    completedAt: reached ? (completedAt ?? now) : null,
  };
}

/** Life OS goals (issue 29, ADR 063): the member's own, at most GOALS_MAX of them. */
export class GoalsService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  async list(userId: string): Promise<Goal[]> {
    const records = await asMemberRead(this.db, userId, (scope) => repo.listGoals(scope));
    return records.map(toGoal);
  }

  /** Counts and inserts after the member's account row is locked: parallel creates queue. */
  create(userId: string, input: GoalInput): Promise<Goal> {
    const now = this.clock.now();
    return asMember(this.db, userId, async (scope) => {
      await lockAccount(scope.tx, userId);
      if ((await repo.countGoals(scope)) >= GOALS_MAX) {
        throw new AppError('GOALS_LIMIT', `You can keep at most ${GOALS_MAX} goals`, 409);
      }
      const values: Values = {
        title: input.title,
        type: input.type,
        targetValue: input.target_value,
        currentValue: input.current_value,
        deadline: input.deadline,
      };
      return toGoal(await repo.insertGoal(scope, withStatus(values, null, now), now));
    });
  }

  change(userId: string, id: string, change: GoalChange): Promise<Goal> {
    return this.rewrite(userId, id, (goal) => ({
      title: change.title ?? goal.title,
      type: change.type ?? goal.type,
      targetValue: change.target_value ?? goal.targetValue,
      currentValue: change.current_value ?? goal.currentValue,
      deadline: change.deadline === undefined ? goal.deadline : change.deadline,
    }));
  }

  /** Completes the goal: its current value reaches its target. Repeat-safe. */
  complete(userId: string, id: string): Promise<Goal> {
    return this.rewrite(userId, id, (goal) => ({
      ...goal,
      currentValue: Math.max(goal.currentValue, goal.targetValue),
    }));
  }

  async remove(userId: string, id: string): Promise<void> {
    const removed = await asMember(this.db, userId, (scope) => repo.deleteGoal(scope, id));
    if (!removed) throw goalNotFound();
  }

  private rewrite(
    userId: string,
    id: string,
    next: (goal: repo.GoalRecord) => Values,
  ): Promise<Goal> {
    const now = this.clock.now();
    return asMember(this.db, userId, async (scope: MemberScope) => {
      const goal = await repo.lockGoal(scope, id);
      if (!goal) throw goalNotFound();
      const fields = withStatus(next(goal), goal.completedAt, now);
      return toGoal(await repo.updateGoal(scope, id, fields, now));
    });
  }
}
