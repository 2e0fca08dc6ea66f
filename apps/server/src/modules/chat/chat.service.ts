import type {
  ChatExchange,
  ChatLanguage,
  ChatMessage,
  ChatStreamEvent,
  ProposalEdits,
  ProposalFiled,
} from '@aurum/shared/chat/chat-contract';
import type { VaultRequestDecisionInput } from '@aurum/shared/chat/vault-request-contract';
import {
  CHAT_ALERTS,
  CHAT_ERROR_CODES,
  SEARCH_FALLBACK_MESSAGE,
} from '@aurum/shared/chat/chat-texts';
import { asMember, asMemberRead } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { ChatModel } from '../../platform/ai/chat-model';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AuditService } from '../auth/audit.service';
import type { HumanHandoff } from '../human-concierge/human-concierge.api';
import type { LifeContextReader } from '../life-os/life-os.api';
import { candidateProviders } from '../providers/providers.service';
import type { ServiceRequestService } from '../requests/requests.service';
import { ChatAnswers } from './chat-answers';
import * as repo from './chat.repo';
import { detectLanguage } from './engine/language/language';
import { EMPTY_CONTEXT, type MemberContext } from './engine/member-context';
import { type ComposedReply, plainReply } from './engine/proposal-draft';
import { readRequest } from './engine/read-request';
import { DEFAULT_LIFE_TONE, inLifeTone, type LifeTone } from './engine/replies/life-tone';
import type { MemberContextReader } from './member-context-reader';
import type { MemberFactsReader } from './member-facts-reader';
import { REPEAT_LIMIT, screenMessage } from './message-screening';
import { personHoldsCase, withHandoffOffer } from './human-handoff';
import { modelReply } from './model-reply';
import { ProposalConfirmation, proposalDiet } from './proposal-confirmation';
import type { VaultRequests } from './vault-requests';

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
  facts: MemberFactsReader;
  vaultRequests: VaultRequests;
  /** The active persona and the away note, which the reply honours (ADR 064). */
  life: LifeContextReader;
  /** The human concierge: a person holding the member's case, and when to offer one (ADR 072). */
  handoff: HumanHandoff;
  model: ChatModel | null;
  modelTimeoutMs: number;
  /** Logs why the model (or, rarely, the engine) could not answer. */
  onModelFailure: (error: unknown) => void;
}

type Emit = (event: ChatStreamEvent) => void;

interface Answer {
  reply: ComposedReply;
  author: 'engine' | 'model';
  context: MemberContext;
  tone: LifeTone;
  language: ChatLanguage;
  choiceAction: repo.ChoiceAction | null;
  replaces: string | null;
  searchText: string | null;
}

/**
 * The AI Assistant chat (spec 02 sections 2-9, PRODUCT.md "AI assistant"): the member's history,
 * a message answered by the language model when one is configured or else by Aurum's own
 * concierge engine, limits and alerts enforced here, and proposals filed only when confirmed.
 */
export class ChatService {
  private answers: ChatAnswers;
  private confirmation: ProposalConfirmation;

  constructor(private deps: ChatDeps) {
    this.answers = new ChatAnswers(deps.db, deps.facts, (userId, categories) =>
      deps.vaultRequests.items(userId, categories),
    );
    this.confirmation = new ProposalConfirmation(deps.db, deps.clock, deps.requests, (userId) =>
      deps.context.diet(userId),
    );
  }

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
        { message: text, isFromUser: true, author: 'member', language: detectLanguage(text) },
        [],
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
  async begin(userId: string, text: string, requestId: string | null = null) {
    const now = this.deps.clock.now();
    await this.admit(userId, text, now);
    const message = await this.storeMemberMessage(userId, text, now);
    return {
      message,
      reply: (emit?: Emit) => this.reply(userId, text, now, requestId, emit),
    };
  }

  /** A member's message and the assistant's reply, both stored. */
  async send(userId: string, text: string, requestId: string | null = null): Promise<ChatExchange> {
    const { message, reply } = await this.begin(userId, text, requestId);
    return { message, reply: await reply() };
  }

