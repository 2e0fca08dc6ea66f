import type { ChangeableField, ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { type ComposedReply, plainReply, type ProposalDraft } from '../proposal-draft';
import type { RequestChanges, RequestFact } from '../understanding';
import { listText, partyText, placeText, whenText } from './describe';
import { repliesIn } from './reply-texts';
import { describeRequest, requestLabel, statusWords, targetOf } from './request-words';

type Action = 'cancel' | 'change' | 'status';

/** The fields a change names, in the contract's words. */
function changedFields(changes: RequestChanges): ChangeableField[] {
  const fields: ChangeableField[] = [];
  if (changes.date) fields.push('preferred_date');
  if (changes.time) fields.push('preferred_time');
  if (changes.location) fields.push('location');
  if (changes.partySize) fields.push('party_size');
  if (changes.notes) fields.push('special_requests');
  return fields;
}

/** "Sun, 29 Nov 2026 at 20:00 for 6 people in Sandton". */
export function changesText(changes: RequestChanges, language: ChatLanguage): string {
  const parts = [
    whenText(changes.date ?? null, changes.time ?? null, language).trim(),
    changes.partySize ? partyText(changes.partySize, language) : '',
    placeText(changes.location ?? null, null, language).trim(),
    changes.notes ? `"${changes.notes}"` : '',
  ].filter(Boolean);
  return listText(parts, language);
}

/** A proposal with the changes applied on top of what it was. */
export function applyChanges(
  base: Omit<ProposalDraft, 'changed'> & { changed?: ChangeableField[] },
  changes: RequestChanges,
): ProposalDraft {
  return {
    ...base,
    preferredDate: changes.date ?? base.preferredDate,
    preferredTime: changes.time ?? base.preferredTime,
    location: changes.location ?? base.location,
    area: changes.location ? (changes.area ?? null) : base.area,
    partySize: changes.partySize ?? base.partySize,
    specialRequests: changes.notes
      ? [base.specialRequests, changes.notes].filter(Boolean).join('\n')
      : base.specialRequests,
    changed: [...new Set([...(base.changed ?? []), ...changedFields(changes)])],
  };
}

/** A cancel or change proposal of one of the member's requests. */
function actionDraft(
  request: RequestFact,
  kind: 'cancel' | 'change',
  alternatives: string[],
): ProposalDraft {
  return {
    kind,
    target: targetOf(request),
    alternatives,
    changed: [],
    serviceType: request.serviceType,
    description: request.description,
    location: request.location,
    area: null,
    preferredDate: request.preferredDate,
    preferredTime: request.preferredTime,
    specialRequests: request.specialRequests ?? null,
    partySize: request.partySize,
    dining: request.dining,
    confidence: 0.95,
    providers: [],
  };
}

/** How a request stands: its status, its provider and what they said. */
function statusReply(request: RequestFact, language: ChatLanguage): string {
  const say = repliesIn(language);
  const lines = [say.statusOf(describeRequest(request, language), statusWords(request, language))];
  if (request.providerName && request.providerSaid) {
    lines.push(say.providerSaid(request.providerName, request.providerSaid));
  } else if (request.providerName) lines.push(say.providerAssigned(request.providerName));
  else if (request.changeable) lines.push(say.noProviderYet);
  return lines.join(' ');
}

/**
 * The reply to an action on the member's requests: the request described and, for a cancel or a
 * change, a proposal to confirm; a question with the candidates as choices when the words fit
 * several; an honest answer when none fit or the request can no longer change.
 */
export function actionReply(
  action: Action,
  candidates: readonly RequestFact[],
  all: readonly RequestFact[],
  changes: RequestChanges,
  language: ChatLanguage,
): ComposedReply {
  const say = repliesIn(language);
  if (candidates.length === 0) return plainReply(all.length ? say.noSuchRequest : say.noRequests);
  if (candidates.length > 1) {
    const verb =
      action === 'cancel'
        ? say.choiceCancel
        : action === 'change'
          ? say.choiceChange
          : say.choiceStatus;
    return {
      ...plainReply(say.whichOne(candidates.length)),
      choices: candidates.map((request) => ({
        label: requestLabel(request, language),
        message: verb(requestLabel(request, language)),
        request_id: request.id,
      })),
    };
  }
  const request = candidates[0]!;
  if (action === 'status') return plainReply(statusReply(request, language));
  const described = describeRequest(request, language);
  if (!request.changeable) {
    return plainReply(say.notChangeable(described, statusWords(request, language)));
  }
  const alternatives = all
    .filter((other) => other.id !== request.id && other.serviceType === request.serviceType)
    .filter((other) => other.changeable)
    .map((other) => other.id);
  if (action === 'cancel') {
    return {
      ...plainReply(say.cancelPropose(described)),
      proposals: [actionDraft(request, 'cancel', alternatives)],
    };
  }
  const changed = changedFields(changes);
  if (changed.length === 0) return plainReply(say.nothingToChange);
  return {
    ...plainReply(say.changePropose(described, changesText(changes, language))),
    proposals: [applyChanges(actionDraft(request, 'change', alternatives), changes)],
  };
}

/** The follow-up's new proposal: the open one with the member's changes. */
export function followUpReply(
  open: ProposalDraft,
  changes: RequestChanges,
  describe: (draft: ProposalDraft) => string,
  language: ChatLanguage,
): ComposedReply {
  const say = repliesIn(language);
  const next = applyChanges(open, changes);
  const proposals = [open.kind === 'new' ? { ...next, changed: [] } : next];
  const text =
    open.kind === 'change' && open.target
      ? say.proposalUpdated(changesText(changes, language))
      : say.proposalUpdated(describe(proposals[0]!));
  return { ...plainReply(text), proposals };
}
