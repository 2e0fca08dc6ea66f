import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, withOpen, requests } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 28 from the twenty-fourth held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the twenty-fourth set', () => {
  it('cancels the one named after the one kept, in other words', () => {
    expect(read('Keep the chef on Saturday but get rid of the table tonight')).toMatchObject({
      action: 'cancel',
      candidates: [requestId('table_tonight')],
    });
  });

  it('reads what the driver should bring, and a chef put back', () => {
    expect(read('We have a baby with us tomorrow, can the driver bring a car seat')).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { notes: expect.stringContaining('car seat') },
    });
    expect(read('Please put the chef back to 8:30pm on Saturday')).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { time: '20:30' },
    });
  });

  it('reads the count the party becomes, over the people who join', () => {
    expect(
      read('Three more couples coming to the Saturday dinner party, so chef for 14 now'),
    ).toMatchObject({ changes: { partySize: 14 } });
    expect(read('The guests on the boat are now eleven')).toMatchObject({
      action: 'change',
      candidates: [requestId('yacht')],
      changes: { partySize: 11 },
    });
  });
});

describe('understand: questions after the twenty-fourth set', () => {
  it('reads the request list, partners replying, voice notes and days booked', () => {
    expect(read("What's on my request list so far?")).toMatchObject({ topics: ['requests'] });
    expect(read('Any feedback from the partners on my bookings?')).toMatchObject({
      topics: ['provider_said'],
    });
    expect(read('May I send you voice notes?')).toMatchObject({ topics: ['capabilities'] });
    expect(read('Are we booked for anything this weekend?')).toMatchObject({
      topics: ['upcoming'],
    });
  });

  it('reads questions Aurum cannot answer, and a person asked for', () => {
    for (const text of [
      'What is the petrol price this month?',
      'Is there a power outage in Randburg?',
      'My printer says paper jam, help',
      'Recommend me a good history podcast',
    ]) {
      expect(read(text)).toMatchObject({ kind: 'out_of_scope' });
    }
    expect(read('Could one of your concierges call me this afternoon?')).toMatchObject({
      kind: 'human',
    });
    expect(read('Transfer me to a real consultant please')).toMatchObject({ kind: 'human' });
  });
});

describe('understand: follow-ups after the twenty-fourth set', () => {
  it('reads the other request named, a count said as words, and a week later', () => {
    expect(withOpen('cancel_driver')('No, the Friday car')).toMatchObject({ other: true });
    expect(withOpen('cancel_driver')('Sorry, the transfer in Cape Town')).toMatchObject({
      other: true,
    });
    expect(withOpen('table_new')('Four, not two')).toMatchObject({ changes: { partySize: 4 } });
    expect(withOpen('yacht_new')("We've grown to 12")).toMatchObject({
      changes: { partySize: 12 },
    });
    expect(withOpen('driver_new')('Push it a day, same time')).toMatchObject({
      kind: 'follow_up',
      changes: { date: expect.any(String) },
    });
  });

  it('reads an hour turned down in words, and a reason before or after the ask', () => {
    expect(withOpen('table_new')('Half eight is too late, 7:15?')).toMatchObject({
      changes: { time: '19:15' },
    });
    expect(
      withOpen('yacht_new')("There's a school concert at 2, could we go at 9 in the morning?"),
    ).toMatchObject({ kind: 'follow_up', changes: { time: '09:00' } });
  });
});

describe('understand: new requests after the twenty-fourth set', () => {
  it('counts people in brackets, in words, and with the member or without', () => {
    expect(requests('Dinner on Friday at 7 in Melville, the running club (9)')).toEqual([
      expect.objectContaining({ service: 'dining', party: 9 }),
    ]);
    expect(requests('Three adults two kids, lunch in Sea Point on Sunday at 1')).toEqual([
      expect.objectContaining({ service: 'dining', party: 5 }),
    ]);
    expect(requests('Book a table for my wife and 2 friends in Rosebank on Friday at 7')).toEqual([
      expect.objectContaining({ service: 'dining', party: 3 }),
    ]);
    expect(requests('Dinner on Friday at 7 in Parkhurst for my in-laws and us two')).toEqual([
      expect.objectContaining({ service: 'dining', party: 4 }),
    ]);
  });

  it('files one request a day for two weekdays, and a car from home as a ride', () => {
    expect(
      requests('A personal trainer at home in Bryanston on Monday and Tuesday at 6am'),
    ).toEqual([
      expect.objectContaining({ date: '2026-01-19', time: '06:00' }),
      expect.objectContaining({ date: '2026-01-20', time: '06:00' }),
    ]);
    expect(requests('Tomorrow a car at 8 from my place in Newlands to the airport')).toEqual([
      expect.objectContaining({ service: 'personal_driver', place: 'Newlands' }),
    ]);
  });

  it("reads a meal's own hour and place after a landing", () => {
    expect(
      requests(
        'We land at Lanseria at 4pm on Friday and then want dinner in Fourways at 8pm for 2',
      ),
    ).toEqual([expect.objectContaining({ service: 'dining', place: 'Fourways', time: '20:00' })]);
  });

  it('reads a week today, a pizza place and the service before the occasion', () => {
    expect(requests('A week today, dinner for 2 at 7pm in Greenside')).toEqual([
      expect.objectContaining({ date: '2026-01-21' }),
    ]);
    expect(requests("A pizza place in Linden for 8 on Saturday at 5pm, it's a kids party")).toEqual(
      [expect.objectContaining({ service: 'dining', party: 8 })],
    );
    expect(requests('A vintage car for our wedding in Franschhoek on the 20th')).toEqual([
      expect.objectContaining({ service: 'luxury_vehicle' }),
    ]);
    expect(requests('Someone to pick up school shoes at Menlyn on Friday')).toEqual([
      expect.objectContaining({ service: 'personal_shopping' }),
    ]);
    expect(requests('A piano tuner at my place in Kloof Street on Monday')).toEqual([
      expect.objectContaining({ service: 'other' }),
    ]);
  });
});

describe('understand: Afrikaans and isiZulu after the twenty-fourth set', () => {
  it('reads Afrikaans in new words', () => {
    expect(read('Wat is die stand van ons bespreking vir Sondag?')).toMatchObject({
      kind: 'act',
      action: 'status',
    });
    expect(requests("Vrydag 'n bestuurder om 10 uur die aand in Sandton")).toEqual([
      expect.objectContaining({ service: 'personal_driver', time: '22:00' }),
    ]);
    expect(read('Wie speel Sondag sokker?')).toMatchObject({ kind: 'out_of_scope' });
    expect(requests("Vrydag het ek 'n kok nodig in Paarl vir 6 om 7 uur die aand")).toEqual([
      expect.objectContaining({ service: 'private_chef', place: 'Paarl', time: '19:00' }),
    ]);
  });

  it('reads isiZulu in new words', () => {
    expect(read('Umshayeli wakusasa usemukelwe ngubani?')).toMatchObject({
      action: 'status',
      candidates: [requestId('driver_tomorrow')],
    });
    expect(read('Abantu bedina sebeyishumi nambili')).toMatchObject({
      action: 'change',
      changes: { partySize: 12 },
    });
  });
});
