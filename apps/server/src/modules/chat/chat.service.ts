import type {
  ChatExchange,
  ChatMessage,
  ChatStreamEvent,
  ProposalEdits,
  ProposalFiled,
} from '@aurum/shared/chat/chat-contract';
import {
  CHAT_ALERTS,
  CHAT_ERROR_CODES,
  PROPOSAL_FILED_TEXTS,
  SEARCH_FALLBACK_MESSAGE,
} from '@aurum/shared/chat/chat-texts';
import { metroAreaOf } from '@aurum/shared/places/gazetteer';
import { REQUEST_TOASTS, type MatchingResult } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import type { SharedDiet } from '@aurum/shared/medical/shared-with-providers';
import { localDateTime } from '@aurum/shared/time/member-time';
import { asMember, asMemberRead } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { ChatModel } from '../../platform/ai/chat-model';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AuditService } from '../auth/audit.service';
import { candidateProviders } from '../providers/providers.service';
import type { ServiceRequestService } from '../requests/requests.service';
import * as repo from './chat.repo';
import { type ConciergeReply, conciergeReply, serviceOf } from './engine/concierge-reply';
import { readRequest } from './engine/read-request';
import { dietFor, EMPTY_CONTEXT, type MemberContext, requestNotes } from './engine/member-context';
import type { MemberContextReader } from './member-context-reader';
import { REPEAT_LIMIT, screenMessage } from './message-screening';
import { modelReply } from './model-reply';

const HISTORY_LIMIT = 200;
const MODEL_HISTORY = 8;

export interface ChatDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  rateLimit: { attempts: number; windowSeconds: number; blockSeconds: number };
  requests: ServiceRequestService;
  audit: AuditService;
  context: MemberContextReader;
  model: ChatModel | null;
  modelTimeoutMs: number;
  /** Logs why the model (or, rarely, the engine) could not answer. */
  onModelFailure: (error: unknown) => void;
}

type Emit = (event: ChatStreamEvent) => void;

/** How a proposal shows the member's food allergies and diet, read from their medical info. */
const proposalDiet =
  (diet: SharedDiet): repo.ProposalDiet =>
  (serviceType) => {
    const shown = dietFor(serviceType, diet);
    return { allergies: shown.allergies, dietary_restrictions: shown.dietaryRestrictions };
  };

const noticeOf = (matching: MatchingResult | null) =>
  matching && !matching.fallbackToManual
    ? {
        title: REQUEST_TOASTS.matchFoundTitle,
        description: PROPOSAL_FILED_TEXTS.matchFound(matching.emailsSent),
      }
    : { title: REQUEST_TOASTS.receivedTitle, description: PROPOSAL_FILED_TEXTS.received };

/**
 * The AI Assistant chat (spec 02 sections 2-9, PRODUCT.md "AI assistant"): the member's history,
 * a message answered by the language model when one is configured or else by Aurum's own
 * concierge engine, limits and alerts enforced here, and proposals filed only when confirmed.
 */
export class ChatService {
  constructor(private deps: ChatDeps) {}

  async history(userId: string): Promise<ChatMessage[]> {
    const diet = proposalDiet(await this.deps.context.diet(userId));
    return asMemberRead(this.deps.db, userId, (scope) =>
      repo.listMessages(scope, HISTORY_LIMIT, diet),
    );
  }

  /** Spec 02 sections 5 and 8: the member's rate limit, then spam and security screening. */
  private async admit(userId: string, text: string, now: Date) {
    const { limiter, rateLimit } = this.deps;
    const blocked = await limiter.consume(`chat:${userId}`, rateLimit, now);
    if (blocked > 0) {
      throw new AppError(CHAT_ERROR_CODES.rateLimit, CHAT_ALERTS.rateLimit.message, 429, {
        retry_after_seconds: blocked,
      });
    }
    const screening = screenMessage(text);
    if (screening?.kind === 'security') {
      await this.deps.audit.record(userId, 'chat_message_rejected', { reason: screening.reason });
      throw new AppError(CHAT_ERROR_CODES.security, CHAT_ALERTS.security.message, 400);
    }
    if (screening) throw new AppError(CHAT_ERROR_CODES.spam, CHAT_ALERTS.spam.message, 400);
  }

  /** Stores the member's message, refusing the same text sent again and again. */
  private storeMemberMessage(userId: string, text: string, now: Date) {
    return asMember(this.deps.db, userId, async (scope) => {
      const since = new Date(now.getTime() - REPEAT_LIMIT.windowSeconds * 1000);
      if ((await repo.countSameMessages(scope, text, since)) >= REPEAT_LIMIT.count) {
        throw new AppError(CHAT_ERROR_CODES.spam, CHAT_ALERTS.spam.message, 400);
      }
      return repo.saveMessage(
        scope,
        { message: text, isFromUser: true, author: 'member' },
        null,
        now,
        proposalDiet(EMPTY_CONTEXT),
      );
    });
  }

  /**
   * Admits and stores a member's message (limits and alerts throw here, before any answer has
   * started); the returned `reply` then writes and stores the assistant's answer. With `emit`,
   * the reply's text is passed on as it is written, then the stored reply.
   */
  async begin(userId: string, text: string) {
    const now = this.deps.clock.now();
    await this.admit(userId, text, now);
    const message = await this.storeMemberMessage(userId, text, now);
    return { message, reply: (emit?: Emit) => this.reply(userId, text, now, emit) };
  }

