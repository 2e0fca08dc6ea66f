import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, withOpen, requests } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 28 from the twenty-third held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the twenty-third set', () => {
  it('cancels the request named after the one kept, and not for a number dropped', () => {
    expect(read("Leave next week's driver, but drop tomorrow's please")).toMatchObject({
      action: 'cancel',
      candidates: [requestId('driver_tomorrow')],
    });
    expect(
      read('Drop the numbers for the Saturday dinner to 7, two friends keep cancelling'),
    ).toMatchObject({ action: 'change', changes: { partySize: 7 } });
  });

  it('reads people who dropped out, and a count after them', () => {
    expect(read("Saturday's chef: two of the guests pulled out so it's 6")).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { partySize: 6 },
    });
  });

  it('asks after a request when someone came back on it, or for the car that collects', () => {
    expect(read('Did anyone come back on the Camps Bay house?')).toMatchObject({
      action: 'status',
      candidates: [requestId('villa')],
    });
    expect(read("The driver collecting me - what's the number plate?")).toMatchObject({
      kind: 'act',
      action: 'status',
    });
  });

  it('reads a heading with its day, and words for the provider after it', () => {
    expect(read('Sunday yacht: rather Simon’s Town than the Waterfront')).toMatchObject({
      action: 'change',
      candidates: [requestId('yacht')],
      changes: { location: "Simon's Town" },
    });
    expect(read("For next week's Cape Town transfer we'll need a booster seat")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_friday')],
      changes: { notes: expect.stringContaining('booster seat') },
    });
    expect(
      read('The Friday transfer in Cape Town next week: could the driver rather come at 5:30pm'),
    ).toEqual(expect.objectContaining({ changes: { time: '17:30' } }));
  });

  it('keeps words for the provider whole, and bags are not people', () => {
    expect(read("Tonight's table - we are now 3, please tell the restaurant")).toMatchObject({
      changes: { partySize: 3 },
    });
    expect(read("Tonight's table - we are now 3, please tell the restaurant")).not.toMatchObject({
      changes: { notes: expect.anything() },
    });
    expect(read("Tomorrow's driver: we'll have three ski bags")).not.toMatchObject({
      changes: { partySize: 3 },
    });
    expect(
      read("tomorrow's pickup - my flight is SA 301, please note for the driver"),
    ).toMatchObject({ changes: { notes: expect.stringContaining('SA 301') } });
  });

  it('asks after one request named, even with words of what providers said', () => {
    expect(read('my villa booking was turned down? what did the owners say')).toMatchObject({
      action: 'status',
      candidates: [requestId('villa')],
    });
    expect(read('Any news from a driver for tomorrow?')).toMatchObject({
      action: 'status',
      candidates: [requestId('driver_tomorrow')],
    });
  });

  it("reads half past an hour in the evening, whatever the request's own hour says", () => {
    expect(read("Tonight's 8pm booking - can we make it half seven?")).toMatchObject({
      changes: { time: '19:30' },
    });
  });
});

describe('understand: questions after the twenty-third set', () => {
  it('reads the trial ending, replies from companies and several topics at once', () => {
    expect(read("My trial's nearly done - when exactly?")).toMatchObject({ topics: ['renewal'] });
    expect(read('Have any of the companies replied to my requests?')).toMatchObject({
      topics: ['provider_said'],
    });
    expect(read("Any answers from the providers? And what's coming up")).toMatchObject({
      kind: 'question',
    });
  });

  it('reads what Aurum does, asked as reminders, cancels and a whole event', () => {
    expect(read('Could you remind me by WhatsApp before my bookings?')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('Can you change a booking for me later if plans move?')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('Could you organise an entire conference?')).toMatchObject({
      topics: ['capabilities'],
    });
  });
});

describe('understand: follow-ups after the twenty-third set', () => {
  it('takes the other request when the member names it instead', () => {
    expect(withOpen('cancel_driver')('No, cancel the Friday booking instead')).toMatchObject({
      kind: 'follow_up',
      other: true,
    });
    expect(
      withOpen('change_chef')("Leave the chef alone, tonight's table is the one to change"),
    ).toMatchObject({ kind: 'follow_up', other: true });
  });
});

