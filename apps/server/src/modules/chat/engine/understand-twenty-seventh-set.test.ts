import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, requests, withOpen } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 31 from the twenty-seventh held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the twenty-seventh set', () => {
  it('reads a count beside someone arriving, an hour a booking becomes and a place that takes more', () => {
    const three = read(
      "Make tonight's Woodstock table for 4 please, my brother is landing this evening",
    );
    expect(three).toMatchObject({ action: 'change', changes: { partySize: 4 } });
    expect(three).not.toMatchObject({ changes: { time: expect.anything() } });
    expect(read('Could the 8pm Test Kitchen table become 8:45?')).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { time: '20:45' },
    });
    expect(read('Can the Camps Bay villa sleep 9 instead of 6?')).toMatchObject({
      action: 'change',
      candidates: [requestId('villa')],
      changes: { partySize: 9 },
    });
  });

  it('reads words for a provider named by its day or its name, and a day asked through them', () => {
    expect(read("Ask tomorrow's OR Tambo driver to bring a booster seat")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { notes: expect.stringContaining('booster') },
    });
    expect(read('My cousin is halal, please let the chef on Saturday know')).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('halal') },
    });
    expect(read('Please tell Shield Protection that the gate code is 4411')).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('4411') },
    });
    expect(
      read('Ask Atlantic Blue if they could sail on Saturday instead, the same time'),
    ).toMatchObject({ action: 'change', changes: { date: '2026-01-17' } });
  });

  it('reads a confirmation asked after, a request by its occasion and the one that fell through', () => {
    expect(read('Any confirmation yet on the Constantia chef?')).toMatchObject({
      action: 'status',
      candidates: [requestId('chef')],
    });
    expect(read("Where does the lunch for my wife's 50th stand?")).toMatchObject({
      action: 'status',
      candidates: [requestId('event')],
    });
    expect(read('The booking that fell through: what went wrong?')).toMatchObject({
      action: 'status',
      candidates: [requestId('security'), requestId('event')],
    });
    expect(
      read('Next week Friday, can the Cape Town driver come at 18:45 instead?'),
    ).not.toMatchObject({ changes: { date: expect.anything() } });
  });
});

