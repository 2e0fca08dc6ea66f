import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** Ten o'clock on a Wednesday morning in Johannesburg. */
const MORNING = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(MORNING);
const read = (text: string) => understand(text, situation);

/** Each new request read from a message: its service, place, day and time. */
const requests = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => ({
        service: r.dining ? 'dining' : r.intent?.serviceType,
        place: r.where?.location ?? null,
        date: r.when.date,
        time: r.when.time,
      }))
    : understood.kind;
};

/**
 * What the engine learned in session 25, before and after the seventeenth held-out set, in words
 * of its own (no row of any set).
 */
describe('understand: lists after the seventeenth set', () => {
  it('reads a list whose lines each start with their day, under a heading naming the trip', () => {
    expect(
      requests(
        'Coast trip:\n- Thu: a villa in Umhlanga for 3 nights\n- Fri: a boat from Durban harbour at 8\n- Sat, a driver at 11am from Umhlanga',
      ),
    ).toEqual([
      { service: 'accommodation', place: 'Umhlanga', date: '2026-01-15', time: null },
      { service: 'yacht_charter', place: 'Durban', date: '2026-01-16', time: '08:00' },
      { service: 'personal_driver', place: 'Umhlanga', date: '2026-01-17', time: '11:00' },
    ]);
  });

  it('gives the place said at the end to every request that names none', () => {
    expect(
      requests('On Saturday I need a florist, a DJ at 8 and a chef for 20. Everything at Zimbali.'),
    ).toMatchObject([
      { place: 'Zimbali', date: '2026-01-17' },
      { place: 'Zimbali', date: '2026-01-17' },
      { place: 'Zimbali', date: '2026-01-17' },
    ]);
    // A request that names its own place keeps it.
    expect(requests('Golf at Fancourt on Friday at 8 and a spa at 2, all in George')).toMatchObject(
      [{ place: 'Fancourt' }, { place: 'George' }],
    );
  });

  it('starts a stay for the weekend on the day the list is headed by', () => {
    expect(
      requests('Friday:\n- a car at Lanseria at 4pm\n- a lodge in the Pilanesberg for the weekend'),
    ).toMatchObject([{ date: '2026-01-16' }, { service: 'accommodation', date: '2026-01-16' }]);
  });
});

describe('understand: actions after the seventeenth set', () => {
  it('reads the count a party becomes, after the count it was', () => {
    expect(read('The eight people for the Constantia chef will now be 7')).toMatchObject({
      action: 'change',
      changes: { partySize: 7 },
    });
    expect(read('For the boat with 10 people, could we make it 11?')).toMatchObject({
      action: 'change',
      changes: { partySize: 11 },
    });
    // People who cancelled change the party; the request stays.
    expect(read("Saturday's chef: three friends cancelled so we'll be 5")).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { partySize: 5 },
    });
  });

  it('reads words for the provider said before "warn them" or "pass that on"', () => {
    expect(read("Sunday's boat: my father gets seasick easily, please warn them")).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('seasick') },
    });
    expect(read("My son is vegetarian, please pass that on to Saturday's chef")).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { notes: expect.stringContaining('vegetarian') },
    });
  });

  it('finds a request by its hour, after a reason, and as an airport run', () => {
    expect(read('Can the 8pm table move to 8:30? Traffic is terrible tonight')).toMatchObject({
      candidates: [requestId('table_tonight')],
      changes: { time: '20:30' },
    });
    expect(
      read('My sister is sick, so the Constantia dinner must move to the Sunday, same time'),
    ).toMatchObject({ candidates: [requestId('chef')] });
    expect(
      read('For the Friday airport run, please tell them the sign must say Mr Botha'),
    ).toMatchObject({
      candidates: [requestId('driver_friday')],
      changes: { notes: expect.stringContaining('Botha') },
    });
  });

  it('reads status questions in new words', () => {
    expect(read('the gala guards in Sandton, anything from them?')).toMatchObject({
      action: 'status',
    });
    expect(read('Is the Franschhoek event still on, or did they cancel it?')).toMatchObject({
      action: 'status',
    });
    expect(read('Yacht update? The kids keep asking')).toMatchObject({ action: 'status' });
  });
});

describe('understand: new requests after the seventeenth set', () => {
  it('reads a surprise birthday, a proposal and an escort to the car', () => {
    expect(
      requests('A surprise 50th for my husband in Hermanus on the 20th, can you plan it?'),
    ).toMatchObject([{ service: 'event_planning', place: 'Hermanus' }]);
    expect(requests("I'm going to propose on Table Mountain on Friday at sunset")).toMatchObject([
      { service: 'event_planning', date: '2026-01-16', time: '18:00' },
    ]);
    expect(
      requests('Someone to walk me to my car after the show at Montecasino tonight'),
    ).toMatchObject([{ service: 'security' }]);
  });

  it('reads the start of a stretch and a deadline beside the day asked', () => {
    expect(
      requests('A pet sitter in Claremont for the next three weeks, starting Friday'),
    ).toMatchObject([{ date: '2026-01-16' }]);
    expect(
      requests(
        'I need a new school uniform for my daughter by Monday. Can someone get it in Rosebank on Friday?',
      ),
    ).toMatchObject([{ service: 'personal_shopping', place: 'Rosebank', date: '2026-01-16' }]);
  });

  it('reads an hour taken back, a house near a place and a suburb’s airport', () => {
    expect(requests('A driver from Athlone at 8pm on Friday... no, 7:30')).toMatchObject([
      { time: '19:30' },
    ]);
    expect(
      requests('A house near Loftus for the test weekend, from Friday, 6 of us'),
    ).toMatchObject([{ service: 'accommodation', date: '2026-01-16' }]);
    expect(
      requests('A charter flight from Wonderboom to Hoedspruit on Monday at 7am'),
    ).toMatchObject([{ service: 'travel', place: 'Wonderboom Airport' }]);
  });

  it('asks nothing of the occasion a ride is after', () => {
    expect(
      requests(
        "After the party in Hout Bay on Friday I'll be tired, so a driver from there at midnight please",
      ),
    ).toMatchObject([{ service: 'personal_driver' }]);
  });
});

