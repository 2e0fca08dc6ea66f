import { describe, expect, it } from 'vitest';
import { memberSituation } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';
import type { Situation } from './understanding';

/** A Wednesday morning with no requests yet. */
const NOW = new Date('2026-01-14T08:00:00Z');
const none: Situation = { ...memberSituation(NOW), requests: [] };
const readings = (text: string) => {
  const understood = understand(text, none);
  return understood.kind === 'new' ? understood.readings : understood;
};

/** What the tenth held-out set taught the engine (session 19), in the engine author's words. */
describe('understand: new requests in more words', () => {
  it('reads an airport run for an early flight as one driver at its hour', () => {
    expect(
      readings('airport run on the 4th, leaving Bishopscourt at 4am for a 6am flight'),
    ).toMatchObject([
      { intent: { serviceType: 'personal_driver' }, when: { date: '2026-02-04', time: '04:00' } },
    ]);
  });

  it('reads a car to drive oneself, collected somewhere, as a hire from there', () => {
    expect(
      readings('a nice SUV to drive the Panorama Route on Friday, collecting in Graskop at 9'),
    ).toMatchObject([
      { intent: { serviceType: 'luxury_vehicle' }, where: { location: 'Graskop' } },
    ]);
  });

  it('reads golf bags as luggage, a room at a named hotel as a stay, vows as an occasion', () => {
    expect(readings('V-Class at Lanseria tomorrow 11am, 7 of us with golf bags')).toHaveLength(1);
    expect(readings('room at the Saxon on Thursday')).toMatchObject([
      { intent: { serviceType: 'accommodation' } },
    ]);
    expect(
      readings('Can you help us renew our vows on the beach at Umdloti on the 12th?'),
    ).toMatchObject([{ intent: { serviceType: 'event_planning' } }]);
  });

  it('puts flights where they fly to when no start is said', () => {
    expect(
      readings('flights to Upington for 4 on the 7th, we are doing the Kgalagadi'),
    ).toMatchObject([
      { intent: { serviceType: 'travel' }, where: { location: 'Upington' }, partySize: 4 },
    ]);
  });
});

describe('understand: tables and questions in more words', () => {
  it('reads a reservation in a suburb, a kitchen for a party, "x3" and a bare 8 as a table', () => {
    expect(readings('Reservation in De Waterkant on Friday evening, 3 people')).toMatchObject([
      { dining: true, partySize: 3 },
    ]);
    expect(readings('parkhurst, any decent italian on sat 7pm for 4?')).toMatchObject([
      { dining: true, partySize: 4, when: { date: '2026-01-17', time: '19:00' } },
    ]);
    expect(readings('pot luck club woodstock sat 19h30 x3')).toMatchObject([{ partySize: 3 }]);
    expect(readings('a table in brooklyn tomorrow at 8 for 2 pls')).toMatchObject([
      { dining: true, when: { time: '20:00' } },
    ]);
    expect(readings('Can you get us into Tswalu from the 26th? Two of us')).not.toMatchObject([
      { dining: true },
    ]);
  });

  it('asks what the providers wrote back, and when the membership is paid up until', () => {
    expect(understand('Has anyone replied to my bookings yet', none)).toMatchObject({
      kind: 'question',
      topics: ['provider_said'],
    });
    expect(understand('my membership - when is it paid up until?', none)).toMatchObject({
      kind: 'question',
      topics: ['renewal'],
    });
    expect(
      understand('If I forget my vault password, can you reset it for me?', none),
    ).toMatchObject({ kind: 'question', topics: expect.arrayContaining(['vault']) });
  });
});

describe('understand: a place inside the city named with it', () => {
  it('takes the suburb over its metro, in isiZulu as in English', () => {
    expect(readings('a table for 3 in Pretoria in Brooklyn on Thursday at 8')).toMatchObject([
      { where: { location: 'Brooklyn', area: 'Pretoria' } },
    ]);
    expect(readings('Ngicela itafula labathathu ePitoli eBrooklyn ngoLwesine ngo-8')).toMatchObject(
      [{ where: { location: 'Brooklyn' }, partySize: 3 }],
    );
  });
});

describe('understand: follow-ups in more words', () => {
  const withTable: Situation = { ...none, openProposal: openProposal('table_new', NOW) };
  const withChef: Situation = { ...none, openProposal: openProposal('chef_new', NOW) };
  const changes = (text: string, situation: Situation) => {
    const understood = understand(text, situation);
    return understood.kind === 'follow_up' ? understood.changes : understood;
  };

  it('reads the place not negated, a quarter to 8, and the time after "rather than dinner,"', () => {
    expect(changes('Not Constantia, it will be at our place in Llandudno', withChef)).toEqual({
      location: 'Llandudno',
      area: 'Cape Town',
    });
    expect(changes('yes but quarter to 8 please', withTable)).toEqual({ time: '19:45' });
    expect(changes('lunch rather than dinner, say 1pm', withTable)).toEqual({ time: '13:00' });
  });

  it('reads "can they start at 6:30" as a time and "so 4" after people joining as the party', () => {
    expect(changes('Can they start at 6:30 rather?', withChef)).toEqual({ time: '18:30' });
    expect(changes('my parents are joining, so 4 and at 8pm', withTable)).toEqual({
      time: '20:00',
      partySize: 4,
    });
  });
});

/** What the tenth set's lists taught later (session 20). */
describe('understand: rides in a list', () => {
  it('reads "fly us to" as asking for the flight, beside the car that meets it', () => {
    expect(
      readings('Fly us to Hoedspruit on Wednesday and have a car waiting at Eastgate at 1pm'),
    ).toMatchObject([
      { intent: { serviceType: 'travel' }, where: { location: 'Hoedspruit' } },
      { intent: { serviceType: 'luxury_vehicle' }, when: { time: '13:00' } },
    ]);
  });

  it('reads "pick us up again" as a second ride, from where the first one went', () => {
    expect(
      readings(
        'tonight: driver from Rosebank at 6:30 to the Wanderers, and pick us up again at 10:30',
      ),
    ).toMatchObject([
      { intent: { serviceType: 'personal_driver' }, where: { location: 'Rosebank' } },
      {
        intent: { serviceType: 'personal_driver' },
        where: { location: 'Wanderers Stadium' },
        when: { date: '2026-01-14', time: '22:30' },
      },
    ]);
  });
});
