import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';
import type { Situation } from './understanding';

/** A Wednesday morning: the table is tonight, the driver tomorrow, the chef on Saturday. */
const NOW = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(NOW);
const none: Situation = { ...situation, requests: [] };

/** What the ninth held-out set taught the engine (session 19), in the engine author's words. */
describe('understand: what Aurum cannot do, whatever booking words stand beside it', () => {
  it.each([
    'Can you recommend a good book for the flight?',
    'help me write a toast for the wedding',
    'draft a letter to my landlord',
    'what should I wear to the gala dinner?',
    'a good series on Netflix for the weekend?',
    'convert 25 degrees celsius to fahrenheit',
  ])('%s', (text) => {
    expect(understand(text, situation).kind).toBe('out_of_scope');
  });

  it('hands an escalation to a person', () => {
    expect(understand('I want to escalate this, a manager please', situation).kind).toBe('human');
  });

  it('answers what Aurum does when asked whether it can cancel too', () => {
    expect(
      understand('Could you also cancel bookings for me, or only make new ones?', none),
    ).toMatchObject({
      kind: 'question',
      topics: ['capabilities'],
    });
  });
});

describe('understand: follow-ups with the words for the provider first', () => {
  const withChef: Situation = { ...situation, openProposal: openProposal('chef_new', NOW) };

  it('adds words said before "let the chef know" to the open proposal', () => {
    expect(understand('my wife is vegan, please let the chef know', withChef)).toMatchObject({
      kind: 'follow_up',
      changes: { notes: 'my wife is vegan' },
    });
  });

  it('leaves them to the request when the proposal is of another service', () => {
    const withDriver = { ...situation, openProposal: openProposal('driver_new', NOW) };
    expect(understand('my wife is vegan, please let the chef know', withDriver).kind).not.toBe(
      'follow_up',
    );
  });
});

describe('understand: changes and status in more words', () => {
  it('pushes a booking out by a week and adds one more person', () => {
    expect(understand('push the villa out by a week', situation)).toMatchObject({
      kind: 'act',
      action: 'change',
      candidates: [requestId('villa')],
      changes: { date: '2026-02-11' },
    });
    expect(
      understand("Tonight's booking, can we add one more person? My cousin is here", situation),
    ).toMatchObject({ kind: 'act', changes: { partySize: 3 } });
  });

  it('asks after the boat by its skipper and after the weekend as both of its requests', () => {
    expect(understand('what did the skipper say?', situation)).toMatchObject({
      kind: 'act',
      action: 'status',
      candidates: [requestId('yacht')],
    });
    expect(understand('where are we with the weekend stuff?', situation)).toMatchObject({
      kind: 'act',
      action: 'status',
      candidates: [requestId('chef'), requestId('yacht')],
    });
  });
});

describe('understand: tables in more words', () => {
  const first = (text: string) => {
    const understood = understand(text, none);
    return understood.kind === 'new' ? understood.readings[0] : understood;
  };

  it('reads "7ish" after a dinner as the evening, and an early dinner at 6 as 18:00', () => {
    expect(first('Can you book dinner at Lanzerac on Sunday? 4 people, 7ish')).toMatchObject({
      dining: true,
      when: { date: '2026-01-18', time: '19:00' },
      partySize: 4,
    });
    expect(first('an early dinner in Hermanus on Saturday at 6')).toMatchObject({
      when: { time: '18:00' },
    });
  });

  it('books a private room at a steakhouse as a table, and reads "we r 6"', () => {
    expect(
      first('a private room for 14 at a steakhouse in Melrose Arch, Thursday 7pm'),
    ).toMatchObject({ dining: true, partySize: 14 });
    expect(first('we r 6, dinner sat 7pm, Ballito')).toMatchObject({ partySize: 6 });
  });
});

describe('understand: lists of requests in more words', () => {
  const readings = (text: string) => {
    const understood = understand(text, none);
    return understood.kind === 'new' ? understood.readings : [];
  };

  it('gives the heading of a counted list its day, and an item its own car', () => {
    expect(
      readings(
        'Need 2 cars on Monday: a Maybach at OR Tambo at 9am and a driver from Sandton at 10',
      ),
    ).toMatchObject([
      { intent: { serviceType: 'luxury_vehicle' }, when: { date: '2026-01-19', time: '09:00' } },
      { intent: { serviceType: 'personal_driver' }, when: { date: '2026-01-19', time: '10:00' } },
    ]);
  });

  it('reads a chef at the villa and a photographer on the boat as services, not stays or boats', () => {
    expect(
      readings('villa in Camps Bay from Friday, and a chef Saturday night for 6 at the villa').map(
        (r) => r.intent?.serviceType,
      ),
    ).toEqual(['accommodation', 'private_chef']);
    expect(
      readings('a yacht from the V&A Saturday 4pm for 10, a photographer on the boat').map(
        (r) => r.intent?.serviceType,
      ),
    ).toEqual(['yacht_charter', 'other']);
  });

  it('reads a named place for nights in a list as a stay, and "for the two nights" as none', () => {
    expect(
      readings(
        'flights to George on Friday, a car at George Airport at 11, and Fancourt for 2 nights',
      ).length,
    ).toBe(3);
    expect(
      readings('security for the house from the 20th, for the two nights, something discreet').map(
        (r) => r.intent?.serviceType,
      ),
    ).toEqual(['security']);
  });

  it('puts a chef "at the house" where the ride before went, and the party on the first', () => {
    expect(
      readings(
        'Driver from King Shaka to Zimbali Friday 4pm & a chef at the house Friday night for 8',
      ),
    ).toMatchObject([
      { where: { location: 'King Shaka' } },
      { intent: { serviceType: 'private_chef' }, where: { location: 'Zimbali' }, partySize: 8 },
    ]);
    expect(
      readings(
        'chef, driver and security all for Saturday 7pm at our place in Saxonwold, 12 guests',
      )[0],
    ).toMatchObject({ intent: { serviceType: 'private_chef' }, partySize: 12 });
  });

  it('dates a ride in the small hours after a night request the next day', () => {
    expect(
      readings('security on Friday night in Umhlanga from 9pm, and a driver home at 1am'),
    ).toMatchObject([
      { when: { date: '2026-01-16', time: '21:00' } },
      { when: { date: '2026-01-17', time: '01:00' } },
    ]);
  });

  it('reads a table there after a stay, and a hair appointment', () => {
    expect(
      readings('book me into Ellerman House Thursday, and a table there Thursday at 8 for 2'),
    ).toMatchObject([{ intent: { serviceType: 'accommodation' } }, { dining: true, partySize: 2 }]);
    expect(
      readings('a personal shopper at Menlyn Maine on Saturday at 10 and a hair appointment at 2'),
    ).toHaveLength(2);
  });
});

describe('understand by the rules alone (no learned reader): a venue named with "the"', () => {
  it('books "the Test Kitchen for 4" and changes the table at it', () => {
    const booked = understand('book the Test Kitchen for 4 on the 20th at 7:30pm', none, null);
    expect(booked.kind === 'new' && booked.readings[0]).toMatchObject({
      dining: true,
      partySize: 4,
      when: { date: '2026-01-20', time: '19:30' },
    });
    expect(
      understand("make it 3 at the test kitchen tonight, my sister's joining us", situation, null),
    ).toMatchObject({
      kind: 'act',
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { partySize: 3 },
    });
  });
});