describe('understand: tables after the seventeenth set', () => {
  it('counts couples and the member with their clients', () => {
    const party = (text: string) => {
      const understood = read(text);
      return understood.kind === 'new' ? understood.readings[0]!.partySize : null;
    };
    expect(party('Dinner for three couples in Greenside on Friday at 7')).toBe(6);
    expect(party('Lunch for me and 5 colleagues in Rosebank tomorrow at 1')).toBe(6);
    expect(party('My husband and I plus our two kids — Saturday breakfast at the Saxon?')).toBe(4);
  });

  it('reads the place to eat beside where the member stays, comes from or would rather not be', () => {
    expect(
      requests(
        "We're staying at the Oyster Box but want to eat in Ballito tomorrow at 7, table for 4",
      ),
    ).toMatchObject([{ place: 'Ballito' }]);
    expect(requests('Visiting from Durban — a table in Knysna for 2 on Friday at 8')).toMatchObject(
      [{ place: 'Knysna' }],
    );
    expect(
      requests('Table for 4 but not in Rosebank, somewhere in Parkhurst, Saturday 8pm'),
    ).toMatchObject([{ place: 'Parkhurst' }]);
  });

  it('reads a dinner venue as a table and "after the match" as when', () => {
    expect(
      requests('Our club of 12 needs a lunch venue in Stellenbosch on Sunday at 1'),
    ).toMatchObject([{ service: 'dining' }]);
    expect(requests('Dinner for 4 in Pretoria at 8 on Saturday, after the rugby')).toMatchObject([
      { service: 'dining' },
    ]);
  });
});

describe('understand: follow-ups after the seventeenth set', () => {
  const chefOpen = { ...situation, openProposal: openProposal('chef_new', MORNING) };
  const tableOpen = { ...situation, openProposal: openProposal('table_new', MORNING) };
  const yachtOpen = { ...situation, openProposal: openProposal('yacht_new', MORNING) };
  const cancelOpen = { ...situation, openProposal: openProposal('cancel_driver', MORNING) };

  it('reads a place, a diet, a party said against the one proposed, and an hour', () => {
    expect(understand("Let's do it at our flat in Bantry Bay instead", chefOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { location: 'Bantry Bay' },
    });
    expect(understand("We're 9 now and the food must be kosher", chefOpen)).toMatchObject({
      changes: { partySize: 9, notes: expect.stringContaining('kosher') },
    });
    expect(understand('Oops, 5 not 2. My sisters are coming', tableOpen)).toMatchObject({
      changes: { partySize: 5 },
    });
    expect(understand("Let's do 8 instead of half past seven", tableOpen)).toMatchObject({
      changes: { time: '20:00' },
    });
  });

  it('reads fewer people, a day with its reason, and the other one wanted', () => {
    expect(understand('Take off three, the Naidoos are sick', yachtOpen)).toMatchObject({
      changes: { partySize: 7 },
    });
    expect(understand('Saturday week rather, the forecast looks bad', yachtOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { date: '2026-01-24' },
    });
    expect(
      understand("no, keep that one. It's the Friday one I want gone", cancelOpen),
    ).toMatchObject({
      other: true,
    });
  });
});

describe('understand: questions after the seventeenth set', () => {
  it('reads the renewal, the day ahead, the list of requests and what providers said', () => {
    expect(read('how long is my plan paid up until?')).toMatchObject({ topics: ['renewal'] });
    expect(read("what's on for tomorrow? I can't remember")).toMatchObject({
      topics: ['upcoming'],
    });
    expect(read('Give me a list of my requests, pending and declined')).toMatchObject({
      topics: ['requests'],
    });
    expect(read('My card expires soon. When is my membership renewed?')).toMatchObject({
      topics: ['renewal'],
    });
  });

  it('answers mountain passes, claims, drafts and songs with the search fallback', () => {
    for (const text of [
      'Is Chapman’s Peak open today?',
      'How do I claim for my new glasses from my medical aid?',
      'Draft a reply to the school about the fees',
      'Play Impi by Johnny Clegg',
    ]) {
      expect(read(text)).toMatchObject({ kind: 'out_of_scope' });
    }
  });
});

describe('understand: lists after the seventeenth set, hours and parties', () => {
  it('reads an early ride before a lunch as the morning, and the host’s guests for each', () => {
    expect(
      requests(
        'For Thursday: driver at 5:45 from Parkhurst, lunch for 4 in Rosebank at 1, and a chef at 7pm',
      ),
    ).toMatchObject([{ time: '05:45' }, { time: '13:00' }, { time: '19:00' }]);
    const understood = read(
      "I'm hosting 30 people at home in Bryanston on the 12th: I need a DJ and a chef",
    );
    expect(understood.kind === 'new' && understood.readings.map((r) => r.partySize)).toEqual([
      30, 30,
    ]);
  });
});
