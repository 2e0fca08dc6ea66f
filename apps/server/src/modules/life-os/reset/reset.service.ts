import type {
  AwayNote,
  ResetActionId,
  ResetActionOutcome,
  ResetActionView,
  ResetSession,
  ResetSettingsInput,
  ResetTrigger,
} from '@aurum/shared/life-os/reset';
import { asMember, asMemberRead } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/sql-helpers';
import type { Clock } from '../../../platform/clock';
import { AppError, notFound } from '../../../platform/errors';
import type { ServiceRequestService } from '../../requests/requests.service';
import {
  lockMemberProfile,
  readPreferenceCategory,
  upsertPreference,
} from '../../profile/profile.api';
import * as repo from './reset.repo';
import { type ResetActions, runsOutside } from './reset-actions';
import {
  assertRunnable,
  RESET_SETTINGS_CATEGORY,
  resetActionViews,
  sessionActions,
  settingText,
  staleBefore,
} from './reset-rules';

const HISTORY_LIMIT = 50;
export const sessionNotFound = () => notFound('Reset session not found');
const inProgress = () =>
  new AppError('RESET_IN_PROGRESS', 'A reset is already running. Let it finish first.', 409);

/**
 * The reset (spec 02 sections 2, 4, 9; issue 29): settings per action, sessions that run the
 * actions for real one by one (the browser paces them), the history, and the away note.
 */
export class ResetService {
  constructor(
    private db: Database,
    private clock: Clock,
    private actions: ResetActions,
    private requests: Pick<ServiceRequestService, 'filed'>,
  ) {}

  async settings(userId: string): Promise<ResetActionView[]> {
    const stored = await asMemberRead(this.db, userId, ({ db }) =>
      readPreferenceCategory(db, userId, RESET_SETTINGS_CATEGORY),
    );
    return resetActionViews(stored);
  }

  /** Saves the settings of the actions given (auto-trigger only with the action enabled). */
  async saveSettings(userId: string, input: ResetSettingsInput): Promise<ResetActionView[]> {
    const now = this.clock.now();
    const stored = await asMember(this.db, userId, async ({ tx }) => {
      if (!(await lockMemberProfile(tx, userId))) throw notFound('Member not found');
      for (const action of input.actions) {
        await upsertPreference(
          tx,
          userId,
          { category: RESET_SETTINGS_CATEGORY, key: action.id, value: settingText(action) },
          now,
        );
      }
      return readPreferenceCategory(tx, userId, RESET_SETTINGS_CATEGORY);
    });
    return resetActionViews(stored);
  }

  /**
   * Starts a session under the member's lock: a stale active one is closed as interrupted, a
   * running one refuses (409). The partial unique index is the last word on "one active".
   */
  async start(userId: string, trigger: ResetTrigger): Promise<ResetSession> {
    const now = this.clock.now();
    try {
      const row = await asMember(this.db, userId, async ({ tx }) => {
        if (!(await lockMemberProfile(tx, userId))) throw notFound('Member not found');
        await repo.interruptStaleSession(tx, userId, staleBefore(now), now);
        if (await repo.hasActiveSession(tx, userId)) throw inProgress();
        const stored = await readPreferenceCategory(tx, userId, RESET_SETTINGS_CATEGORY);
        const actions = sessionActions(resetActionViews(stored), trigger);
        return repo.insertSession(tx, { userId, triggerReason: trigger, actions, startedAt: now });
      });
      return repo.sessionView(row);
    } catch (error) {
      throw isUniqueViolation(error) ? inProgress() : error;
    }
  }

  /** Runs one action of the member's active session and records its outcome. */
  async run(userId: string, sessionId: string, action: ResetActionId): Promise<ResetActionOutcome> {
    const member = await this.actions.prepare(action, userId);
    if (runsOutside(action)) {
      // Checked first, recorded after: the home hub is not called inside a transaction.
      await asMember(this.db, userId, async ({ tx }) => {
        const session = await repo.lockSession(tx, userId, sessionId);
        if (!session) throw sessionNotFound();
        assertRunnable(session, action);
      });
      const outcome = await this.actions.environment(userId);
      return asMember(this.db, userId, async ({ tx }) => {
        const session = await repo.lockSession(tx, userId, sessionId);
        if (!session) throw sessionNotFound();
        assertRunnable(session, action);
        await repo.recordOutcome(tx, sessionId, outcome);
        return outcome;
      });
    }
    const run = await asMember(this.db, userId, async (scope) => {
      const session = await repo.lockSession(scope.tx, userId, sessionId);
      if (!session) throw sessionNotFound();
      assertRunnable(session, action);
      const done = await this.actions.inTransaction(
        action,
        scope,
        sessionId,
        member,
        this.clock.now(),
      );
      await repo.recordOutcome(scope.tx, sessionId, done.outcome);
      return done;
    });
    if (run.filed) this.requests.filed(userId);
    return run.outcome;
  }

  /** Completes the member's session; completing a completed one answers it as it is. */
  async complete(userId: string, sessionId: string): Promise<ResetSession> {
    const row = await asMember(this.db, userId, async ({ tx }) => {
      const session = await repo.lockSession(tx, userId, sessionId);
      if (!session) throw sessionNotFound();
      if (session.status === 'completed') return session;
      if (session.status !== 'active') {
        throw new AppError('RESET_FINISHED', 'This reset was interrupted. Start a new one.', 409);
      }
      return repo.completeSession(tx, sessionId, this.clock.now());
    });
    return repo.sessionView(row);
  }

  /** The member's sessions, newest first. */
  async history(userId: string): Promise<ResetSession[]> {
    const rows = await asMemberRead(this.db, userId, ({ db }) =>
      repo.listSessions(db, userId, HISTORY_LIMIT),
    );
    return rows.map(repo.sessionView);
  }

  /** The member's away note while it runs, else null. */
  async awayNote(userId: string): Promise<AwayNote | null> {
    const note = await asMemberRead(this.db, userId, ({ db }) =>
      repo.runningAwayNote(db, userId, this.clock.now()),
    );
    return note ? { note: note.note, until: note.until.toISOString() } : null;
  }

  /** The member is back early: the away note ends. */
  async endAway(userId: string): Promise<void> {
    await asMember(this.db, userId, ({ tx }) => repo.deleteAwayNote(tx, userId));
  }
}
