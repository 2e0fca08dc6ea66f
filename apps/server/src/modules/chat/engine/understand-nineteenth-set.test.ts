import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, withOpen, requests } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 26, from the eighteenth set's leftovers and the nineteenth
 * held-out set, in words of its own (no row of either set).
 */
describe('understand: actions after the nineteenth set', () => {
  it('reads words for the provider said first, then "warn" or "should know"', () => {
    expect(
      read('Tonight at the Test Kitchen: my brother is vegan, could you warn them?'),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { notes: expect.stringContaining('vegan') },
    });
    expect(
      read('I am bringing a wheelchair on Friday in Cape Town, please warn Cape Executive'),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_friday')],
      changes: { notes: expect.stringContaining('wheelchair') },
    });
    expect(
      read('The chauffeur for tomorrow should know I have a cello with me, so a big boot'),
    ).toMatchObject({ changes: { notes: expect.stringContaining('cello') } });
    expect(read('Please ask my chef to bring a blender, ours broke')).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('blender') },
    });
  });

  it('reads a week later, the count said over the people gone, and the hour after a landing', () => {
    expect(read('Please postpone the Constantia chef by a week')).toMatchObject({
      action: 'change',
      changes: { date: '2026-01-24' },
    });
    expect(read("Sunday's boat: we are down to 6 now, a couple pulled out")).toMatchObject({
      changes: { partySize: 6 },
    });
    expect(
      read('My flight lands at 6:20 so please make tomorrow’s pickup 7:15 instead of 9'),
    ).toMatchObject({ changes: { time: '07:15' } });
  });

  it('cancels with "so drop", and asks after pending things and a forgotten hour', () => {
    expect(read('We are going to Zanzibar instead, so drop the Camps Bay villa')).toMatchObject({
      action: 'cancel',
      candidates: [requestId('villa')],
    });
    expect(read('The pending things: any updates?')).toMatchObject({ action: 'status' });
    expect(read('The confirmed booking, what time is it again?')).toMatchObject({
      action: 'status',
    });
  });
});

describe('understand: follow-ups after the nineteenth set', () => {
  it('reads an hour asked with its reason after it, and a count with an hour', () => {
    expect(withOpen('driver_new')('Could it be 6:40am? The flight is early')).toMatchObject({
      kind: 'follow_up',
      changes: { time: '06:40' },
    });
    expect(withOpen('table_new')('Make it 8 and for 5 people')).toMatchObject({
      changes: { time: '20:00', partySize: 5 },
    });
    expect(withOpen('yacht_new')('Three fewer and an hour later')).toMatchObject({
      changes: { partySize: 7 },
    });
  });

  it('reads a move to the member’s house, a count for the provider, and the other one', () => {
    expect(
      withOpen('chef_new')('We are moving the dinner to our Hermanus house, it must be there'),
    ).toMatchObject({ changes: { location: 'Hermanus' } });
    expect(withOpen('change_chef')('And the chef should know we are now 12')).toMatchObject({
      changes: { partySize: 12 },
    });
    expect(withOpen('change_chef')('Sorry, that was about tonight’s table')).toMatchObject({
      other: true,
    });
  });
});

