import { describe, expect, it } from 'vitest';
import {
  memberSituation,
  type RequestKey,
  requestId,
} from '../../../test/concierge-sets/member-requests';
import { understand } from './understand';

/** A Wednesday morning: the table is tonight, the driver tomorrow, the chef on Saturday. */
const NOW = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(NOW);

describe('understand: actions in the engine author’s own words', () => {
  it.each<[string, 'cancel' | 'change' | 'status', RequestKey]>([
    ['I no longer need the yacht', 'cancel', 'yacht'],
    ["please call off Saturday's chef", 'cancel', 'chef'],
    ['Can you push my driver tomorrow back an hour', 'change', 'driver_tomorrow'],
    ['move the table to 7:30', 'change', 'table_tonight'],
    ['the chef booking - make it 10 people', 'change', 'chef'],
    ['has the villa been confirmed?', 'status', 'villa'],
    ['any update on my yacht?', 'status', 'yacht'],
    ['kill the villa booking', 'cancel', 'villa'],
  ])('%s', (text, action, key) => {
    const understood = understand(text, situation);
    expect(understood).toMatchObject({ kind: 'act', action });
    expect(understood.kind === 'act' && understood.candidates[0]).toBe(requestId(key));
  });

  it('reads relative changes against the request as it is', () => {
    expect(understand('Can you push my driver tomorrow back an hour', situation)).toMatchObject({
      changes: { time: '10:00' },
    });
    expect(understand('move the table to 7:30', situation)).toMatchObject({
      changes: { time: '19:30' },
    });
    expect(understand('the chef booking - make it 10 people', situation)).toMatchObject({
      changes: { partySize: 10 },
    });
  });
});

describe('understand: requests named by their day, their meal or their car', () => {
  it('finds the request and reads the change against it', () => {
    expect(understand('the friday driver must come at 5pm not 6', situation)).toEqual(
      expect.objectContaining({
        action: 'change',
        candidates: [requestId('driver_friday')],
        changes: { time: '17:00' },
      }),
    );
    expect(understand('table tonight, make it 7:30 rather', situation)).toMatchObject({
      candidates: [requestId('table_tonight')],
      changes: { time: '19:30' },
    });
    expect(
      understand(
        "Hi, for Saturday's chef please note my son has a severe peanut allergy",
        situation,
      ),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { notes: 'my son has a severe peanut allergy' },
    });
    expect(understand('is tomorrows car confirmed', situation)).toMatchObject({
      action: 'status',
      candidates: [requestId('driver_tomorrow')],
    });
    expect(understand('drop the dinner party in constantia', situation)).toMatchObject({
      action: 'cancel',
      candidates: [requestId('chef')],
    });
  });

  it('asks which when a meal or a car fits two requests, with the evening hour', () => {
    expect(understand('can we move the dinner to 8:30', situation)).toMatchObject({
      candidates: [requestId('table_tonight'), requestId('chef')],
      changes: { time: '20:30' },
    });
    expect(understand('cancel the car', situation)).toMatchObject({
      action: 'cancel',
      candidates: [requestId('driver_tomorrow'), requestId('driver_friday')],
    });
  });
});

describe('understand: new requests that look like changes', () => {
  it('files a chef on a new day, place and party as new, not as a change of the chef booked', () => {
    const understood = understand(
      'Chef for two at the villa in Clifton tonight, something romantic',
      situation,
    );
    expect(understood).toMatchObject({ kind: 'new' });
    expect(understood.kind === 'new' && understood.readings[0]).toMatchObject({
      intent: { serviceType: 'private_chef' },
      where: { location: 'Clifton' },
      when: { date: '2026-01-14' },
      partySize: 2,
    });
  });
});

describe('understand: a restaurant whose name has a chef in it', () => {
  it('books a table at Chefs Warehouse, not a private chef', () => {
    for (const text of [
      'Book a table at Chefs Warehouse for 4 on Friday at 7',
      'Chefs Warehouse Maison in Franschhoek, Friday lunch for 2',
    ]) {
      const understood = understand(text, { ...situation, requests: [] });
      expect(understood.kind === 'new' && understood.readings[0], text).toMatchObject({
        intent: { serviceType: 'other' },
        dining: true,
        when: { date: '2026-01-16' },
      });
    }
  });
});

