import type { ChatLanguage, ProposalEdits, ProposalFiled } from '@aurum/shared/chat/chat-contract';
import { PROPOSAL_FILED_TEXTS } from '@aurum/shared/chat/chat-texts';
import type { SharedDiet } from '@aurum/shared/medical/shared-with-providers';
import { metroAreaOf } from '@aurum/shared/places/gazetteer';
import { REQUEST_TOASTS, type MatchingResult } from '@aurum/shared/requests/request-contract';
import type { ServiceType } from '@aurum/shared/requests/service-types';
import { localDateTime } from '@aurum/shared/time/member-time';
import { asMember, type MemberScope } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceRequestService } from '../requests/requests.service';
import * as repo from './chat.repo';
import { dietFor, requestNotes } from './engine/member-context';
import { repliesIn } from './engine/replies/reply-texts';
import { describeRequest } from './engine/replies/request-words';
import { requestFact } from './member-facts-reader';

const noticeOf = (matching: MatchingResult | null) =>
  matching && !matching.fallbackToManual
    ? {
        title: REQUEST_TOASTS.matchFoundTitle,
        description: PROPOSAL_FILED_TEXTS.matchFound(matching.emailsSent),
      }
    : { title: REQUEST_TOASTS.receivedTitle, description: PROPOSAL_FILED_TEXTS.received };

/** The proposal's values as the member confirmed them: their edits over what was proposed. */
function confirmedValues(row: repo.ProposalRow, edits: ProposalEdits) {
  return {
    date: edits.preferred_date ?? row.preferredDate ?? '',
    time: edits.preferred_time ?? row.preferredTime ?? '',
    location: (edits.location ?? row.location ?? '').trim(),
    specialRequests: (edits.special_requests ?? row.specialRequests ?? '').trim(),
    partySize: edits.party_size !== undefined ? edits.party_size : row.partySize,
  };
}
type ConfirmedValues = ReturnType<typeof confirmedValues>;

/** The proposal row's fields as confirmed. */
const proposalFields = (serviceType: string, values: ConfirmedValues): repo.ProposalFields => ({
  serviceType,
  location: values.location || null,
  area: values.location ? metroAreaOf(values.location) : null,
  preferredDate: values.date || null,
  preferredTime: values.date && values.time ? values.time : null,
  specialRequests: values.specialRequests || null,
  partySize: values.partySize ?? null,
});

/** Only what the proposal changes (or the member edited) reaches the request. */
function changeOf(row: repo.ProposalRow, edits: ProposalEdits, values: ConfirmedValues) {
  const changed = new Set<string>(row.changed);
  const edited = (field: keyof ProposalEdits) => edits[field] !== undefined;
  const change: Parameters<ServiceRequestService['changeWithin']>[3] = {};
  if (
    changed.has('preferred_date') ||
    changed.has('preferred_time') ||
    edited('preferred_date') ||
    edited('preferred_time')
  ) {
    change.preferredDate = values.date ? localDateTime(values.date, values.time) : null;
    change.preferredTimeSet = Boolean(values.date && values.time);
  }
  if (changed.has('location') || edited('location')) change.location = values.location || null;
  if (changed.has('party_size') || edited('party_size'))
    change.partySize = values.partySize ?? null;
  if (changed.has('special_requests') || edited('special_requests')) {
    change.specialRequests = values.specialRequests || null;
  }
  return change;
}

/** How a proposal shows the member's food allergies and diet, read from their medical info. */
export const proposalDiet =
  (diet: SharedDiet): repo.ProposalDiet =>
  (serviceType, dining) => {
    const shown = dietFor(serviceType, diet, dining);
    return { allergies: shown.allergies, dietary_restrictions: shown.dietaryRestrictions };
  };

interface Outcome {
  done: boolean;
  proposal: ProposalFiled['proposal'];
  matching: MatchingResult | null;
  notice: ProposalFiled['notice'];
  reply: ProposalFiled['reply'];
  kind: 'new' | 'cancel' | 'change';
}

/**
 * Carries out a proposal the member confirmed, with their edits, through the same services as
 * the screens: a new request through the one filing workflow (monthly limit, matching now,
 * staff notification), a cancel or a change through the requests service (provider told,
 * timeline). The proposal row is locked and marked in the same transaction, so a second click
 * waits and then answers the same outcome.
 */
export class ProposalConfirmation {
  constructor(
    private db: Database,
    private clock: Clock,
    private requests: ServiceRequestService,
    private dietOf: (userId: string) => Promise<SharedDiet>,
  ) {}

