import { describe, expect, it } from 'vitest';
import { makeMessage, makeProposal, makeTarget } from '../../../testing/chat-test-data';
import { proposalChanges, proposalsOf, targetWhen } from './proposal-text';
import { servesFood, sharedDietEdits } from './shared-diet';

describe('proposalChanges', () => {
  it('reads each changed field from the request before to the proposal after', () => {
    const change = makeProposal({
      kind: 'change',
      target: makeTarget({ party_size: 1 }),
      changed: ['preferred_date', 'preferred_time', 'party_size'],
      preferred_date: '2026-12-05',
      preferred_time: '20:00',
      party_size: 6,
    });
    expect(
      proposalChanges(change).map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      ['Date', '04 Dec 2026', '05 Dec 2026'],
      ['Time', '09:00', '20:00'],
      ['Party size', '1 person', '6 people'],
    ]);
  });
});

describe('proposalsOf', () => {
  it('lists every proposal of a reply, or the single one of an older reply', () => {
    const [a, b] = [makeProposal({ id: 'a' }), makeProposal({ id: 'b' })];
    expect(proposalsOf(makeMessage({ proposal: a, proposals: [a, b] }))).toEqual([a, b]);
    expect(proposalsOf(makeMessage({ proposal: a, proposals: [] }))).toEqual([a]);
    expect(proposalsOf(makeMessage())).toEqual([]);
  });
});

describe('shared diet', () => {
  it('is shown where food is served: a chef, an event, a restaurant table', () => {
    expect(servesFood(makeProposal({ service_type: 'private_chef' }))).toBe(true);
    expect(servesFood(makeProposal({ service_type: 'event_planning' }))).toBe(true);
    expect(servesFood(makeProposal({ service_type: 'other', dining: true }))).toBe(true);
    expect(servesFood(makeProposal({ service_type: 'other', dining: false }))).toBe(false);
    expect(servesFood(makeProposal({ service_type: 'personal_driver' }))).toBe(false);
  });

  it('sends only the lists the member changed', () => {
    const chef = makeProposal({ allergies: ['Peanuts'], dietary_restrictions: ['Halal'] });
    expect(
      sharedDietEdits(chef, { allergies: ['Peanuts'], dietary_restrictions: ['Halal'] }),
    ).toEqual({});
    expect(sharedDietEdits(chef, { allergies: [], dietary_restrictions: ['Halal'] })).toEqual({
      allergies: [],
    });
  });
});

describe('targetWhen', () => {
  it('gives the day and time of a request, or the day alone when it names no time', () => {
    expect(targetWhen(makeTarget())).toBe('04 Dec 2026, 09:00');
    expect(
      targetWhen(
        makeTarget({ preferred_date: '2026-12-03T22:00:00.000Z', preferred_time_set: false }),
      ),
    ).toBe('04 Dec 2026');
    expect(targetWhen(makeTarget({ preferred_date: null }))).toBeNull();
  });

  it('reads a request without a time as Not set in a change of time', () => {
    const change = makeProposal({
      kind: 'change',
      target: makeTarget({ preferred_time_set: false }),
      changed: ['preferred_time'],
      preferred_time: '20:00',
    });
    expect(proposalChanges(change)[0]).toMatchObject({ before: 'Not set', after: '20:00' });
  });
});
