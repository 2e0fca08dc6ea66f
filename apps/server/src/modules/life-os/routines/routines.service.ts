import {
  type Routine,
  type RoutineChange,
  type RoutineInput,
  ROUTINES_MAX,
} from '@aurum/shared/life-os/routines';
import { addDays, localDateOf } from '@aurum/shared/time/member-time';
import { asMember, asMemberRead, type MemberScope } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import { lockAccount } from '../../auth/accounts.api';
import { CONFIDENCE_DAYS, confidenceScore } from './routine-rules';
import type { RoutineReminders } from './routine-reminders';
import * as repo from './routines.repo';

export const routineNotFound = () => notFound('Routine not found');

const NO_COMPLETIONS = { doneToday: false, recent: 0, streak: 0 };

/** A routine as the member reads it, on their day `today`. */
function toRoutine(
  record: repo.RoutineRecord,
  standing: Omit<repo.CompletionStanding, 'routineId'>,
  today: string,
): Routine {
  return {
    id: record.id,
    name: record.name,
    time: record.startTime,
    is_active: record.isActive,
    reminder: record.reminder,
    completed_today: standing.doneToday,
    confidence_score: confidenceScore({
      createdOn: localDateOf(record.createdAt),
      today,
      completedToday: standing.doneToday,
      recentCompletions: standing.recent,
    }),
    next_action: record.nextAction,
    streak: standing.streak,
    created_at: record.createdAt.toISOString(),
  };
}

/** What changes a routine's reminder: its time, whether it is active, whether it reminds. */
const remindsDifferently = (before: repo.RoutineFields, after: repo.RoutineFields) =>
  before.startTime !== after.startTime ||
  before.isActive !== after.isActive ||
  before.reminder !== after.reminder;

/**
 * Life OS routines (issue 29, ADR 063): the member's own, at most ROUTINES_MAX; done at most once
 * a member day; each with its reminder job (RoutineReminders).
 */
export class RoutinesService {
  constructor(
    private db: Database,
    private clock: Clock,
    private reminders: RoutineReminders,
  ) {}

  private today() {
    return localDateOf(this.clock.now());
  }

  /** The member's routines with today's standing: active first, then by time. */
  async list(userId: string): Promise<Routine[]> {
    const today = this.today();
    const since = addDays(today, 1 - CONFIDENCE_DAYS);
    const [records, standings] = await asMemberRead(this.db, userId, (scope) =>
      Promise.all([repo.listRoutines(scope), repo.completionStandings(scope, today, since)]),
    );
    const byRoutine = new Map(standings.map((standing) => [standing.routineId, standing]));
    return records.map((record) =>
      toRoutine(record, byRoutine.get(record.id) ?? NO_COMPLETIONS, today),
    );
  }

  /** The member's completions from one member day to another (the weekly report). */
  completionsBetween(userId: string, from: string, to: string) {
    return asMemberRead(this.db, userId, (scope) => repo.completionsBetween(scope, from, to));
  }

  /** Counts and inserts after the member's account row is locked: parallel creates queue. */
  async create(userId: string, input: RoutineInput): Promise<Routine> {
    const now = this.clock.now();
    const id = await asMember(this.db, userId, async (scope) => {
      await lockAccount(scope.tx, userId);
      if ((await repo.countRoutines(scope)) >= ROUTINES_MAX) {
        throw new AppError('ROUTINES_LIMIT', `You can keep at most ${ROUTINES_MAX} routines`, 409);
      }
      const routine = await repo.insertRoutine(
        scope,
        {
          name: input.name,
          startTime: input.time,
          nextAction: input.next_action,
          isActive: input.is_active,
          reminder: input.reminder,
        },
        now,
      );
      await this.reminders.schedule(scope.tx, routine);
      return routine.id;
    });
    return this.one(userId, id);
  }

  async change(userId: string, id: string, change: RoutineChange): Promise<Routine> {
    const now = this.clock.now();
    await this.locked(userId, id, async (scope, routine) => {
      const fields: repo.RoutineFields = {
        name: change.name ?? routine.name,
        startTime: change.time ?? routine.startTime,
        nextAction: change.next_action ?? routine.nextAction,
        isActive: change.is_active ?? routine.isActive,
        reminder: change.reminder ?? routine.reminder,
      };
      const rescheduled = remindsDifferently(routine, fields);
      const updated = await repo.updateRoutine(scope, id, fields, rescheduled, now);
      if (rescheduled) await this.reminders.schedule(scope.tx, updated);
    });
    return this.one(userId, id);
  }

  /** Done today (the member's day). Repeat-safe: a second time the same day is the same. */
  async complete(userId: string, id: string): Promise<Routine> {
    const now = this.clock.now();
    await this.locked(userId, id, (scope) => repo.addCompletion(scope, id, localDateOf(now), now));
    return this.one(userId, id);
  }

  /** Not done today after all. */
  async undoCompletion(userId: string, id: string): Promise<Routine> {
    const today = this.today();
    await this.locked(userId, id, (scope) => repo.removeCompletion(scope, id, today));
    return this.one(userId, id);
  }

  /** Removes the routine and its completions; its pending reminder then finds nothing. */
  async remove(userId: string, id: string): Promise<void> {
    const removed = await asMember(this.db, userId, (scope) => repo.deleteRoutine(scope, id));
    if (!removed) throw routineNotFound();
  }

  private locked(
    userId: string,
    id: string,
    work: (scope: MemberScope, routine: repo.RoutineRecord) => Promise<void>,
  ) {
    return asMember(this.db, userId, async (scope) => {
      const routine = await repo.lockRoutine(scope, id);
      if (!routine) throw routineNotFound();
      await work(scope, routine);
    });
  }

  private async one(userId: string, id: string): Promise<Routine> {
    const routine = (await this.list(userId)).find((candidate) => candidate.id === id);
    if (!routine) throw routineNotFound();
    return routine;
  }
}
