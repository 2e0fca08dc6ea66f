import { randomUUID } from 'node:crypto';
import type {
  AiContext,
  AssistantsView,
  CaseDetail,
  CaseMessage,
  CaseView,
  ConciergeSettings,
  ConciergeSettingsInput,
  ConnectInput,
} from '@aurum/shared/human-concierge/human-concierge-contract';
import {
  isHighValue,
  largestAmountCents,
  promiseDueAt,
  soundsUrgent,
} from '@aurum/shared/human-concierge/human-concierge-rules';
import {
  CONCIERGE_ERROR_MESSAGES as ERR,
  type EscalationReason,
  MAX_OPEN_CASES,
  type PriorityLevel,
} from '@aurum/shared/human-concierge/human-concierge-texts';
import { responsePromiseMinutes } from '@aurum/shared/requests/response-promise';
import { asMember, asMemberRead } from '../../db/as-member';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import { lockAccount } from '../auth/accounts.api';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { publishToCaseThread } from '../../platform/realtime/publish';
import {
  assertTierAllows,
  type TierStanding,
  tierRules,
  tierStanding,
} from '../membership/tier-policy.service';
import type { AssistantDirectory } from './assistant-directory';
import { insertMessage } from './case-messages.repo';
import { PROMISE_JOB } from './case-promises';
import type { CaseSeal } from './case-views';
import * as repo from './cases.repo';
import { readConciergeSettings, saveConciergeSettings } from './concierge-settings';
import { exportConciergeProfile } from './member-data.repo';

export const caseNotFound = () => notFound(ERR.caseNotFound);
const completed = () => new AppError('CASE_COMPLETED', ERR.caseCompleted, 409);

/** What the assistant had in hand for a member: their last messages and any proposal. */
export type AssistantContextReader = (memberId: string) => Promise<AiContext>;

interface Deps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  seal: CaseSeal;
  directory: AssistantDirectory;
  context: AssistantContextReader;
}

/**
 * The member's side of the human concierge (spec 02 sections 2, 4, 6, 8, 9; issue 31): gold,
 * platinum and black only (the tier policy, whatever the caller sends), the tier's visible
 * assistants, connecting (a pending case with the assistant's context and its promise), the
 * case threads, reading and rating, and the settings.
 */
export class MemberCasesService {
  constructor(private deps: Deps) {}

  /** The tier policy's answer, or 403 TIER_REQUIRED / PLAN_REQUIRED. */
  async admit(userId: string, db: Executor = this.deps.db): Promise<TierStanding> {
    const standing = await tierStanding(db, userId, this.deps.clock.now());
    assertTierAllows(tierRules.humanConcierge(standing), standing);
    return standing;
  }

  async assistants(userId: string): Promise<AssistantsView> {
    const standing = await this.admit(userId);
    const cards = await this.deps.directory.assistants();
    return {
      tier: standing.effectiveTier,
      assistants: cards.slice(0, tierRules.visibleAssistants(standing)),
    };
  }

  async settings(userId: string): Promise<ConciergeSettings> {
    const standing = await this.admit(userId);
    return asMemberRead(this.deps.db, userId, ({ db }) =>
      readConciergeSettings(db, userId, tierRules.highValueEscalation(standing)),
    );
  }

  async saveSettings(userId: string, input: ConciergeSettingsInput): Promise<ConciergeSettings> {
    const standing = await this.admit(userId);
    return asMember(this.deps.db, userId, async ({ tx }) => {
      await saveConciergeSettings(tx, userId, input, this.deps.clock.now());
      return readConciergeSettings(tx, userId, tierRules.highValueEscalation(standing));
    });
  }