  /** A member's message and the assistant's reply, both stored. */
  async send(userId: string, text: string): Promise<ChatExchange> {
    const { message, reply } = await this.begin(userId, text);
    return { message, reply: await reply() };
  }

  private async reply(userId: string, text: string, now: Date, emit?: Emit) {
    let answer: { reply: ConciergeReply; author: 'engine' | 'model'; context: MemberContext };
    try {
      answer = await this.answer(userId, text, now, emit);
    } catch (error) {
      this.deps.onModelFailure(error);
      answer = {
        reply: {
          text: SEARCH_FALLBACK_MESSAGE,
          proposal: null,
          hasGoogleFallback: true,
          memorySuggestion: null,
        },
        author: 'engine',
        context: EMPTY_CONTEXT,
      };
    }
    const { reply: content, author, context } = answer;
    const reply = await asMember(this.deps.db, userId, (scope) =>
      repo.saveMessage(
        scope,
        {
          message: content.text,
          isFromUser: false,
          author,
          hasGoogleFallback: content.hasGoogleFallback,
          searchText: content.hasGoogleFallback ? text : null,
          memorySuggestion: content.memorySuggestion,
        },
        content.proposal,
        new Date(Math.max(now.getTime(), this.deps.clock.now().getTime())),
        proposalDiet(context),
      ),
    );
    emit?.({ type: 'reply', reply });
    return reply;
  }

  /** The engine's reply, or the model's when one is configured and answers usably in time. */
  private async answer(userId: string, text: string, now: Date, emit?: Emit) {
    const context = await this.deps.context.read(userId);
    const reading = readRequest(text, now);
    const service = serviceOf(reading, context);
    const providersFor = (serviceType: string, location: string) =>
      candidateProviders(this.deps.db, serviceType, location, { dining: false });
    const providers = service
      ? await providersFor(service.serviceType, reading.where?.location ?? '')
      : [];
    const engineReply = conciergeReply(reading, providers, context);
    const { model } = this.deps;
    if (!model) return { reply: engineReply, author: 'engine' as const, context };
    try {
      const history = await this.history(userId);
      const reply = await modelReply({
        model,
        timeoutMs: this.deps.modelTimeoutMs,
        history: history.slice(-MODEL_HISTORY).map((m) => ({
          role: m.is_from_user ? ('user' as const) : ('assistant' as const),
          content: m.message,
        })),
        reading,
        context,
        engineReply,
        now,
        providersFor,
        onText: emit ? (delta) => emit({ type: 'delta', text: delta }) : undefined,
      });
      return { reply, author: 'model' as const, context };
    } catch (error) {
      this.deps.onModelFailure(error);
      return { reply: engineReply, author: 'engine' as const, context };
    }
  }

  /**
   * Files a proposal the member confirmed, with their edits, through the one filing workflow
   * (monthly limit, matching now, staff notification). The proposal row is locked and marked
   * filed in the same transaction, so a second click waits and then answers the same request.
   */
  async confirm(userId: string, proposalId: string, edits: ProposalEdits): Promise<ProposalFiled> {
    const now = this.deps.clock.now();
    // Only now, with the member's confirmation, do their food allergies and diet leave the
    // sealed medical info: in the request the provider reads (never a drug allergy).
    const diet = await this.deps.context.diet(userId);
    const shown = proposalDiet(diet);
    const outcome = await asMember(this.deps.db, userId, async (scope) => {
      const row = await repo.lockProposal(scope, proposalId);
      if (!row) throw notFound('Proposal not found');
      if (row.status === 'filed') {
        const reply = await repo.replyAfter(scope, row.filedAt!);
        return {
          filedNow: false,
          proposal: repo.proposalView(row, shown),
          matching: row.matching,
          reply: reply!,
        };
      }
      const date = edits.preferred_date ?? row.preferredDate ?? '';
      const time = edits.preferred_time ?? row.preferredTime ?? '';
      const location = (edits.location ?? row.location ?? '').trim();
      const serviceType = edits.service_type ?? (row.serviceType as ServiceType);
      const specialRequests = (edits.special_requests ?? row.specialRequests ?? '').trim();
      const filed = await this.deps.requests.fileWithin(
        scope.tx,
        userId,
        {
          serviceType,
          description: row.description,
          preferredDate: date ? localDateTime(date, time) : null,
          preferredTimeSet: Boolean(date && time),
          location: location || null,
          specialRequests: requestNotes(serviceType, specialRequests || null, diet),
        },
        { by: 'member', matchNow: true, refuseLikelyDuplicate: !edits.file_anyway },
      );
      const proposal = await repo.markFiled(
        scope.tx,
        row.id,
        {
          requestId: filed.requestId,
          matching: filed.matching,
          edits: {
            serviceType,
            location: location || null,
            area: location ? metroAreaOf(location) : null,
            preferredDate: date || null,
            preferredTime: date && time ? time : null,
            specialRequests: specialRequests || null,
          },
        },
        now,
        shown,
      );
      const notice = noticeOf(filed.matching);
      const reply = await repo.saveMessage(
        scope,
        { message: `${notice.title}. ${notice.description}`, isFromUser: false, author: 'engine' },
        null,
        now,
        shown,
      );
      return { filedNow: true, proposal, matching: filed.matching, reply };
    });
    if (outcome.filedNow) this.deps.requests.filed(userId);
    return {
      request_id: outcome.proposal.request_id!,
      notice: noticeOf(outcome.matching),
      matching: outcome.matching,
      reply: outcome.reply,
      proposal: outcome.proposal,
    };
  }
}
