import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal, proposalId } from '../../../test/concierge-sets/open-proposals';
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
 * What the engine learned in session 24, before and after the fifteenth held-out set, in words
 * of its own (no row of the set).
 */
describe('understand: new requests', () => {
  it('reads a capitalised word the lexicon knows as no typo of a service', () => {
    expect(requests('Quarter to 8 tonight, a table for 3 in Parktown North')).toMatchObject([
      { service: 'dining', time: '19:45', party: 3 },
    ]);
  });

  it('asks for a service beside words it has no answer for, when a day or place is said', () => {
    expect(requests('A maths tutor for my daughter at home in Craighall, Thursday at 3pm')).toEqual(
      [expect.objectContaining({ service: 'other', place: 'Craighall', time: '15:00' })],
    );
    expect(read('is the traffic bad on the N1 to Pretoria this afternoon')).toMatchObject({
      kind: 'out_of_scope',
    });
  });

  it('takes an hour said again as the one nearer the hour it replaces', () => {
    expect(
      requests(
        'A driver for Friday at 08:00 from Rosebank to the Union Buildings. No wait, make that 7:30',
      ),
    ).toMatchObject([{ service: 'personal_driver', time: '07:30' }]);
  });

  it('reads a ride’s way said after it, and where a hired car is driven', () => {
    expect(
      requests(
        'I need a driver after the party in Parkhurst on Friday, from the venue at midnight back to Sandton',
      ),
    ).toMatchObject([{ service: 'personal_driver', place: 'Parkhurst' }]);
    expect(
      requests(
        'Could I get a Porsche Cayenne for Saturday? We will drive it ourselves around Stellenbosch',
      ),
    ).toMatchObject([{ service: 'luxury_vehicle', place: 'Stellenbosch' }]);
  });

  it('reads the service asked beside the stay the member is at, and an occasion only told', () => {
    expect(
      requests(
        'We are staying at a lodge in Hoedspruit from Monday and would like a massage there on Tuesday at 4',
      ),
    ).toMatchObject([{ service: 'other', time: '16:00' }]);
    expect(
      requests(
        "We're having a braai at home in Hyde Park on Saturday and I'd like a guard at the gate from 5pm",
      ),
    ).toMatchObject([{ service: 'security', place: 'Hyde Park', time: '17:00' }]);
  });

  it('reads a children’s party, a memorial tea and a day of a month after "from"', () => {
    expect(
      requests('Please organise a party for our twins, turning 5, at Emmarentia on Sunday at 9'),
    ).toMatchObject([{ service: 'event_planning', time: '09:00' }]);
    expect(
      requests('We want to hold a memorial tea for my grandmother in Kloof on Saturday at 2pm'),
    ).toMatchObject([{ service: 'event_planning' }]);
    expect(requests('a guest farm in Clarens for 3 nights from 12 June')).toMatchObject([
      { service: 'accommodation', date: '2026-06-12', time: null },
    ]);
  });

  it('reads errands to collect, overnight guards and party lists', () => {
    expect(
      requests('Can someone collect my ring from the jeweller in Rosebank on Thursday?'),
    ).toMatchObject([{ service: 'personal_shopping' }]);
    expect(requests('overnight security at our place in Bishopscourt from tonight')).toMatchObject([
      { service: 'security' },
    ]);
    expect(
      requests('a table for me, my sister and the three kids in Morningside on Sunday at 12:30'),
    ).toMatchObject([{ party: 5 }]);
    expect(
      requests('My wife and I plus her parents want a table in Illovo on Friday at 7pm'),
    ).toMatchObject([{ service: 'dining', party: 4 }]);
  });
});

describe('understand: restaurant tables', () => {
  it('reads a meal out by its kind of place or a party, place and hour alone', () => {
    expect(requests('a good bistro in Linden on Saturday at 1 for 4')).toMatchObject([
      { service: 'dining', party: 4 },
    ]);
    expect(requests('Three couples, Greenside, Saturday at 8')).toMatchObject([
      { service: 'dining', time: '20:00', party: 6 },
    ]);
    expect(requests('afternoon tea at the Saxon for 2 on Sunday at 3')).toMatchObject([
      { service: 'dining', time: '15:00', party: 2 },
    ]);
  });

  it('keeps a table on the weekday said when its evening hour is still ahead', () => {
    expect(requests('Tapas for four in Braamfontein Wednesday 8:15')).toMatchObject([
      { service: 'dining', date: '2026-01-14', time: '20:15' },
    ]);
  });

  it('takes the first of two places offered, and a wish for the venue as no request', () => {
    expect(requests('Dinner for 2 in Camps Bay or Clifton, Friday at 8pm')).toMatchObject([
      { place: 'Camps Bay' },
    ]);
    expect(
      requests('Lunch for 4 at Kirstenbosch on Sunday at 1? A table outside if they can'),
    ).toHaveLength(1);
  });
});

