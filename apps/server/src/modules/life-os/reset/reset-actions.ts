import type { SharedDiet } from '@aurum/shared/medical/shared-with-providers';
import type { ResetActionId, ResetActionOutcome } from '@aurum/shared/life-os/reset';
import { formatTime } from '@aurum/shared/format/dates';
import type { MemberScope } from '../../../db/as-member';
import { AppError } from '../../../platform/errors';
import type { CalendarService } from '../../calendar/calendar.service';
import type { RequestDraft, ServiceRequestService } from '../../requests/requests.service';
import type { EnvironmentControl } from '../life-os.api';
import * as repo from './reset.repo';
import {
  awayNoteFrom,
  comfortFoodNotes,
  POSTPONE_MS,
  postponedMessage,
  postponeWindow,
  wantedAt,
} from './reset-rules';

/** What the reset's filings need to know of the member, read before the action's transaction. */
export interface ResetMember {
  /** Only the food allergies and diet a provider may be told (dietSharedWithProviders). */
  diet: SharedDiet;
  location: string | null;
}

/** An action's outcome, and whether a request was filed (the caller wakes the queue after). */
export interface ActionRun {
  outcome: ResetActionOutcome;
  filed: boolean;
}

export interface ResetActionDeps {
  calendar: CalendarService;
  requests: ServiceRequestService;
  environment: EnvironmentControl;
  member: (userId: string) => Promise<ResetMember>;
}

/** Actions that reach outside Aurum's database run outside its transaction. */
export const runsOutside = (action: ResetActionId) => action === 'optimize_environment';

/**
 * The reset's actions, acting on the member's own data (issue 29): their calendar, the one filing
 * workflow, their home and their away note. Database actions run in the session's transaction.
 */
export class ResetActions {
  constructor(private deps: ResetActionDeps) {}

  /** What the filing actions need, read before the session's transaction. */
  prepare(action: ResetActionId, userId: string): Promise<ResetMember | null> {
    return action === 'order_comfort_food' || action === 'wellness_session'
      ? this.deps.member(userId)
      : Promise.resolve(null);
  }

  /** optimize_environment: the home's rest scene; a hub that fails is a 'failed' outcome. */
  async environment(userId: string): Promise<ResetActionOutcome> {
    try {
      return await this.deps.environment.runRestScene(userId);
    } catch {
      return {
        action: 'optimize_environment',
        outcome: 'failed',
        message: 'Could not reach your home hub.',
      };
    }
  }

  async inTransaction(
    action: ResetActionId,
    scope: MemberScope,
    sessionId: string,
    member: ResetMember | null,
    now: Date,
  ): Promise<ActionRun> {
    switch (action) {
      case 'cancel_meetings': {
        const moved = await this.deps.calendar.postponeWithin(
          scope,
          postponeWindow(now),
          POSTPONE_MS,
        );
        const outcome = moved.length > 0 ? 'done' : 'skipped';
        return {
          outcome: { action, outcome, message: postponedMessage(moved.length), link: '/calendar' },
          filed: false,
        };
      }
      case 'auto_replies': {
        const away = awayNoteFrom(now);
        await repo.setAwayNote(scope.tx, { userId: scope.userId, ...away, sessionId, now });
        return {
          outcome: {
            action,
            outcome: 'done',
            message: `Away note on until ${formatTime(away.until)}`,
          },
          filed: false,
        };
      }
      case 'order_comfort_food':
        return this.file(scope, action, now, {
          serviceType: 'private_chef',
          description: 'Comfort food for a reset at home',
          specialRequests: comfortFoodNotes(member!.diet),
          location: member!.location,
          minutes: 45,
        });
      case 'wellness_session':
        return this.file(scope, action, now, {
          serviceType: 'other',
          description: 'A wellness session at home for a reset (massage, yoga or breathing)',
          specialRequests: 'Wellness session at home, within the next hour or two.',
          location: member!.location,
          minutes: 60,
        });
      case 'optimize_environment':
        throw new Error('optimize_environment runs outside the transaction');
    }
  }

  /**
   * Files the request through the one filing workflow (monthly allowance, matching, staff
   * e-mail), in a savepoint: a filing the allowance refuses is the action's 'failed' outcome.
   */
  private async file(
    scope: MemberScope,
    action: ResetActionId,
    now: Date,
    request: Omit<RequestDraft, 'preferredDate' | 'preferredTimeSet'> & { minutes: number },
  ): Promise<ActionRun> {
    const { minutes, ...fields } = request;
    const draft: RequestDraft = {
      ...fields,
      preferredDate: wantedAt(now, minutes),
      preferredTimeSet: true,
    };
    try {
      await scope.tx.transaction((savepoint) =>
        this.deps.requests.fileWithin(savepoint, scope.userId, draft, {
          by: 'system',
          matchNow: true,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { outcome: { action, outcome: 'failed', message: error.message }, filed: false };
    }
    const what = action === 'order_comfort_food' ? 'comfort food' : 'wellness session';
    return {
      outcome: {
        action,
        outcome: 'done',
        message: `Request filed: ${what}`,
        link: '/request-status',
      },
      filed: true,
    };
  }
}
