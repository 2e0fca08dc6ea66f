import type { ChatProposal } from '@aurum/shared/chat/chat-contract';
import { localDateTime } from '@aurum/shared/time/member-time';
import { formatWeekdayDate } from '@aurum/shared/format/dates';

/** "Friday, 27 November 2026" for a proposal's YYYY-MM-DD. */
export const proposalDay = (date: string) => formatWeekdayDate(localDateTime(date, '12:00'));

/** "Kyalami (Johannesburg)", or the place alone when it is the area itself. */
export function proposalPlace(proposal: Pick<ChatProposal, 'location' | 'area'>): string | null {
  if (!proposal.location) return null;
  return proposal.area && proposal.area !== proposal.location
    ? `${proposal.location} (${proposal.area})`
    : proposal.location;
}