describe('understand: new requests after the nineteenth set', () => {
  it('reads a table in new words, and a count at the end of a short booking', () => {
    expect(requests('Can you get us in somewhere good in Umhlanga tonight? 4 people')).toEqual([
      expect.objectContaining({ service: 'dining', place: 'Umhlanga', party: 4 }),
    ]);
    expect(requests('Table, 1pm, Thursday, Rosebank, 3')).toEqual([
      expect.objectContaining({ service: 'dining', time: '13:00', party: 3 }),
    ]);
    expect(
      requests('We are staying in Umhlanga but want to eat in Ballito on Friday night, 6 of us'),
    ).toEqual([
      expect.objectContaining({ service: 'dining', place: 'Ballito', time: '20:00', party: 6 }),
    ]);
  });

  it('counts people said in new ways', () => {
    expect(requests('A table at 8 tonight for hubby and me in Parkhurst')).toEqual([
      expect.objectContaining({ party: 2 }),
    ]);
    expect(requests('Lunch in Irene on Friday at 1, me plus 3 architects')).toEqual([
      expect.objectContaining({ party: 4 }),
    ]);
    expect(
      requests('New Year’s Eve dinner in Franschhoek for the clan (6 adults, 3 kids)'),
    ).toEqual([expect.objectContaining({ party: 9 })]);
    expect(requests('A house in Hermanus from the 20th for a week that sleeps 8')).toEqual([
      expect.objectContaining({ service: 'accommodation', party: 8 }),
    ]);
  });

  it('reads the member’s home, a self-drive car, classes and a start day', () => {
    expect(requests('A private chef in our Sea Point flat on Saturday night for 4')).toEqual([
      expect.objectContaining({ service: 'private_chef', time: '20:00' }),
    ]);
    expect(requests('Hire me a Land Cruiser from Skukuza Airport on Friday at 10')).toEqual([
      expect.objectContaining({ service: 'luxury_vehicle' }),
    ]);
    expect(requests('A cooking class in Woodstock for 6 on Saturday at 10')).toEqual([
      expect.objectContaining({ service: 'other', party: 6 }),
    ]);
    expect(requests('A lift to school from Craighall every weekday at 7, starting Monday')).toEqual(
      [expect.objectContaining({ date: '2026-01-19', time: '07:00' })],
    );
    expect(
      requests('My car is at the panel beater until Friday, so a Range Rover from tomorrow'),
    ).toEqual([expect.objectContaining({ date: '2026-01-15' })]);
  });

  it('reads several requests: own corrections, scrapped items, lettered lists, a day at the end', () => {
    expect(
      requests(
        'Saturday: a boat from Hout Bay at 10, a cocktail workshop at 2, and dinner for 8 at 7. Oh make it 10',
      ),
    ).toHaveLength(3);
    expect(
      requests(
        'A driver from Lanseria at 9 on Friday, a chopper to Sun City at 11, and a suite there for two nights. Actually forget the driver, my brother is fetching me',
      ),
    ).toEqual([
      expect.objectContaining({ service: 'travel' }),
      expect.objectContaining({ service: 'accommodation' }),
    ]);
    expect(
      requests(
        '(a) a DJ in Bryanston on Saturday from 8pm (b) two guards from 7 (c) a photographer',
      ),
    ).toHaveLength(3);
    expect(
      requests(
        '07:00 a driver from Sandton to Lanseria\n\n12:30 lunch for 4 in Franschhoek\n\nall on Friday please',
      ),
    ).toEqual([
      expect.objectContaining({ date: '2026-01-16', time: '07:00' }),
      expect.objectContaining({ date: '2026-01-16', time: '12:30' }),
    ]);
  });

  it('reads a party heading, a chef’s dinner, a party count before a list, and a taken-back aside', () => {
    expect(
      requests(
        'My brother’s stag party in Knysna on the 20th: a boat at 10am, a braai master at 6pm',
      ),
    ).toHaveLength(2);
    expect(requests('A chef to cook for the two of us, dinner in Sandton on Friday at 8')).toEqual([
      expect.objectContaining({ service: 'private_chef', date: '2026-01-16', time: '20:00' }),
    ]);
    expect(
      requests(
        'we are 4 no actually 5 for the weekend in Clarens, a cottage from Friday, a chef on Saturday at 7',
      ),
    ).toEqual([
      expect.objectContaining({ service: 'accommodation', party: 5 }),
      expect.objectContaining({ service: 'private_chef' }),
    ]);
    expect(
      requests(
        'On Friday we relax at the pool, which needs nothing from you, but on Saturday at 9 I would like a private guide at Kirstenbosch for 3',
      ),
    ).toEqual([expect.objectContaining({ date: '2026-01-17', time: '09:00' })]);
  });
});

describe('understand: questions and languages after the nineteenth set', () => {
  it('reads questions in new words', () => {
    expect(read('Where must I be next?')).toEqual({
      kind: 'question',
      topics: ['upcoming'],
      language: 'en',
    });
    expect(read('How stressed have I been lately?')).toMatchObject({ topics: ['mood'] });
    expect(read('My trial, when does it end?')).toMatchObject({ topics: ['renewal'] });
    expect(read('Is it still the Elite one, and when does it renew?')).toMatchObject({
      topics: expect.arrayContaining(['tier', 'renewal']),
    });
    expect(read('How many calories are in a bunny chow?')).toMatchObject({ kind: 'out_of_scope' });
  });

  it('reads Afrikaans compounds and isiZulu words', () => {
    expect(read('Ek wil die Saterdag-sjef kanselleer, die ete is afgestel')).toMatchObject({
      action: 'cancel',
      language: 'af',
    });
    expect(read('Gee my ’n goeie resep vir koeksisters')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('Sizoba yisikhombisa kwi-villa, hhayi abane')).toMatchObject({
      action: 'change',
      changes: { partySize: 7 },
    });
    expect(read('Ngicela ungichazele ukuthi amadombolo enziwa kanjani')).toMatchObject({
      kind: 'out_of_scope',
    });
  });
});
