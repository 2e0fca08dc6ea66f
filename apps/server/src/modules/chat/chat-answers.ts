import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import type { ProviderSummary } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { asMemberRead } from '../../db/as-member';
import type { Database } from '../../db/client';
import { candidateProviders } from '../providers/providers.service';
import * as repo from './chat.repo';
import { conciergeReply, describeDraft } from './engine/concierge-reply';
import type { MemberContext } from './engine/member-context';
import { type ComposedReply, plainReply, type ProposalDraft } from './engine/proposal-draft';
import { readRequest } from './engine/read-request';
import { actionReply, followUpReply } from './engine/replies/action-replies';
import { questionReply } from './engine/replies/question-replies';
import { repliesIn } from './engine/replies/reply-texts';
import { type VaultItemFact, vaultReply } from './engine/replies/vault-replies';
import { detectLanguage, glossToEnglish } from './engine/language/language';
import { understand } from './engine/understand';
import { vaultAskOf } from './engine/vault-questions';
import type {
  OpenProposalFact,
  RequestChanges,
  RequestFact,
  Situation,
  Understanding,
} from './engine/understanding';
import type { MemberFactsReader } from './member-facts-reader';

/** A follow-up changes a proposal of the last few messages only. */
const FOLLOW_UP_WITHIN_MESSAGES = 6;

/** The engine's answer, with what the reply must remember and which proposal it replaces. */
export interface EngineAnswer {
  understanding: Understanding;
  reply: ComposedReply;
  language: ChatLanguage;
  /** The action the reply's choices wait on. */
  choiceAction: repo.ChoiceAction | null;
  /** The open proposal a follow-up proposed anew. */
  replaces: string | null;
  /** The member's words a search fallback looks for. */
  searchText: string | null;
}

const openFact = (row: repo.ProposalRow): OpenProposalFact => ({
  id: row.id,
  kind: row.kind as OpenProposalFact['kind'],
  serviceType: row.serviceType as ServiceType,
  preferredDate: row.preferredDate,
  preferredTime: row.preferredTime,
  location: row.location,
  partySize: row.partySize,
  targetRequestId: row.target?.id ?? null,
  alternatives: row.alternatives,
});

const draftOf = (row: repo.ProposalRow): ProposalDraft => ({
  kind: row.kind as ProposalDraft['kind'],
  target: row.target ?? null,
  alternatives: row.alternatives,
  changed: row.changed,
  serviceType: row.serviceType as ServiceType,
  description: row.description,
  location: row.location,
  area: row.area,
  preferredDate: row.preferredDate,
  preferredTime: row.preferredTime,
  specialRequests: row.specialRequests,
  partySize: row.partySize,
  dining: row.dining,
  confidence: row.confidence,
  providers: row.providers,
});

/** The changes an open change proposal carries, to carry them to another request. */
function changesOf(draft: ProposalDraft): RequestChanges {
  const changes: RequestChanges = {};
  if (draft.changed.includes('preferred_date') && draft.preferredDate)
    changes.date = draft.preferredDate;
  if (draft.changed.includes('preferred_time') && draft.preferredTime)
    changes.time = draft.preferredTime;
  if (draft.changed.includes('location') && draft.location) {
    changes.location = draft.location;
    if (draft.area) changes.area = draft.area;
  }
  if (draft.changed.includes('party_size') && draft.partySize) changes.partySize = draft.partySize;
  return changes;
}

/**
 * Aurum's own concierge engine at work on one message: it reads where the conversation stands
 * (the member's own requests, the open proposal, the candidate they tapped), understands the
 * message and composes the reply from the member's own data.
 */
export class ChatAnswers {
  constructor(
    private db: Database,
    private facts: MemberFactsReader,
    /** The member's own vault items of some categories: plain facts only (ADR 062). */
    private vaultItems: (userId: string, categories: readonly string[]) => Promise<VaultItemFact[]>,
  ) {}

  /**
   * The answer to the member's questions about their own data: each topic from its owner, the
   * vault's from the plain facts of their items, with a request to open level-2 ones.
   */
  private async questionAnswer(
    userId: string,
    text: string,
    understanding: Extract<Understanding, { kind: 'question' }>,
    requests: RequestFact[],
  ): Promise<ComposedReply> {
    const { language } = understanding;
    const topics = understanding.topics.filter((topic) => topic !== 'vault');
    const answered = topics.length
      ? questionReply(topics, await this.facts.forTopics(userId, topics, requests), language)
      : plainReply('');
    if (!understanding.topics.includes('vault')) return answered;
    const ask = understanding.vault ??
      vaultAskOf(glossToEnglish(text, detectLanguage(text))) ?? { categories: [], focus: null };
    const vault = vaultReply(ask, await this.vaultItems(userId, ask.categories), language);
    const both = [answered.text, vault.text].filter(Boolean).join(' ');
    return { ...answered, text: both, vaultRequest: vault.request };
  }