  /**
   * Connects the member with a visible assistant who is not offline (at most MAX_OPEN_CASES open
   * at once, counted under the member's lock): a pending case carrying the
   * summary, the assistant's context and the escalation reason, with a priority and the tier's
   * promise (counted within the member's preferred hours; always from now when urgent). A job
   * written in the same transaction raises it to staff leads if nobody answers in time.
   */
  async connect(userId: string, input: ConnectInput): Promise<CaseDetail> {
    const { db, clock, directory, seal } = this.deps;
    const standing = await this.admit(userId);
    const visible = (await directory.assistants()).slice(0, tierRules.visibleAssistants(standing));
    const assistant = visible.find((a) => a.id === input.assistant_id);
    if (!assistant) throw new AppError('ASSISTANT_NOT_FOUND', ERR.assistantNotFound, 404);
    if (assistant.availability_status === 'offline') {
      throw new AppError('ASSISTANT_OFFLINE', ERR.assistantOffline, 409);
    }
    const context = await this.deps.context(userId);
    const lastAsked = [...context.messages].reverse().find((m) => m.from === 'member')?.text;
    const summary =
      input.request_summary?.trim() || lastAsked || 'The member asked to speak with a person.';
    const words = `${summary} ${lastAsked ?? ''}`;
    const reason: EscalationReason =
      input.escalation_reason ??
      (soundsUrgent(words)
        ? 'urgency'
        : tierRules.highValueEscalation(standing) && isHighValue(largestAmountCents(words))
          ? 'high_value'
          : 'member_request');
    const priority: PriorityLevel =
      reason === 'urgency' || soundsUrgent(words)
        ? 'urgent'
        : (input.priority_level ?? (reason === 'high_value' ? 'high' : 'medium'));
    const now = clock.now();
    const caseId = randomUUID();
    await asMember(db, userId, async ({ tx }) => {
      // Under the member's lock: of many connects at once, each counts after the last.
      await lockAccount(tx, userId);
      if ((await repo.countOpenCases(tx, userId)) >= MAX_OPEN_CASES) {
        throw new AppError('TOO_MANY_OPEN_CASES', ERR.tooManyOpenCases, 409);
      }
      const { communication_preferences: hours } = await readConciergeSettings(tx, userId, false);
      const minutes = responsePromiseMinutes(standing.effectiveTier);
      const dueAt = promiseDueAt(now, minutes, hours, priority === 'urgent');
      await repo.insertCase(tx, {
        id: caseId,
        memberId: userId,
        requestedStaffId: assistant.id,
        status: 'pending',
        priorityLevel: priority,
        escalationReason: reason,
        sealedSummary: seal.caseText(caseId, 'summary', summary),
        sealedContext: seal.caseText(caseId, 'ai_context', JSON.stringify(context)),
        keyId: seal.keyId,
        tier: standing.effectiveTier,
        promiseMinutes: minutes,
        dueAt,
        createdAt: now,
        updatedAt: now,
      });
      const delay = Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / 1000));
      await this.deps.jobs.enqueue(tx, PROMISE_JOB, { caseId, dueAt: dueAt.toISOString() }, delay);
      await publishToCaseThread(tx, { memberId: userId, caseId });
    });
    return this.get(userId, caseId);
  }

  async list(userId: string, state: 'active' | 'history'): Promise<CaseView[]> {
    await this.admit(userId);
    const names = await this.deps.directory.names();
    const reads = await asMemberRead(this.deps.db, userId, ({ db }) =>
      repo.memberCases(db, userId, state),
    );
    return reads.map((read) => this.deps.seal.view(read, names));
  }

  async get(userId: string, caseId: string): Promise<CaseDetail> {
    await this.admit(userId);
    const names = await this.deps.directory.names();
    return asMemberRead(this.deps.db, userId, async ({ db }) => {
      const read = await repo.memberCase(db, userId, caseId);
      if (!read) throw caseNotFound();
      return this.deps.seal.detail(db, read, names);
    });
  }

  /** The member writes in their thread (not once the case is completed). */
  async message(userId: string, caseId: string, text: string): Promise<CaseMessage> {
    await this.admit(userId);
    const now = this.deps.clock.now();
    return asMember(this.deps.db, userId, async ({ tx }) => {
      const row = await repo.lockCase(tx, caseId, userId);
      if (!row) throw caseNotFound();
      if (row.status === 'completed') throw completed();
      return this.addMemberMessage(tx, row, text, now);
    });
  }

  /** Adds the member's words to a locked case of theirs, live to staff. */
  async addMemberMessage(tx: Executor, row: repo.CaseRow, text: string, now: Date) {
    const id = randomUUID();
    const { seal } = this.deps;
    const message = {
      id,
      caseId: row.id,
      author: 'member',
      authorId: row.memberId,
      sealedText: seal.message(id, text),
      keyId: seal.keyId,
      createdAt: now,
    };
    await insertMessage(tx, message);
    await repo.updateCase(tx, row.id, { memberReadAt: now }, now);
    await publishToCaseThread(tx, { memberId: row.memberId, caseId: row.id }, { messageId: id });
    return seal.messageView(message, '');
  }

  async markRead(userId: string, caseId: string) {
    await this.admit(userId);
    const now = this.deps.clock.now();
    await asMember(this.deps.db, userId, async ({ tx }) => {
      const row = await repo.lockCase(tx, caseId, userId);
      if (!row) throw caseNotFound();
      await repo.updateCase(tx, caseId, { memberReadAt: now }, now);
    });
  }

  /**
   * The member's data export (ADR 055): every case of theirs with its thread, opened, and a
   * staff account's concierge profile. No tier gate: the data is theirs whatever the plan.
   */
  async exportFor(userId: string) {
    const { db, seal, directory } = this.deps;
    const names = await directory.names();
    const reads = [
      ...(await repo.memberCases(db, userId, 'active')),
      ...(await repo.memberCases(db, userId, 'history')),
    ];
    const cases = [];
    for (const read of reads) cases.push(await seal.detail(db, read, names));
    return { cases, concierge_profile: await exportConciergeProfile(db, userId) };
  }

  /** The member rates a completed case once (1-5 and a comment): the assistant's satisfaction. */
  async rate(
    userId: string,
    caseId: string,
    input: { rating: number; comment: string },
  ): Promise<CaseDetail> {
    await this.admit(userId);
    const now = this.deps.clock.now();
    await asMember(this.deps.db, userId, async ({ tx }) => {
      const row = await repo.lockCase(tx, caseId, userId);
      if (!row) throw caseNotFound();
      if (row.status !== 'completed') {
        throw new AppError('CASE_NOT_COMPLETED', ERR.notCompleted, 409);
      }
      if (row.rating !== null) throw new AppError('CASE_ALREADY_RATED', ERR.alreadyRated, 409);
      await repo.updateCase(
        tx,
        caseId,
        {
          rating: input.rating,
          sealedRatingComment: input.comment
            ? this.deps.seal.caseText(caseId, 'rating_comment', input.comment)
            : null,
          ratedAt: now,
        },
        now,
      );
      await publishToCaseThread(tx, { memberId: userId, caseId });
    });
    return this.get(userId, caseId);
  }
}
