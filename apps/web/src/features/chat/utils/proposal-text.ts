import type {
  ChangeableField,
  ChatMessage,
  ChatProposal,
  ProposalTarget,
} from '@aurum/shared/chat/chat-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatTime,
  formatWeekdayDate,
} from '@aurum/shared/format/dates';

/** "Friday, 27 November 2026" for a proposal's YYYY-MM-DD. */
export const proposalDay = (date: string) => formatWeekdayDate(localDateTime(date, '12:00'));

/** "Kyalami (Johannesburg)", or the place alone when it is the area itself. */
export function proposalPlace(proposal: Pick<ChatProposal, 'location' | 'area'>): string | null {
  if (!proposal.location) return null;
  return proposal.area && proposal.area !== proposal.location
    ? `${proposal.location} (${proposal.area})`
    : proposal.location;
}

/** "1 person", "8 people". */
export const partySizeText = (size: number) => (size === 1 ? '1 person' : `${size} people`);

/**
 * When the member's request is for, as /request-status shows it: "04 Dec 2026, 15:00", or the
 * day alone when the request names no time.
 */
export function targetWhen(target: Pick<ProposalTarget, 'preferred_date' | 'preferred_time_set'>) {
  if (!target.preferred_date) return null;
  return target.preferred_time_set
    ? formatDateTime(target.preferred_date)
    : formatDate(target.preferred_date);
}

/** One field a change proposal changes: its value before (null when not known) and after. */
export interface ProposalChange {
  field: ChangeableField;
  label: string;
  before: string | null;
  after: string;
}

const NOT_SET = 'Not set';
const FIELD_LABELS: Record<ChangeableField, string> = {
  preferred_date: 'Date',
  preferred_time: 'Time',
  location: 'Place',
  party_size: 'Party size',
  special_requests: 'Notes',
};

function valuesOf(
  field: ChangeableField,
  target: ProposalTarget,
  proposal: ChatProposal,
): [before: string | null | undefined, after: string | null] {
  switch (field) {
    case 'preferred_date':
      return [
        target.preferred_date && formatDate(target.preferred_date),
        proposal.preferred_date && formatCalendarDate(proposal.preferred_date),
      ];
    case 'preferred_time':
      return [
        target.preferred_date && target.preferred_time_set
          ? formatTime(target.preferred_date)
          : null,
        proposal.preferred_time,
      ];
    case 'location':
      return [target.location, proposal.location];
    case 'party_size':
      return [
        target.party_size === null ? null : partySizeText(target.party_size),
        proposal.party_size === null ? null : partySizeText(proposal.party_size),
      ];
    case 'special_requests':
      // The card is not told the request's notes (undefined: not known); the new ones show.
      return [undefined, proposal.special_requests];
  }
}

/**
 * Each field a change proposal changes, old value (from the member's request) to new (from the
 * proposal), in the words and formats of the rest of the app. `before` is null where the old
 * value is not known (the notes); a value that is not set reads "Not set".
 */
export function proposalChanges(proposal: ChatProposal): ProposalChange[] {
  const { target } = proposal;
  if (!target) return [];
  return proposal.changed.map((field) => {
    const [before, after] = valuesOf(field, target, proposal);
    return {
      field,
      label: FIELD_LABELS[field],
      before: before === undefined ? null : (before ?? NOT_SET),
      after: after ?? NOT_SET,
    };
  });
}

/** A reply's proposals in the order the member asked; `proposal` alone for an older reply. */
export function proposalsOf(message: Pick<ChatMessage, 'proposal' | 'proposals'>): ChatProposal[] {
  if (message.proposals.length > 0) return message.proposals;
  return message.proposal ? [message.proposal] : [];
}