  async confirm(userId: string, proposalId: string, edits: ProposalEdits): Promise<ProposalFiled> {
    const now = this.clock.now();
    // Only now, with the member's confirmation, do their food allergies and diet leave the
    // sealed medical info: in the request the provider reads (never a drug allergy).
    const diet = await this.dietOf(userId);
    const shown = proposalDiet(diet);
    const outcome = await asMember(this.db, userId, async (scope): Promise<Outcome> => {
      const row = await repo.lockProposal(scope, proposalId);
      if (!row) throw notFound('Proposal not found');
      const kind = row.kind as Outcome['kind'];
      const language = await repo.languageOf(scope, row.messageId);
      if (row.status === 'filed' || row.status === 'done') {
        const reply = await repo.replyAfter(scope, row.filedAt!);
        return {
          done: false,
          kind,
          proposal: repo.proposalView(row, shown),
          matching: row.matching,
          notice: this.noticeFor(kind, row.matching, reply?.message ?? '', language),
          reply: reply!,
        };
      }
      if (row.status === 'replaced') {
        throw new AppError(
          'PROPOSAL_REPLACED',
          'This proposal was replaced by the updated one below it.',
          409,
        );
      }
      if (kind === 'new') return this.file(scope, row, edits, diet, shown, now);
      return this.act(scope, row, kind, edits, shown, language, now);
    });
    if (outcome.done) {
      if (outcome.kind === 'new') this.requests.filed(userId);
      else this.requests.changed(userId);
    }
    return {
      request_id: outcome.proposal.request_id!,
      notice: outcome.notice,
      matching: outcome.matching,
      reply: outcome.reply,
      proposal: outcome.proposal,
    };
  }

  private noticeFor(
    kind: Outcome['kind'],
    matching: MatchingResult | null,
    reply: string,
    language: ChatLanguage,
  ) {
    if (kind === 'new') return noticeOf(matching);
    const say = repliesIn(language);
    return { title: kind === 'cancel' ? say.cancelledTitle : say.changedTitle, description: reply };
  }

  /** A new request, filed with the member's edits. */
  private async file(
    scope: MemberScope,
    row: repo.ProposalRow,
    edits: ProposalEdits,
    diet: SharedDiet,
    shown: repo.ProposalDiet,
    now: Date,
  ): Promise<Outcome> {
    const confirmed = confirmedValues(row, edits);
    const { date, time, location, specialRequests, partySize } = confirmed;
    const serviceType = edits.service_type ?? (row.serviceType as ServiceType);
    const served = dietFor(serviceType, diet, row.dining);
    // What the member left on the card is what the provider is told.
    const shared: SharedDiet = {
      foodAllergies: edits.allergies ?? served.allergies,
      dietaryRestrictions: edits.dietary_restrictions ?? served.dietaryRestrictions,
    };
    const filed = await this.requests.fileWithin(
      scope.tx,
      scope.userId,
      {
        serviceType,
        description: row.description,
        preferredDate: date ? localDateTime(date, time) : null,
        preferredTimeSet: Boolean(date && time),
        location: location || null,
        specialRequests: requestNotes(serviceType, specialRequests || null, shared, row.dining),
        partySize,
        dining: row.dining,
      },
      { by: 'member', matchNow: true, refuseLikelyDuplicate: !edits.file_anyway },
    );
    const proposal = await repo.markConfirmed(
      scope.tx,
      row.id,
      {
        status: 'filed',
        requestId: filed.requestId,
        matching: filed.matching,
        edits: proposalFields(serviceType, confirmed),
      },
      now,
      shown,
    );
    const notice = noticeOf(filed.matching);
    const reply = await repo.saveMessage(
      scope,
      { message: `${notice.title}. ${notice.description}`, isFromUser: false, author: 'engine' },
      [],
      now,
      shown,
    );
    return { done: true, kind: 'new', proposal, matching: filed.matching, notice, reply };
  }

  /** A cancel or a change of the member's own request, through the requests service. */
  private async act(
    scope: MemberScope,
    row: repo.ProposalRow,
    kind: 'cancel' | 'change',
    edits: ProposalEdits,
    shown: repo.ProposalDiet,
    language: ChatLanguage,
    now: Date,
  ): Promise<Outcome> {
    if (!row.requestId) throw notFound('Request not found');
    const confirmed = confirmedValues(row, edits);
    const outcome =
      kind === 'cancel'
        ? await this.requests.cancelWithin(scope.tx, scope.userId, row.requestId, now)
        : await this.requests.changeWithin(
            scope.tx,
            scope.userId,
            row.requestId,
            changeOf(row, edits, confirmed),
            now,
          );
    const proposal = await repo.markConfirmed(
      scope.tx,
      row.id,
      {
        status: 'done',
        requestId: row.requestId,
        matching: null,
        edits: proposalFields(row.serviceType, confirmed),
      },
      now,
      shown,
    );
    const detail = await this.requests.detailWithin(scope.tx, scope.userId, outcome.requestId);
    if (!detail) throw notFound('Request not found');
    const say = repliesIn(language);
    const described = describeRequest(requestFact(detail), language);
    const text = kind === 'cancel' ? say.cancelled(described) : say.changed(described);
    const reply = await repo.saveMessage(
      scope,
      { message: text, isFromUser: false, author: 'engine', language },
      [],
      now,
      shown,
    );
    return {
      done: true,
      kind,
      proposal,
      matching: null,
      notice: this.noticeFor(kind, null, text, language),
      reply,
    };
  }
}