  private async reply(
    userId: string,
    text: string,
    now: Date,
    chosenRequestId: string | null,
    emit?: Emit,
  ) {
    let answer: Answer;
    try {
      answer =
        (await this.handedOver(userId, text)) ??
        (await this.answer(userId, text, now, chosenRequestId, emit));
      answer = {
        ...answer,
        reply: await withHandoffOffer(this.deps.handoff, userId, text, answer.reply),
      };
    } catch (error) {
      this.deps.onModelFailure(error);
      answer = {
        reply: {
          ...plainReply(SEARCH_FALLBACK_MESSAGE),
          hasGoogleFallback: true,
        },
        author: 'engine',
        context: EMPTY_CONTEXT,
        tone: DEFAULT_LIFE_TONE,
        language: 'en',
        choiceAction: null,
        replaces: null,
        searchText: text,
      };
    }
    const { author, context } = answer;
    const content = inLifeTone(
      answer.reply,
      answer.tone,
      answer.language,
      answer.author === 'model',
    );
    const reply = await asMember(this.deps.db, userId, async (scope) => {
      if (answer.replaces) await repo.markReplaced(scope, answer.replaces);
      return repo.saveMessage(
        scope,
        {
          message: content.text,
          isFromUser: false,
          author,
          language: answer.language,
          hasGoogleFallback: content.hasGoogleFallback,
          searchText: content.hasGoogleFallback ? (answer.searchText ?? text) : null,
          memorySuggestion: content.memorySuggestion,
          choices: content.choices,
          choiceAction: answer.choiceAction,
          offersHuman: content.offersHuman,
          vaultRequest: content.vaultRequest ?? null,
        },
        content.proposals,
        new Date(Math.max(now.getTime(), this.deps.clock.now().getTime())),
        proposalDiet(context),
      );
    });
    emit?.({ type: 'reply', reply });
    return reply;
  }

  /**
   * Once a person has accepted the member's case the assistant does not answer: the message goes
   * to that person's thread and the reply says so. Otherwise null (the assistant answers).
   */
  private async handedOver(userId: string, text: string): Promise<Answer | null> {
    const language = detectLanguage(text);
    const reply = await personHoldsCase(this.deps.handoff, userId, text, language);
    if (!reply) return null;
    return {
      reply,
      author: 'engine',
      context: EMPTY_CONTEXT,
      tone: DEFAULT_LIFE_TONE,
      language,
      choiceAction: null,
      replaces: null,
      searchText: null,
    };
  }

  /**
   * The engine's answer, or the model's when one is configured and answers usably in time: its
   * own words or proposal for a single new request or conversation, or an action tool call that
   * Aurum answers from its own records, as the engine would. Several requests in one message, a
   * follow-up on an open proposal and a tapped candidate are the engine's.
   */
  private async answer(
    userId: string,
    text: string,
    now: Date,
    chosenRequestId: string | null,
    emit?: Emit,
  ): Promise<Answer> {
    const [context, state, tone] = await Promise.all([
      this.deps.context.read(userId),
      this.answers.situation(userId, now, chosenRequestId),
      this.lifeTone(userId),
    ]);
    const understanding = this.answers.understand(text, state);
    const engine = await this.answers.compose(userId, text, understanding, context, state);
    const answered = { ...engine, author: 'engine' as const, context, tone };
    const { model } = this.deps;
    // A vault question is answered from the vault's plain facts, with its request to open items.
    const engineOnly =
      understanding.kind === 'follow_up' ||
      (understanding.kind === 'question' && understanding.topics.includes('vault')) ||
      state.situation.chosenRequestId !== null ||
      (understanding.kind === 'new' && understanding.readings.length > 1);
    if (!model || engineOnly) return answered;
    try {
      const reading =
        understanding.kind === 'new' ? understanding.readings[0]! : readRequest(text, now);
      const history = await this.history(userId);
      const outcome = await modelReply({
        model,
        timeoutMs: this.deps.modelTimeoutMs,
        history: history.slice(-MODEL_HISTORY).map((m) => ({
          role: m.is_from_user ? ('user' as const) : ('assistant' as const),
          content: m.message,
        })),
        reading,
        context,
        engineReply: engine.reply,
        now,
        providersFor: (serviceType, location, dining) =>
          candidateProviders(this.deps.db, serviceType, location, { dining }),
        onText: emit ? (delta) => emit({ type: 'delta', text: delta }) : undefined,
        situation: state.situation,
        tone,
      });
      if ('reply' in outcome)
        return { ...answered, reply: outcome.reply, author: 'model' as const };
      const acted = await this.answers.compose(
        userId,
        text,
        { ...outcome.intention, language: understanding.language },
        context,
        state,
      );
      return { ...acted, author: 'model' as const, context, tone };
    } catch (error) {
      this.deps.onModelFailure(error);
      return answered;
    }
  }

  /** The active persona and the away note; Life OS unreadable -> the default tone. */
  private async lifeTone(userId: string): Promise<LifeTone> {
    const { life } = this.deps;
    try {
      const [persona, away] = await Promise.all([
        life.activePersona(userId),
        life.awayNote(userId),
      ]);
      return { persona, away };
    } catch (error) {
      this.deps.onModelFailure(error);
      return DEFAULT_LIFE_TONE;
    }
  }

  /** The member approves or declines a reply's request to open vault items (ADR 062). */
  decideVaultRequest(userId: string, messageId: string, input: VaultRequestDecisionInput) {
    return this.deps.vaultRequests.decide(userId, messageId, input);
  }

  /** Carries out a proposal the member confirmed (a new request, a cancel or a change). */
  confirm(userId: string, proposalId: string, edits: ProposalEdits): Promise<ProposalFiled> {
    return this.confirmation.confirm(userId, proposalId, edits);
  }
}
