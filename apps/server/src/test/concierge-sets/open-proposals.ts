import type { OpenProposalFact } from '../../modules/chat/engine/understanding';
import { requestId } from './member-requests';
import { resolveDate } from './relative-date';

/**
 * The proposals a follow-up message can find open in the conversation (the follow-up set names
 * one per row). Dates are relative to the clock, like the member's requests.
 *
 * | key           | proposal                                                          |
 * |---------------|-------------------------------------------------------------------|
 * | chef_new      | new Private Chef, Saturday 19:00, Constantia, party of 6          |
 * | table_new     | new table (other, dining) today 19:30 in Rosebank for 2           |
 * | driver_new    | new Personal Driver tomorrow 09:00 from OR Tambo                  |
 * | yacht_new     | new Yacht Charter Sunday 15:00 at the V&A Waterfront for 10       |
 * | cancel_driver | cancel of driver_tomorrow, alternative driver_friday              |
 * | change_chef   | change of chef to 20:00, alternative table_tonight                |
 */
export const PROPOSAL_KEYS = [
  'chef_new',
  'table_new',
  'driver_new',
  'yacht_new',
  'cancel_driver',
  'change_chef',
] as const;
export type ProposalKey = (typeof PROPOSAL_KEYS)[number];

export const proposalId = (key: ProposalKey) =>
  `10000000-0000-4000-8000-${String(PROPOSAL_KEYS.indexOf(key) + 1).padStart(12, '0')}`;

/** The open proposal `key` at `now`. */
export function openProposal(key: ProposalKey, now: Date): OpenProposalFact {
  const on = (date: string, time: string | null) => resolveDate(date, time, now);
  const base = { id: proposalId(key), targetRequestId: null, alternatives: [] as string[] };
  switch (key) {
    case 'chef_new':
      return {
        ...base,
        kind: 'new',
        serviceType: 'private_chef',
        preferredDate: on('sat', '19:00'),
        preferredTime: '19:00',
        location: 'Constantia',
        partySize: 6,
      };
    case 'table_new':
      return {
        ...base,
        kind: 'new',
        serviceType: 'other',
        preferredDate: on('today', '19:30'),
        preferredTime: '19:30',
        location: 'Rosebank',
        partySize: 2,
      };
    case 'driver_new':
      return {
        ...base,
        kind: 'new',
        serviceType: 'personal_driver',
        preferredDate: on('tomorrow', '09:00'),
        preferredTime: '09:00',
        location: 'OR Tambo',
        partySize: null,
      };
    case 'yacht_new':
      return {
        ...base,
        kind: 'new',
        serviceType: 'yacht_charter',
        preferredDate: on('sun', '15:00'),
        preferredTime: '15:00',
        location: 'V&A Waterfront',
        partySize: 10,
      };
    case 'cancel_driver':
      return {
        ...base,
        kind: 'cancel',
        serviceType: 'personal_driver',
        preferredDate: on('tomorrow', '09:00'),
        preferredTime: '09:00',
        location: 'OR Tambo',
        partySize: null,
        targetRequestId: requestId('driver_tomorrow'),
        alternatives: [requestId('driver_friday')],
      };
    case 'change_chef':
      return {
        ...base,
        kind: 'change',
        serviceType: 'private_chef',
        preferredDate: on('sat', '20:00'),
        preferredTime: '20:00',
        location: 'Constantia',
        partySize: 8,
        targetRequestId: requestId('chef'),
        alternatives: [requestId('table_tonight')],
      };
  }
}
