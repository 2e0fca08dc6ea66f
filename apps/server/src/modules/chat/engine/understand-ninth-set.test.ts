import { describe, expect, it } from 'vitest';
import { memberRequests, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';
import type { Situation } from './understanding';

/** A Wednesday morning: the table is tonight, the driver tomorrow, the chef on Saturday. */
const NOW = new Date('2026-01-14T08:00:00Z');
const situation: Situation = {
  now: NOW,
  requests: memberRequests(NOW),
  openProposal: null,
  chosenRequestId: null,
};
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