  private providersFor(serviceType: string, location: string, dining: boolean) {
    return candidateProviders(this.db, serviceType, location, { dining });
  }

  /** Where the conversation stands for the member: their requests, the open proposal, a tap. */
  async situation(userId: string, now: Date, chosenRequestId: string | null) {
    const [requests, open, tapped] = await Promise.all([
      this.facts.requestFacts(userId),
      asMemberRead(this.db, userId, (scope) =>
        repo.recentOpenProposals(scope, FOLLOW_UP_WITHIN_MESSAGES),
      ),
      chosenRequestId
        ? asMemberRead(this.db, userId, (scope) =>
            repo.choiceActionFor(scope, chosenRequestId, FOLLOW_UP_WITHIN_MESSAGES),
          )
        : null,
    ]);
    // A tapped id that is not one of the member's own requests is ignored.
    const ownChoice =
      chosenRequestId && requests.some((request) => request.id === chosenRequestId)
        ? chosenRequestId
        : null;
    const situation: Situation = {
      now,
      requests,
      openProposal: open[0] ? openFact(open[0]) : null,
      chosenRequestId: ownChoice,
    };
    return { situation, open, tapped: ownChoice ? tapped : null };
  }

  /** The engine's understanding of the message (a tapped candidate answers the action asked). */
  understand(text: string, state: ConversationState): Understanding {
    const read = understand(text, state.situation);
    const chosen = state.situation.chosenRequestId;
    return chosen && state.tapped
      ? {
          kind: 'act',
          action: state.tapped.action,
          candidates: [chosen],
          changes: state.tapped.changes,
          language: read.language,
        }
      : read;
  }

  /** The reply to what the message asks, composed from the member's own data. */
  async compose(
    userId: string,
    text: string,
    understanding: Understanding,
    context: MemberContext,
    state: ConversationState,
  ): Promise<EngineAnswer> {
    const { requests } = state.situation;
    const language = understanding.language;
    const base = { understanding, language, choiceAction: null, replaces: null, searchText: null };
    const byId = (id: string) => requests.find((request) => request.id === id)!;
    const say = repliesIn(language);
    switch (understanding.kind) {
      case 'new': {
        const providers = await Promise.all(
          understanding.readings.map((reading) =>
            reading.intent
              ? this.providersFor(
                  reading.intent.serviceType,
                  reading.where?.location ?? '',
                  reading.dining,
                )
              : Promise.resolve([] as ProviderSummary[]),
          ),
        );
        const reply = conciergeReply(understanding.readings, providers, context, language);
        return { ...base, reply, searchText: reply.hasGoogleFallback ? text : null };
      }
      case 'act': {
        const candidates = understanding.candidates
          .filter((id) => requests.some((r) => r.id === id))
          .map(byId);
        const reply = actionReply(
          understanding.action,
          candidates,
          requests,
          understanding.changes,
          language,
        );
        return {
          ...base,
          reply,
          choiceAction: reply.choices.length
            ? { action: understanding.action, changes: understanding.changes }
            : null,
        };
      }
      case 'follow_up': {
        const row = state.open.find((proposal) => proposal.id === understanding.proposalId);
        if (!row) return { ...base, reply: plainReply(say.nothingToChange) };
        const draft = draftOf(row);
        if (understanding.other) {
          const other = draft.alternatives.find((id) => requests.some((r) => r.id === id));
          if (draft.kind === 'new' || !other) return { ...base, reply: plainReply(say.noOtherOne) };
          const reply = actionReply(
            draft.kind,
            [byId(other)],
            requests,
            changesOf(draft),
            language,
          );
          return { ...base, reply, replaces: reply.proposals.length ? row.id : null };
        }
        const reply = followUpReply(
          draft,
          understanding.changes,
          (d) => describeDraft(d, language),
          language,
        );
        return { ...base, reply, replaces: row.id };
      }
      case 'question':
        return { ...base, reply: await this.questionAnswer(userId, text, understanding, requests) };
      case 'human':
        return { ...base, reply: { ...plainReply(say.human), offersHuman: true } };
      case 'out_of_scope':
        return {
          ...base,
          reply: { ...plainReply(say.outOfScope), hasGoogleFallback: true },
          searchText: text,
        };
      case 'conversation': {
        const reply = conciergeReply(readRequest(text, state.situation.now), [], context, language);
        return { ...base, reply };
      }
    }
  }
}

/** Where the conversation stood when the message arrived. */
export type ConversationState = Awaited<ReturnType<ChatAnswers['situation']>>;

export type { RequestFact };