describe('understand: new requests after the twenty-third set', () => {
  it('counts the member with the people named, and a table for one', () => {
    expect(requests('My wife and 3 friends, dinner on Friday at 7 in Parkhurst')).toEqual([
      expect.objectContaining({ service: 'dining', party: 5 }),
    ]);
    expect(requests('A table for me at 1pm tomorrow in Rosebank')).toEqual([
      expect.objectContaining({ service: 'dining', party: 1 }),
    ]);
    expect(requests('Three return flights Durban to Zanzibar on the 20th')).toEqual([
      expect.objectContaining({ service: 'travel', party: 3 }),
    ]);
  });

  it('reads a meal out counted as guests plus the member', () => {
    expect(requests('A business lunch in Rosebank on Friday at 1pm, 2 clients plus me')).toEqual([
      expect.objectContaining({ service: 'dining', party: 3 }),
    ]);
  });

  it('reads a table on a day of the month, and a private room as the table’s', () => {
    expect(requests('Dinner for 2 on the 21st at 8 in Franschhoek')).toEqual([
      expect.objectContaining({ service: 'dining', date: '2026-01-21', time: '20:00' }),
    ]);
    expect(requests('Lunch on Friday at 1 for 9 in Illovo, a private area if possible')).toEqual([
      expect.objectContaining({ service: 'dining', party: 9 }),
    ]);
  });

  it('reads the service itself before the occasion it serves', () => {
    expect(requests('A photographer for our event in Umhlanga on Saturday at 2')).toEqual([
      expect.objectContaining({ service: 'other', place: 'Umhlanga' }),
    ]);
    expect(requests('I need a tailor at my house in Bryanston on Monday at 10')).toEqual([
      expect.objectContaining({ service: 'other' }),
    ]);
    expect(
      requests('Need a new dress for a wedding - a stylist at Sandton City tomorrow at 11'),
    ).toEqual([expect.objectContaining({ service: 'personal_shopping', place: 'Sandton City' })]);
    expect(requests('Something nice to drive in Durban from Friday please')).toEqual([
      expect.objectContaining({ service: 'luxury_vehicle', place: 'Durban' }),
    ]);
  });

  it('reads where a pickup is, and where a ride back starts', () => {
    expect(requests('5am pickup in Umhlanga tomorrow for a flight out of King Shaka')).toEqual([
      expect.objectContaining({ service: 'personal_driver', place: 'Umhlanga' }),
    ]);
    expect(
      requests('Driver on Friday at 6pm from Rosebank to Melrose Arch, and a driver back at 11pm'),
    ).toEqual([
      expect.objectContaining({ place: 'Rosebank' }),
      expect.objectContaining({ place: 'Melrose Arch', time: '23:00' }),
    ]);
  });
});

describe('understand: Afrikaans and isiZulu after the twenty-third set', () => {
  it('reads Afrikaans questions and requests in new words', () => {
    expect(read('Wanneer is my proeftyd verby?')).toMatchObject({
      topics: ['renewal'],
      language: 'af',
    });
    expect(read('Is ons bespreking vir Sondag nog reg?')).toMatchObject({
      kind: 'act',
      action: 'status',
    });
    expect(read('Wat sê die weervoorspelling vir Durban?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(requests("'n Walvisboot in Hermanus Saterdag om 9 vir 4")).toEqual([
      expect.objectContaining({ service: 'yacht_charter', place: 'Hermanus', party: 4 }),
    ]);
  });

  it('reads isiZulu questions and requests in new words', () => {
    expect(read('Uyakhumbula ukuthi angiyidli inyama?')).toMatchObject({
      topics: ['memory'],
      language: 'zu',
    });
    expect(read('Ngicela i-villa ihlehliswe ngamasonto amabili')).toMatchObject({
      action: 'change',
      changes: { date: '2026-02-18' },
    });
    expect(read('Umshayeli wakusasa usemtholile?')).toMatchObject({
      action: 'status',
      candidates: [requestId('driver_tomorrow')],
    });
  });
});
