import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** Ten o'clock on a Wednesday morning in Johannesburg. */
const MORNING = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(MORNING);
const read = (text: string) => understand(text, situation);

/** The service of each new request read from a message. */
const services = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => (r.dining ? 'dining' : r.intent?.serviceType))
    : understood.kind;
};

/**
 * What the engine learned in session 24 after the sixteenth held-out set, in words of its own (no
 * row of the set).
 */
describe('understand: new requests after the sixteenth set', () => {
  it('reads the service beside a house rented, prepared dinners, school runs and errands', () => {
    expect(
      services("We're renting a cottage in Kalk Bay and would love a chef on Saturday"),
    ).toEqual(['private_chef']);
    expect(
      services('Could someone prepare a dinner for six at our villa in Camps Bay on Friday?'),
    ).toEqual(['private_chef']);
    expect(services('School run for my son tomorrow at 7 from Bryanston')).toEqual([
      'personal_driver',
    ]);
    expect(
      services('Can someone track down a rare bottle of port for my father in Cape Town?'),
    ).toEqual(['personal_shopping']);
  });

  it('keeps a member whose nanny is off sick from cancelling anything', () => {
    expect(
      read('A driver for the school run tomorrow at 7:15, our nanny is off sick'),
    ).toMatchObject({
      kind: 'new',
    });
  });
});

describe('understand: follow-ups and actions after the sixteenth set', () => {
  const chefOpen = { ...situation, openProposal: openProposal('chef_new', MORNING) };
  const driverOpen = { ...situation, openProposal: openProposal('driver_new', MORNING) };

  it('counts the people who come along or drop out', () => {
    expect(understand('Bring my sister along too', chefOpen)).toMatchObject({
      changes: { partySize: 7 },
    });
    expect(understand('Two people dropped out', chefOpen)).toMatchObject({
      changes: { partySize: 4 },
    });
    expect(understand('Numbers went up, make it 10', chefOpen)).toMatchObject({
      changes: { partySize: 10 },
    });
  });

  it('reads the provider named with "the" as the open proposal’s', () => {
    expect(
      understand('My flight has been delayed, can the driver be there at 11:15', driverOpen),
    ).toMatchObject({
      kind: 'follow_up',
      changes: { time: '11:15' },
    });
  });

  it('reads a request named as a heading, then words for its provider', () => {
    expect(read("Tomorrow's driver: I'll be waiting at door 3 with two suitcases")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { notes: expect.stringContaining('door 3') },
    });
  });

  it('reads counts that dropped and a reason before the cancel', () => {
    expect(read("Numbers for Saturday's chef have fallen to 4")).toMatchObject({
      action: 'change',
      changes: { partySize: 4 },
    });
    expect(read('Plans changed at work so you can cancel the boat on Sunday')).toMatchObject({
      action: 'cancel',
      candidates: [requestId('yacht')],
    });
  });
});

describe('understand: questions and places after the sixteenth set', () => {
  it('reads a plan named and out-of-scope asks in new words', () => {
    expect(read("We're on Elite Access, aren't we?")).toMatchObject({ topics: ['tier'] });
    expect(read('Write me a LinkedIn post about our new office')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('Can a human look at my invoice please')).toMatchObject({ kind: 'human' });
  });

  it('reads a place said again, the Waterfront in Cape Town, and visitors’ home towns', () => {
    const where = (text: string) => {
      const understood = read(text);
      return understood.kind === 'new' ? understood.readings[0]!.where?.location : null;
    };
    expect(where('A table for 4 in Sandton... sorry, in Rosebank, on Friday at 8pm')).toBe(
      'Rosebank',
    );
    expect(where('Lunch for 2 at the Waterfront in Cape Town on Sunday at 1')).toBe(
      'V&A Waterfront',
    );
    expect(
      where('Dinner for 6 in Parkhurst on Friday at 7, my in-laws are visiting from Durban'),
    ).toBe('Parkhurst');
  });
});
