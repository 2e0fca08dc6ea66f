import type { RequestFact, Situation } from '../../modules/chat/engine/understanding';
import { resolveDate } from './relative-date';

/**
 * The member every held-out set is read for: eight requests of their own, dated relative to the
 * clock so the sets hold on any day. Keys are stable names the labels use; ids are opaque.
 *
 * | key              | request                                   | when                 | status    |
 * |------------------|-------------------------------------------|----------------------|-----------|
 * | table_tonight    | table for 2 (The Test Kitchen, Woodstock) | today 20:00          | Pending   |
 * | driver_tomorrow  | Personal Driver from OR Tambo             | tomorrow 09:00       | Pending   |
 * | chef             | Private Chef, party of 8, Constantia      | this Saturday 19:00  | Pending   |
 * | villa            | Villa in Camps Bay, 6 guests              | in three weeks       | Pending   |
 * | yacht            | Yacht Charter, V&A Waterfront, 10 guests  | Sunday 15:00         | Confirmed |
 * | driver_friday    | Personal Driver, Cape Town                | next Friday 18:00    | Confirmed |
 * | security         | Security Services, Sandton                | last week            | Declined  |
 * | event            | Event Planning, Franschhoek               | last month           | Cancelled |
 *
 * Two drivers on purpose: "cancel my driver" needs a question, "my driver tomorrow" does not.
 */
export const REQUEST_KEYS = [
  'table_tonight',
  'driver_tomorrow',
  'chef',
  'villa',
  'yacht',
  'driver_friday',
  'security',
  'event',
] as const;
export type RequestKey = (typeof REQUEST_KEYS)[number];

/** The opaque id of a fixture request (a UUID, so an engine cannot read the key in it). */
export const requestId = (key: RequestKey) =>
  `00000000-0000-4000-8000-${String(REQUEST_KEYS.indexOf(key) + 1).padStart(12, '0')}`;

/** The key of a fixture request id, or the id itself when it is not one of them. */
export const requestKeyOf = (id: string): string =>
  REQUEST_KEYS.find((key) => requestId(key) === id) ?? id;

const HOUR = 3_600_000;

/** The member's requests at `now`, newest first. */
export function memberRequests(now: Date): RequestFact[] {
  const fact = (
    key: RequestKey,
    hoursAgo: number,
    fields: Omit<RequestFact, 'id' | 'createdAt' | 'preferredDate'> & { date: string },
  ): RequestFact => {
    const { date, ...rest } = fields;
    return {
      id: requestId(key),
      createdAt: new Date(now.getTime() - hoursAgo * HOUR),
      preferredDate: resolveDate(date, fields.preferredTime, now),
      ...rest,
    };
  };
  const none = { providerName: null, providerSaid: null };
  const pending = { status: 'Pending', changeable: true };
  return [
    fact('table_tonight', 1, {
      serviceType: 'other',
      description: 'Table for 2 at The Test Kitchen tonight at 8pm',
      ...pending,
      date: 'today',
      preferredTime: '20:00',
      location: 'Woodstock',
      partySize: 2,
      dining: true,
      ...none,
    }),
    fact('driver_tomorrow', 3, {
      serviceType: 'personal_driver',
      description: 'Driver to collect me at OR Tambo tomorrow at 9am and take me to Sandton',
      ...pending,
      date: 'tomorrow',
      preferredTime: '09:00',
      location: 'OR Tambo',
      partySize: null,
      dining: false,
      ...none,
    }),
    fact('chef', 26, {
      serviceType: 'private_chef',
      description: 'Private chef for a dinner party of 8 at home in Constantia on Saturday at 7pm',
      ...pending,
      date: 'sat',
      preferredTime: '19:00',
      location: 'Constantia',
      partySize: 8,
      dining: false,
      ...none,
    }),
    fact('villa', 50, {
      serviceType: 'accommodation',
      description: 'A villa in Camps Bay for a week for 6 guests',
      ...pending,
      date: '+21',
      preferredTime: null,
      location: 'Camps Bay',
      partySize: 6,
      dining: false,
      ...none,
    }),
    fact('yacht', 96, {
      serviceType: 'yacht_charter',
      description: 'Yacht charter from the V&A Waterfront on Sunday afternoon for 10 guests',
      status: 'Confirmed',
      changeable: false,
      date: 'sun',
      preferredTime: '15:00',
      location: 'V&A Waterfront',
      partySize: 10,
      dining: false,
      providerName: 'Atlantic Blue Charters',
      providerSaid: 'Confirmed: the skipper will meet you at the jetty 15 minutes before.',
    }),
    fact('driver_friday', 120, {
      serviceType: 'personal_driver',
      description: 'Driver in Cape Town next Friday at 6pm, airport to the hotel',
      status: 'Confirmed',
      changeable: false,
      date: 'next:fri',
      preferredTime: '18:00',
      location: 'Cape Town',
      partySize: null,
      dining: false,
      providerName: 'Cape Executive Chauffeurs',
      providerSaid: 'Happy to help, the driver will wait at arrivals with a name board.',
    }),
    fact('security', 216, {
      serviceType: 'security',
      description: 'Close protection for a gala evening in Sandton',
      status: 'Declined',
      changeable: false,
      date: '-7',
      preferredTime: '19:00',
      location: 'Sandton',
      partySize: null,
      dining: false,
      providerName: 'Shield Protection',
      providerSaid: 'Sorry, we have no close protection officers free that night.',
    }),
    fact('event', 840, {
      serviceType: 'event_planning',
      description: "Planning for my wife's 50th birthday lunch on a wine farm in Franschhoek",
      status: 'Cancelled',
      changeable: false,
      date: '-30',
      preferredTime: null,
      location: 'Franschhoek',
      partySize: 40,
      dining: false,
      ...none,
    }),
  ];
}

/** Where the conversation stands at `now`: the member's requests, no proposal open, none chosen. */
export function memberSituation(now: Date): Situation {
  return { now, requests: memberRequests(now), openProposal: null, chosenRequestId: null };
}
