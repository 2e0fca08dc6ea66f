import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, withOpen, requests } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 27 from the twenty-second held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: questions after the twenty-second set', () => {
  it('reads the allowance, the paid-up date and the tier in new words', () => {
    expect(
      read('How many more chat requests may I still send before the month is out?'),
    ).toMatchObject({ topics: ['allowance'] });
    expect(read('Until what date exactly is my plan paid up?')).toMatchObject({
      topics: ['renewal'],
    });
    expect(read('Signature or Elite, which am I on?')).toMatchObject({ topics: ['tier'] });
  });

  it('reads what is coming up without a memory question in "should know"', () => {
    expect(read('anything on this weekend that I should know about')).toMatchObject({
      topics: ['upcoming'],
    });
    expect(read('any news from the suppliers?')).toMatchObject({ topics: ['provider_said'] });
  });

  it('reads what Aurum does, asked in new ways', () => {
    expect(read('can you arrange helicopter flips or only cars and boats')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('Are you able to call the restaurant for me?')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('is this a bot or a real person replying')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('what is in my vault and can you open files in it')).toMatchObject({
      topics: ['capabilities', 'vault'],
    });
    expect(read('Can you read the files in my vault?')).toMatchObject({ topics: ['vault'] });
  });

  it('shows a list of requests asked by their status, not a cancel', () => {
    expect(read('Show me the bookings that were cancelled')).toMatchObject({
      kind: 'question',
      topics: ['requests'],
    });
  });
});

describe('understand: actions after the twenty-second set', () => {
  it('asks after a request in new words', () => {
    expect(read('security request from last week - what did they decide?')).toMatchObject({
      action: 'status',
      candidates: [requestId('security')],
    });
    expect(read('the request still showing pending - please chase it up')).toMatchObject({
      action: 'status',
    });
    expect(read('any movement on the villa?')).toMatchObject({ action: 'status' });
  });

  it('reads a change of a request named in new words', () => {
    expect(read('can the Test Kitchen table be for 3 tonight')).toMatchObject({
      action: 'change',
      changes: { partySize: 3 },
    });
    expect(read('Can we move the sail to Saturday')).toMatchObject({
      candidates: [requestId('yacht')],
      changes: { date: '2026-01-17' },
    });
  });

  it('reads words for the provider before "please tell them" or "please note"', () => {
    expect(
      read("Next week's Cape Town driver: I'm bringing a wheelchair, please tell them"),
    ).toMatchObject({ changes: { notes: expect.stringContaining('wheelchair') } });
    expect(
      read('for the Cape Executive pickup my dad uses a walking stick - please note'),
    ).toMatchObject({ changes: { notes: expect.stringContaining('walking stick') } });
  });
});

describe('understand: follow-ups after the twenty-second set', () => {
  it('reads who is coming, a place with its reason, and words for the provider', () => {
    expect(withOpen('chef_new')('only 4 are coming now')).toMatchObject({
      changes: { partySize: 4 },
    });
    expect(withOpen('driver_new')('Make it Lanseria, I am flying to Nelspruit')).toMatchObject({
      changes: { location: 'Lanseria' },
    });
    expect(withOpen('driver_new')("I've got two big dogs, tell them to bring a van")).toMatchObject(
      { changes: { notes: expect.stringContaining('dogs') } },
    );
    expect(
      withOpen('change_chef')('Not the chef - the villa is what I wanted to change'),
    ).toMatchObject({ other: true });
  });
});

describe('understand: new requests after the twenty-second set', () => {
  it('counts parents after children, and a baby after the family', () => {
    expect(
      requests('Burgers for 8 kids and 3 parents in Bryanston on Saturday at 1'),
    ).toMatchObject([{ party: 11 }]);
    expect(
      requests('table for 2 adults 1 kid and a baby at Moyo in Melrose on Sunday at 12'),
    ).toMatchObject([{ party: 4 }]);
  });

  it('reads the same service again from its place, and one visit of two treatments', () => {
    expect(
      requests(
        'Monday: a driver from Sandton to the Wits clinic at 8am. Tuesday: the same at 8am.',
      ),
    ).toMatchObject([
      { service: 'personal_driver', place: 'Sandton' },
      { service: 'personal_driver', place: 'Sandton', time: '08:00' },
    ]);
    expect(
      requests('Could someone do a facial and massage for my sister in Rosebank on Friday at 2pm'),
    ).toHaveLength(1);
  });

  it('reads a house watched, a furnished place, a child to get somewhere, a bus with a driver', () => {
    expect(requests('Could someone keep an eye on my house in Plett from Friday')).toMatchObject([
      { service: 'security' },
    ]);
    expect(
      requests('We need a furnished place in Sandton for two weeks from Monday'),
    ).toMatchObject([{ service: 'accommodation' }]);
    expect(
      requests('My daughter needs to get from school in Kloof to ballet in Hillcrest at 3pm'),
    ).toMatchObject([{ service: 'personal_driver' }]);
    expect(requests('Sicela ibhasi nomshayeli yabantu abangama-20 kusasa ngo-8')).toHaveLength(1);
  });
});

describe('understand: Afrikaans, isiZulu and out of scope after the twenty-second set', () => {
  it('reads Afrikaans words for fetching, rain and a letter', () => {
    expect(
      requests('Kan iemand my pa môre om 9 by die kliniek gaan haal en huis toe neem?'),
    ).toMatchObject([{ service: 'personal_driver' }]);
    expect(read('Gaan dit Saterdag in Pretoria reën?')).toMatchObject({ kind: 'out_of_scope' });
    expect(read("Help my om 'n brief aan die skool te skryf")).toMatchObject({
      kind: 'out_of_scope',
    });
  });

  it('reads isiZulu words for the weekend, pending news, a recipe and a letter', () => {
    expect(read('Okwangempelasonto kusekhona?')).toMatchObject({ action: 'status' });
    expect(read('Zikhona izindaba ngesicelo esisalindile?')).toMatchObject({ action: 'status' });
    expect(read('Ngiphe iresiphi yesinkwa')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('Ngisize ngibhale incwadi')).toMatchObject({ kind: 'out_of_scope' });
  });

  it('answers names and school holidays with the search fallback', () => {
    expect(read('Suggest names for our new kitten')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('When are the school holiday dates in Gauteng?')).toMatchObject({
      kind: 'out_of_scope',
    });
  });
});