describe('understand: questions after the twenty-seventh set', () => {
  it('reads renewing, writing back, what was learned and what Aurum does in new words', () => {
    expect(read('When does my membership need renewing?')).toMatchObject({ topics: ['renewal'] });
    expect(read('Has anyone written back to me yet?')).toMatchObject({
      topics: ['provider_said'],
    });
    expect(read('What have you learned about me so far?')).toMatchObject({ topics: ['memory'] });
    expect(read('Do you work outside Gauteng too?')).toMatchObject({ topics: ['capabilities'] });
    expect(read('Can you remind me about birthdays?')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('If I message you on Christmas Day, will you answer?')).toMatchObject({
      topics: ['capabilities'],
    });
  });

  it('reads what Aurum has no answer to, and a team member asked for', () => {
    expect(read('Explain the offside rule in rugby to me')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('Which fertiliser works for lemon trees?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('Connect me with your team please')).toMatchObject({ kind: 'human' });
  });
});

describe('understand: new requests after the twenty-seventh set', () => {
  it('reads a dotted hour after a comma, a club to get into and meals at named places', () => {
    expect(requests('Dinner at Marble in Rosebank tonight for two of us, 8.15')).toMatchObject([
      { service: 'dining', time: '20:15' },
    ]);
    expect(requests('Could we get into Fyn tonight at 8? Two of us')).toMatchObject([
      { service: 'dining' },
    ]);
    expect(requests('Sunday lunch at Babel in Franschhoek, 6 people, 1pm')).toMatchObject([
      { service: 'dining', party: 6 },
    ]);
    expect(requests('Tea for 3 at the tea room at Kirstenbosch tomorrow at 3pm')).toMatchObject([
      { service: 'dining' },
    ]);
  });

  it('reads a present as the reason, a car delivered to the hotel and rooms for a conference', () => {
    expect(
      requests('A Porsche for a day at Killarney on Saturday at 9, a gift for my wife'),
    ).toHaveLength(1);
    expect(
      requests('A Range Rover for three days from tomorrow, delivered to our hotel in Sandton'),
    ).toMatchObject([{ service: 'luxury_vehicle', place: 'Sandton' }]);
    expect(
      requests(
        'Three rooms near the Sandton Convention Centre for a mining conference from Monday',
      ),
    ).toMatchObject([{ service: 'accommodation' }]);
    expect(
      requests('Please book us onto a cruise from Cape Town on the 22nd, a balcony cabin'),
    ).toMatchObject([{ service: 'travel' }]);
  });

  it('reads a harpist, a beauty therapist, a place told after and a nanny off for the day', () => {
    expect(
      requests('Please find a cellist to play at our dinner in Bryanston on Friday at 7pm'),
    ).toMatchObject([{ service: 'other' }]);
    expect(
      requests('Can you organise our book club weekend? It will be in Hermanus on the 20th'),
    ).toMatchObject([{ place: 'Hermanus' }]);
    expect(
      requests('A driver for the school run in Fourways tomorrow at 7am, our au pair is off'),
    ).toMatchObject([{ service: 'personal_driver' }]);
    expect(
      requests(
        "We're selling our flat in Sea Point on Saturday; please arrange a guard there from 10am",
      ),
    ).toMatchObject([{ service: 'security', time: '10:00' }]);
  });
});

describe('understand: several requests after the twenty-seventh set', () => {
  it('reads a visa apart from the flights, a guide, and a spa at a hotel', () => {
    expect(
      requests(
        "A visa for my son's study trip to Germany, and flights for him from Lanseria on the 26th",
      ),
    ).toHaveLength(2);
    expect(
      requests(
        'An English-speaking guide for Robben Island on Saturday at 10, and lunch for four afterwards at the V&A',
      ),
    ).toMatchObject([{ service: 'other' }, { service: 'dining' }]);
    expect(
      requests(
        'A spa morning for my mother at a hotel in Umhlanga on Friday, and a driver from Durban North at 8am',
      ),
    ).toMatchObject([{ service: 'other' }, { service: 'personal_driver' }]);
  });

  it('reads a heading that only sets the day, place or occasion of its list', () => {
    expect(
      requests(
        "Twins' party on Saturday at our house in Sandton: a clown at 11am, a jumping castle at 10, and a cake delivered at 9",
      ),
    ).toHaveLength(3);
    expect(
      requests(
        'Please arrange for the 24th: a boardroom for 12 in Rosebank, a chef to cater lunch for 12 at 1pm, and a driver from OR Tambo at 8am',
      ),
    ).toHaveLength(3);
    expect(
      requests(
        'Monday in Durban: a hotel in Umhlanga from Monday, a hire car at the airport on Monday at 9am, and dinner for 2 at 7pm',
      ),
    ).toMatchObject([{ time: null }, { place: 'King Shaka' }, { service: 'dining' }]);
  });
});

describe('understand: follow-ups after the twenty-seventh set', () => {
  it('reads a count going to be, what they would like and what the provider should be', () => {
    expect(withOpen('table_new')("We're going to be 5, and make it 7pm")).toMatchObject({
      kind: 'follow_up',
      changes: { partySize: 5, time: '19:00' },
    });
    expect(withOpen('table_new')("We'll be 4, and we'd like a window table")).toMatchObject({
      kind: 'follow_up',
      changes: { partySize: 4, notes: expect.stringContaining('window') },
    });
    expect(withOpen('driver_new')('Send a chauffeur who speaks isiZulu please')).toMatchObject({
      kind: 'follow_up',
      changes: { notes: expect.stringContaining('isiZulu') },
    });
    expect(withOpen('chef_new')('Could the chef make a potjie instead of a buffet?')).toMatchObject(
      {
        kind: 'follow_up',
        changes: { notes: expect.stringContaining('potjie') },
      },
    );
    expect(withOpen('yacht_new')("Hout Bay instead, it's nearer our hotel")).toMatchObject({
      kind: 'follow_up',
      changes: { location: 'Hout Bay' },
    });
  });
});

describe('understand: Afrikaans and isiZulu after the twenty-seventh set', () => {
  it('reads a beauty therapist, a count to be, a chef who must know and happier', () => {
    expect(requests("Reël 'n skoonheidsterapeut vir Saterdag om 9 in Stellenbosch")).toMatchObject([
      { service: 'other' },
    ]);
    const more = read('Ons gaan vanaand vier wees by die Test Kitchen');
    expect(more).toMatchObject({ action: 'change', changes: { partySize: 4 } });
    expect(more).not.toMatchObject({ changes: { time: expect.anything() } });
    expect(read('Die sjef moet weet een van die gaste eet nie vis nie')).toMatchObject({
      action: 'change',
      changes: { notes: expect.anything() },
    });
    expect(read('Was ek verlede week gelukkiger?')).toMatchObject({ topics: ['mood'] });
  });

  it('reads a count of the chef in isiZulu', () => {
    expect(read('Umpheki wangoMgqibelo: sizoba bayi-12 manje')).toMatchObject({
      action: 'change',
      changes: { partySize: 12 },
    });
  });
});