describe('understand: a car collected later, and the monthly allowance', () => {
  it('starts a hire where and when it is collected', () => {
    const understood = understand(
      'looking for a convertible for a few days in Cape Town, pick up Friday afternoon',
      { ...situation, requests: [] },
    );
    expect(understood.kind === 'new' && understood.readings).toMatchObject([
      { intent: { serviceType: 'luxury_vehicle' }, when: { date: '2026-01-16', time: '15:00' } },
    ]);
    const collected = understand(
      'Can you get me a Porsche 911 to drive from Saturday? Happy to collect at the V&A',
      { ...situation, requests: [] },
    );
    expect(collected.kind === 'new' && collected.readings).toMatchObject([
      { intent: { serviceType: 'luxury_vehicle' }, where: { location: 'V&A Waterfront' } },
    ]);
  });

  it('reads "how many of my monthly requests have I used" as the allowance', () => {
    expect(understand('how many of my monthly requests have I already used?', situation)).toEqual(
      expect.objectContaining({ kind: 'question', topics: ['allowance'] }),
    );
  });
});

describe('understand: waiters beside a chef', () => {
  it('files the waiters as a request of their own, not as the chef or a table', () => {
    const understood = understand(
      'a chef for Friday night for 12 at home in Kloof and a waiter service also Friday night',
      { ...situation, requests: [] },
    );
    expect(understood.kind === 'new' && understood.readings.map((r) => r.intent)).toMatchObject([
      { serviceType: 'private_chef' },
      { serviceType: 'other', keywords: expect.arrayContaining(['waiter service']) },
    ]);
  });
});

describe('understand: requests named by their reason, heading, place, time or provider', () => {
  it.each<[string, 'cancel' | 'change' | 'status', RequestKey[]]>([
    ['drop the sandton airport run tomorrow morning', 'cancel', ['driver_tomorrow']],
    [
      'hi can you cancel the booking for the six of us in camps bay, the trip is off',
      'cancel',
      ['villa'],
    ],
    ['Cancel everything on Sunday, we are flying home early', 'cancel', ['yacht']],
    ['Did the guys from Cape Executive say anything else?', 'status', ['driver_friday']],
    ['has anyone picked up my dinner request?', 'status', ['table_tonight', 'chef']],
    [
      'Hello, I have not received any confirmation for our house in Camps Bay. Could you check for me?',
      'status',
      ['villa'],
    ],
    ['the 6pm driver next friday, all good?', 'status', ['driver_friday']],
  ])('%s', (text, action, keys) => {
    expect(understand(text, situation)).toMatchObject({
      kind: 'act',
      action,
      candidates: keys.map(requestId),
    });
  });

  it('reads "half 7", a heading and a day that names the request', () => {
    expect(understand('move the chef to half 7 on saturday', situation)).toMatchObject({
      changes: { time: '19:30' },
    });
    expect(understand('chef: 7 is too early, make it 8 please', situation)).toMatchObject({
      candidates: [requestId('chef')],
      changes: { time: '20:00' },
    });
    const friday = understand(
      'For the Friday chauffeur in Cape Town, could he come at 7pm instead of 6',
      situation,
    );
    expect(friday).toMatchObject({ candidates: [requestId('driver_friday')] });
    expect(friday.kind === 'act' && friday.changes).toEqual({ time: '19:00' });
  });
});

describe('understand: what Aurum is, a person, and what it cannot help with', () => {
  it.each([
    ['are you a real person or a bot', 'question'],
    ['are you a real person? I want to talk to one', 'human'],
    ['operator!!', 'human'],
    ['What do you think happens after we die?', 'out_of_scope'],
    ['Can you help me file my tax return with SARS?', 'out_of_scope'],
    ['how do you say thank you in Japanese', 'out_of_scope'],
    ['are the shark spotters flying the white flag at Muizenberg today', 'out_of_scope'],
  ])('%s', (text, kind) => {
    expect(understand(text, situation)).toMatchObject({ kind, language: 'en' });
  });
});