describe('understand: lists of requests', () => {
  it('shares a place said for every part, and not one said only for another part', () => {
    expect(
      requests('a stylist at 10, a massage at 2 and a table for 2 at 8, all in Sandton on Friday'),
    ).toMatchObject([{ place: 'Sandton' }, { place: 'Sandton' }, { place: 'Sandton' }]);
    expect(
      requests(
        'buy a gift for my husband by Thursday, and book a table for 4 on Friday at 7 in Melville',
      ),
    ).toMatchObject([{ service: 'personal_shopping', place: null }, { place: 'Melville' }]);
  });

  it('reads a bare hour before a morning request the same day as the morning', () => {
    expect(
      requests(
        'a conference breakfast for 30 at the Hilton in Sandton on Monday at 7am, and a photographer from 6:45',
      ),
    ).toMatchObject([{ time: '07:00' }, { service: 'other', time: '06:45' }]);
  });

  it('reads a car at the airport after a flight as the airport flown to, at no hour', () => {
    expect(
      requests('a flight to Durban on Friday at 6am and a car at the airport when we land'),
    ).toMatchObject([{ service: 'travel' }, { place: 'King Shaka', time: null }]);
  });

  it('takes back an item of the list, and reads a part taken back', () => {
    expect(
      requests(
        '1. a chef on Friday at 7 2. a driver at 6 3. flowers at 5. Actually drop number 2, we will drive',
      ),
    ).toMatchObject([{ service: 'private_chef' }, { service: 'other' }]);
    expect(
      requests(
        'organise a toddler party in Fourways on Sunday at 10, and a clown, sorry, a face painter',
      ),
    ).toMatchObject([{ service: 'event_planning', time: '10:00' }, { service: 'other' }]);
  });

  it('reads a van with a driver beside a meal, and a heading’s party before its colon', () => {
    expect(
      requests('a van with driver from Fourways at 8:30 and breakfast for 6 at 10 in Lonehill'),
    ).toMatchObject([{ service: 'personal_driver', time: '08:30' }, { service: 'dining' }]);
    expect(
      requests('Saturday lunch at home in Kloof for 14: a chef at 12 and a waiter from 11'),
    ).toMatchObject([{ service: 'private_chef', party: 14 }, { service: 'other' }]);
  });

  it('reads the day said last before a part in the same sentence', () => {
    expect(
      requests('a driver on the 3rd at 9, a spa day on the 4th at 10, and a table for 2 at 7'),
    ).toMatchObject([{ date: '2026-02-03' }, { date: '2026-02-04' }, { date: '2026-02-04' }]);
  });
});

describe('understand: the member’s requests', () => {
  it('reads new words of a cancel', () => {
    expect(read("The Saturday chef can't happen any more, we're away")).toMatchObject({
      action: 'cancel',
      candidates: [requestId('chef')],
    });
    expect(read('the boat on Sunday is off, the wind is too strong')).toMatchObject({
      action: 'cancel',
      candidates: [requestId('yacht')],
    });
    expect(read('Not the villa, that one stays. The chef must go')).toMatchObject({
      action: 'cancel',
      candidates: [requestId('chef')],
    });
  });

  it('reads new words of a change', () => {
    expect(
      read("My flight was delayed, please have tomorrow's driver there at 13:10"),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { time: '13:10' },
    });
    expect(read('Change the number of guests for the chef to 9')).toMatchObject({
      action: 'change',
      changes: { partySize: 9 },
    });
    expect(
      read(
        'Let the Cape Executive Chauffeurs know to bring water and a phone charger on Friday next week',
      ),
    ).toMatchObject({ action: 'change', changes: { notes: expect.stringContaining('water') } });
  });
});

describe('understand: follow-ups on the open proposal', () => {
  const tableOpen = { ...situation, openProposal: openProposal('table_new', MORNING) };
  const cancelOpen = { ...situation, openProposal: openProposal('cancel_driver', MORNING) };

  it('reads more people, an hour and a day taken back', () => {
    expect(understand('Add my brother, so 1 more', tableOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { partySize: 3 },
    });
    expect(understand('could we make that 8?', tableOpen)).toMatchObject({
      changes: { time: '20:00' },
    });
    expect(understand('Make it Friday. No, Saturday', tableOpen)).toMatchObject({
      changes: { date: '2026-01-17' },
    });
  });

  it('reads the other request however long the message', () => {
    expect(
      understand(
        "That's the wrong booking. It's the chauffeur from the airport on Friday I meant",
        cancelOpen,
      ),
    ).toMatchObject({ kind: 'follow_up', proposalId: proposalId('cancel_driver'), other: true });
  });
});

describe('understand: questions, languages and a person', () => {
  it('reads new words of the allowance, renewal, tier and what Aurum does', () => {
    expect(read('Have I run out of requests for this month?')).toMatchObject({
      topics: ['allowance'],
    });
    expect(read('Is my subscription still paid up?')).toMatchObject({ topics: ['renewal'] });
    expect(read('What am I paying for each month?')).toMatchObject({ topics: ['tier'] });
    expect(
      read('Could you handle a company year-end for 200 or is that too big for you?'),
    ).toMatchObject({ topics: ['capabilities'] });
  });

  it('reads out-of-scope asks and a person asked for in new words', () => {
    expect(read('Play some music while I get ready')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('How long should a chicken roast in the oven?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('I want a manager to call me about a refund')).toMatchObject({ kind: 'human' });
  });

  it('reads Afrikaans and isiZulu words the tables lacked', () => {
    expect(read('Die partytjie in Franschhoek is gekanselleer?')).toMatchObject({
      action: 'status',
    });
    expect(read('Ngicela imoto enhle yomshado ngoMgqibelo eSandton')).toMatchObject({
      kind: 'new',
      readings: [
        expect.objectContaining({
          intent: expect.objectContaining({ serviceType: 'luxury_vehicle' }),
        }),
      ],
    });
  });
});
