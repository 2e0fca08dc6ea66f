import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, withOpen, requests } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 26 from the twentieth held-out set, in words of its own (no
 * row of the set).
 */
describe('understand: actions after the twentieth set', () => {
  it('asks after a request in new words', () => {
    expect(
      read('Is the table in Woodstock tonight still waiting on the restaurant?'),
    ).toMatchObject({ action: 'status', candidates: [requestId('table_tonight')] });
    expect(read('Tell me where the security request stands')).toMatchObject({ action: 'status' });
    expect(read("What's happening with my ride on Friday?")).toMatchObject({ action: 'status' });
  });

  it('reads words for the provider before "tell the driver please" or "flag it to the chef"', () => {
    expect(read('Tomorrow’s pickup: my flight is BA 6234, tell the driver please')).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('6234') },
    });
    expect(
      read('Saturday’s chef dinner: two guests are coeliac, please flag it to the chef'),
    ).toMatchObject({ action: 'change', changes: { notes: expect.stringContaining('coeliac') } });
    expect(read('For the Camps Bay villa we need a high chair')).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('high chair') },
    });
    expect(read('For the villa we need a chef on Saturday at 7')).toMatchObject({ kind: 'new' });
  });

  it('reads a count added, a place rather than another, and a reason that names a place', () => {
    expect(read('Add three to the chef booking, the cousins are coming')).toMatchObject({
      changes: { partySize: 11 },
    });
    expect(read('For the villa we would rather be in Bantry Bay than Camps Bay')).toMatchObject({
      changes: { location: 'Bantry Bay' },
    });
    expect(
      read('Move tomorrow’s driver an hour later, the Rosebank meeting runs late'),
    ).not.toMatchObject({ changes: { location: 'Rosebank' } });
    expect(read('The 6pm airport run next Friday, can it be 5pm?')).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_friday')],
      changes: { time: '17:00' },
    });
  });
});

describe('understand: follow-ups after the twentieth set', () => {
  it('reads the change after "so", the proposal’s own weekend, and a day turned down', () => {
    expect(withOpen('chef_new')('My son has a match on Saturday, so Sunday please')).toMatchObject({
      changes: { date: '2026-01-18' },
    });
    expect(
      withOpen('chef_new')('Not Constantia, we are at our house in Kommetjie that weekend'),
    ).toMatchObject({ changes: { location: 'Kommetjie' } });
    expect(withOpen('table_new')('Tonight is too soon. Thursday, same time?')).toMatchObject({
      changes: { date: '2026-01-15' },
    });
  });

  it('reads a value said after "wrong city", a question for the skipper, more people and the other one', () => {
    expect(withOpen('driver_new')('Sorry, wrong airport. I land at King Shaka')).toMatchObject({
      changes: { location: 'King Shaka' },
    });
    expect(withOpen('yacht_new')('Please ask the skipper about snorkelling gear')).toMatchObject({
      kind: 'follow_up',
      changes: { notes: expect.stringContaining('snorkelling') },
    });
    expect(withOpen('yacht_new')('Three more please, and 3pm')).toMatchObject({
      changes: { partySize: 13, time: '15:00' },
    });
    expect(withOpen('change_chef')('And they will be 9 now')).toMatchObject({
      changes: { partySize: 9 },
    });
    expect(
      withOpen('change_chef')('Not the chef, the boat on Sunday is the one I want to move'),
    ).toMatchObject({ other: true });
  });
});

describe('understand: questions after the twentieth set', () => {
  it('reads the allowance, the renewal and the providers in new words', () => {
    expect(read('How many of them are used up this month?')).toMatchObject({
      topics: ['allowance'],
    });
    expect(read('Until what date have I paid for my membership?')).toMatchObject({
      topics: ['renewal'],
    });
    expect(read('What are the providers telling you?')).toMatchObject({
      topics: ['provider_said'],
    });
    expect(read('Could you change bookings for me, or do I have to phone someone?')).toMatchObject({
      kind: 'question',
      topics: ['capabilities'],
    });
    expect(read('Put me through to the concierge please')).toMatchObject({ kind: 'human' });
  });

  it('leaves what Aurum does not do to the search fallback', () => {
    expect(read('What does SARS stand for?')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('How do I renew my driver’s licence in Sandton?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('Help with a crossword clue please')).toMatchObject({ kind: 'out_of_scope' });
  });
});

describe('understand: new requests after the twentieth set', () => {
  it('counts people said in new ways', () => {
    expect(requests('Brunch in Parkhurst on Sunday at 10 for me, hubby and our 2 kids')).toEqual([
      expect.objectContaining({ party: 4 }),
    ]);
    expect(
      requests('Our choir (14 ladies) wants lunch at a restaurant in Irene on Saturday'),
    ).toEqual([expect.objectContaining({ party: 14 })]);
    expect(requests('My three cousins and I want a table in Sea Point on Friday at 8')).toEqual([
      expect.objectContaining({ party: 4 }),
    ]);
  });

  it('reads where the service comes to, what is sorted by others, and a weekend after a Friday', () => {
    expect(requests('A nail technician at the hotel in Umhlanga on Friday at 3')).toEqual([
      expect.objectContaining({ service: 'other', place: 'Umhlanga' }),
    ]);
    expect(requests('Groceries for the beach house in Hermanus before Friday please')).toEqual([
      expect.objectContaining({ service: 'personal_shopping' }),
    ]);
    expect(
      requests(
        'Next Friday a driver from Sandton to Clarens, a cottage in Clarens for the weekend, and a guided hike on the Saturday',
      ),
    ).toEqual([
      expect.objectContaining({ service: 'personal_driver', date: '2026-01-23' }),
      expect.objectContaining({ service: 'accommodation', date: '2026-01-23' }),
      expect.objectContaining({ service: 'other', date: '2026-01-24' }),
    ]);
  });

  it('reads lists: a count corrected, the same time, a ride on an outing, a car at the airport flown to', () => {
    expect(
      requests('We are 4, no wait 5. A table in Muizenberg on Friday at 7 and a sitter from 6'),
    ).toEqual([
      expect.objectContaining({ party: 5 }),
      expect.objectContaining({ service: 'other' }),
    ]);
    expect(
      requests('- a chef, Sat 8pm, Bishopscourt, 12 ppl\n- a barman for the same time'),
    ).toEqual([
      expect.objectContaining({ time: '20:00' }),
      expect.objectContaining({ time: '20:00' }),
    ]);
    expect(
      requests('On Saturday a suite at Babylonstoren and a ride on the Wine Tram at 10'),
    ).toEqual([
      expect.objectContaining({ service: 'accommodation' }),
      expect.objectContaining({ service: 'other' }),
    ]);
    expect(
      requests(
        '1) flights JHB to George on the 12th for 2 of us 2) a lodge in Knysna from the 12th 3) car hire at the airport when we land',
      ),
    ).toEqual([
      expect.objectContaining({ service: 'travel' }),
      expect.objectContaining({ service: 'accommodation' }),
      expect.objectContaining({ service: 'luxury_vehicle', place: 'George Airport' }),
    ]);
  });

  it('reads the ask after "so" with the day, hour and place said before it', () => {
    expect(
      requests(
        'On Thursday at 8pm we are hosting clients in Illovo, so please book a private room for 8',
      ),
    ).toEqual([
      expect.objectContaining({ date: '2026-01-15', time: '20:00', place: 'Illovo', party: 8 }),
    ]);
    expect(
      requests(
        'Everything for the party is sorted by my sister, so this is only about the flights',
      ),
    ).not.toEqual([expect.objectContaining({ service: 'travel' })]);
  });
});
