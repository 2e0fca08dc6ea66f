import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** Ten o'clock on a Wednesday morning in Johannesburg. */
const MORNING = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(MORNING);
const read = (text: string) => understand(text, situation);

/** Each new request read from a message: its service, place, day, time and party. */
const requests = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => ({
        service: r.dining ? 'dining' : r.intent?.serviceType,
        place: r.where?.location ?? null,
        date: r.when.date,
        time: r.when.time,
        party: r.partySize,
      }))
    : understood.kind;
};

/**
 * What the engine learned in session 25 after the eighteenth held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the eighteenth set', () => {
  it('reads a change with its reason after it, and something else that was cancelled', () => {
    expect(
      read('the Woodstock table tonight, push it 30 min later, traffic is hectic'),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { time: '20:30' },
    });
    expect(
      read(
        'Could tomorrow’s driver come the day after instead, same time? My meeting was cancelled',
      ),
    ).toMatchObject({ action: 'change', changes: { date: '2026-01-16' } });
  });

  it('reads words for the provider after a heading with a dash or a comma', () => {
    expect(read("For the driver tomorrow - I'll have a pram, so a big boot please")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { notes: expect.stringContaining('pram') },
    });
    expect(read('For the villa, it must have a cot, we are bringing our baby')).toMatchObject({
      changes: { notes: expect.stringContaining('cot') },
    });
    expect(
      read('My husband is diabetic, please let them know at the restaurant tonight'),
    ).toMatchObject({
      changes: { notes: expect.stringContaining('diabetic') },
    });
  });

  it('reads more people on board, status in new words, and where guests come from', () => {
    expect(read("Sunday's charter: can we add three more, so 13 of us?")).toMatchObject({
      changes: { partySize: 13 },
    });
    expect(read('Has my chef request gone anywhere?')).toMatchObject({ action: 'status' });
    expect(read('Whatever happened with the Franschhoek event?')).toMatchObject({
      action: 'status',
    });
    expect(read("Make Saturday's chef for 12, friends from Durban are joining")).toMatchObject({
      changes: { partySize: 12 },
    });
  });
});

describe('understand: tables and new requests after the eighteenth set', () => {
  it('reads tables asked in new words', () => {
    expect(
      requests('Me and my wife fancy sushi in Rosebank tonight, can you sort a table?'),
    ).toMatchObject([{ service: 'dining', party: 2 }]);
    expect(requests('Can we get a booking for 7pm tomorrow in Melville, 5 of us?')).toMatchObject([
      { service: 'dining', party: 5 },
    ]);
    expect(
      requests('A table in Rosebank, not Parkhurst, on Friday at 8pm, 4 people'),
    ).toMatchObject([{ place: 'Rosebank' }]);
    expect(requests('Lunch in Illovo for my in-laws, so just 2, on Friday at 1')).toMatchObject([
      { party: 2 },
    ]);
    expect(requests('She and 3 friends want lunch in Hyde Park tomorrow at 1')).toMatchObject([
      { party: 4 },
    ]);
    expect(requests('A week from today, 8pm, table for 2 in Greenside')).toMatchObject([
      { date: '2026-01-21' },
    ]);
  });

  it('reads the place asked beside where the member spends the week, and a purpose', () => {
    expect(
      requests(
        "Please book 4 of us at a restaurant in Clarens on Friday at 7, we're in the Drakensberg the rest of the week",
      ),
    ).toMatchObject([{ place: 'Clarens' }]);
    expect(
      requests('Book me a room near the Durban ICC from Monday, 2 nights, for a conference'),
    ).toMatchObject([{ service: 'accommodation' }]);
  });
});

describe('understand: follow-ups after the eighteenth set', () => {
  const chefOpen = { ...situation, openProposal: openProposal('chef_new', MORNING) };
  const driverOpen = { ...situation, openProposal: openProposal('driver_new', MORNING) };
  const tableOpen = { ...situation, openProposal: openProposal('table_new', MORNING) };

  it('reads an hour with its reason, a diet said plainly, and a place asked as a question', () => {
    expect(understand('Could we start at 5? The kids go to bed early', chefOpen)).toMatchObject({
      changes: { time: '17:00' },
    });
    expect(understand("Kosher please, and we're 8", chefOpen)).toMatchObject({
      changes: { notes: expect.stringContaining('Kosher'), partySize: 8 },
    });
    expect(
      understand('Dinner time is fine but can it be at our flat in Sea Point', chefOpen),
    ).toMatchObject({
      kind: 'follow_up',
      changes: { location: 'Sea Point' },
    });
  });

  it('reads an hour against the one it replaces, and words for a driver about the car', () => {
    expect(understand('7:15 not 9', driverOpen)).toMatchObject({ changes: { time: '07:15' } });
    expect(
      understand(
        "I'll have a folding bike with me, please make sure the car can take it",
        driverOpen,
      ),
    ).toMatchObject({ kind: 'follow_up', changes: { notes: expect.stringContaining('bike') } });
    expect(understand('Saturday rather, 7:30 still works', tableOpen)).toMatchObject({
      changes: { date: '2026-01-17' },
    });
  });
});
