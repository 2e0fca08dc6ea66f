import { describe, expect, it } from 'vitest';
import { glossToEnglish } from './language/language';
import { newRequests } from './new-requests';
import { setsTheScene, splitSceneFromAsk, tellsOwnTravel } from './scene';
import { countedItems } from './split-requests';
import { namesUnknownVenue, weekdayAfter } from './shared-details';

/** A Wednesday morning in Johannesburg (14 January 2026). */
const NOW = new Date('2026-01-14T08:00:00Z');
const read = (text: string) =>
  newRequests(text, text, false, NOW).map((r) => ({
    type: r.dining ? 'table' : r.intent?.serviceType,
    place: r.where?.location ?? null,
    date: r.when.date,
    time: r.when.time,
    party: r.partySize,
  }));

describe('scene-setting clauses (ADR 084)', () => {
  it('knows a journey told from a request', () => {
    expect(tellsOwnTravel('My in-laws fly in from Perth on Sunday')).toBe(true);
    expect(tellsOwnTravel('they land at King Shaka at 9:10am on the Airlink flight')).toBe(true);
    expect(tellsOwnTravel('I will drive us to the airport myself')).toBe(true);
    expect(tellsOwnTravel('no flights for the kids, they come by car')).toBe(true);
    expect(tellsOwnTravel('please book us flights to George')).toBe(false);
    // "when I land" says when the car is wanted.
    expect(tellsOwnTravel('a car at King Shaka when I land')).toBe(false);
    // What is in brackets is an aside: "a lunch (we will drive ourselves)" still asks.
    expect(tellsOwnTravel('a long lunch for 9 at 1pm (we will drive them ourselves)')).toBe(false);
  });

  it('counts an occasion said alone as scene', () => {
    expect(setsTheScene('Birthday celebration')).toBe(true);
    expect(setsTheScene("It's for our anniversary.")).toBe(true);
    expect(setsTheScene('a birthday party planner for Saturday')).toBe(false);
    expect(
      read(
        'Could I get a booking for 12 at a restaurant in Menlyn tomorrow night? Birthday celebration',
      ),
    ).toMatchObject([{ type: 'table', place: 'Menlyn', party: 12 }]);
  });

  it('counts greetings, thanks, helpers and discretion as scene', () => {
    expect(setsTheScene('Thanks so much, this trip means a lot to us.')).toBe(true);
    expect(setsTheScene('The twins will stay with their granny.')).toBe(true);
    expect(setsTheScene("Please don't mention the party if a supplier phones the house")).toBe(
      true,
    );
    expect(setsTheScene('I am hosting a dinner on the 9th and I need proper help with it')).toBe(
      true,
    );
    expect(setsTheScene('We would like a chef at the house on Friday')).toBe(false);
  });

  it('splits the journey from the request after ", so"', () => {
    expect(
      splitSceneFromAsk('My sister lands at Lanseria at 4pm, so please send a driver for her'),
    ).toEqual(['My sister lands at Lanseria at 4pm', 'please send a driver for her']);
    expect(splitSceneFromAsk('Dinner at 8, so please book a table')).toEqual([
      'Dinner at 8, so please book a table',
    ]);
  });
});

describe('shared details between parts (ADR 084)', () => {
  it('reads "the Friday" as the Friday after the day said before', () => {
    expect(weekdayAfter('On the Friday we want a chef', '2026-01-22')).toBe('2026-01-23');
    expect(weekdayAfter('on the Sunday a boat', '2026-01-22')).toBe('2026-01-25');
    expect(weekdayAfter('next Friday', '2026-01-22')).toBeNull();
    expect(weekdayAfter('On the Friday', null)).toBeNull();
  });

  it('knows a venue the gazetteer does not', () => {
    expect(namesUnknownVenue('a table for 2 at Fable at 8pm')).toBe(true);
    expect(namesUnknownVenue('flights to Zanzibar on the 3rd')).toBe(true);
    expect(namesUnknownVenue('a chef at Christmas')).toBe(false);
    expect(namesUnknownVenue('a table at 8 on Friday')).toBe(false);
  });

  it('tells each item of a counted list as its own request', () => {
    expect(
      countedItems('Two tables: one for 3 at noon in Parkhurst, one for 8 at 7pm in Melrose'),
    ).toEqual(['a table for 3 at noon in Parkhurst', 'a table for 8 at 7pm in Melrose']);
    expect(countedItems('Three rooms: 2 people each')).toBeNull();
  });
});

describe('multi-request messages: one request each, nothing more (ADR 084)', () => {
  it('gives an arrival time and airport to the ride that meets it', () => {
    const text =
      'Hello! My brother and his wife are flying in from Dubai next Saturday. They land at King Shaka at 9:10am, so please have a chauffeur waiting for them and take them to the Oyster Box. On the Sunday we would like a table for 4 at the Oyster Box at 1pm. Thank you so much!';
    expect(read(text)).toEqual([
      {
        type: 'personal_driver',
        place: 'King Shaka',
        date: '2026-01-24',
        time: '09:10',
        party: null,
      },
      { type: 'table', place: 'Oyster Box', date: '2026-01-25', time: '13:00', party: 4 },
    ]);
  });

  it('keeps "the same driver", "a proper one" and "take them to" with the request before', () => {
    const text =
      'On Friday I need a driver from Houghton at 8am, a proper one with water in the car. Then the same driver on standby for the afternoon would be great, and take me to Sandton.';
    expect(read(text)).toHaveLength(1);
  });

  it('applies a correction to the request it names', () => {
    const text =
      'A boat charter from Knysna on Saturday at 9am and a chef at our house in Plett on Saturday at 7pm. Sorry, make the boat Sunday at 10am.';
    const [boat, chef] = read(text);
    expect(boat).toMatchObject({ type: 'yacht_charter', date: '2026-01-18', time: '10:00' });
    expect(chef).toMatchObject({ type: 'private_chef', date: '2026-01-17', time: '19:00' });
  });

  it('files two counted tables as two, and a table at an unknown venue at no borrowed place', () => {
    expect(
      read(
        'Two tables please: one for 2 at 7 tonight in Melville, one for 5 tomorrow at 1pm in Parkhurst',
      ),
    ).toHaveLength(2);
    const [driver, table] = read(
      'A driver from Rosebank at 6:30pm and a table for 2 at Fable at 7pm',
    );
    expect(driver).toMatchObject({ place: 'Rosebank' });
    expect(table).toMatchObject({ type: 'table', place: null });
  });

  it('drops what the member sees to themselves and keeps the stay place for "at the house"', () => {
    const text =
      'We need a house in Kenton-on-Sea from the 3rd for 8 of us. On the 5th a private chef at the house for all 8 at 7pm. We will drive ourselves, so no driver needed.';
    const readings = read(text);
    expect(readings.map((r) => r.type)).toEqual(['accommodation', 'private_chef']);
    expect(readings[1]).toMatchObject({ party: 8 });
  });

  it('keeps the party size said in a sentence of its own in Afrikaans and isiZulu', () => {
    const af =
      "Kan jy 'n tafel vir ons bespreek in Stellenbosch Saterdag om 7 die aand? Ons is vyf";
    const zu = 'Ngicela itafula eRosebank ngoMgqibelo ngo-7 kusihlwa. Sizoba ngu-6';
    for (const [text, language, size] of [
      [af, 'af', 5],
      [zu, 'zu', 6],
    ] as const) {
      const [table] = newRequests(glossToEnglish(text, language), text, true, NOW);
      expect(table).toMatchObject({ dining: true, partySize: size, text });
    }
  });

  it('keeps services of the type "other" apart and an event with what it holds together', () => {
    expect(
      read('golf at Fancourt friday at 8am, spa at 2pm after, dinner for 4 in George at 7pm'),
    ).toMatchObject([
      { type: 'other', place: 'Fancourt', time: '08:00' },
      { type: 'other', time: '14:00' },
      { type: 'table', place: 'George', time: '19:00', party: 4 },
    ]);
    expect(
      read(
        'a chef for 20 at the Steenberg Estate on Saturday at 6pm, a string quartet at 5, and security from 5 to midnight',
      ),
    ).toMatchObject([
      { type: 'private_chef', time: '18:00', party: 20 },
      { type: 'other', time: '17:00' },
      { type: 'security', time: '17:00' },
    ]);
    const party = read(
      'Book a private chef for 12 in Waterkloof on Saturday at 6pm and organise decor and a DJ for the party',
    );
    expect(party.map((r) => r.type)).toEqual(['private_chef', 'event_planning']);
  });

  it('reads "from there", "there" and a bare hour after an evening request', () => {
    expect(
      read(
        'For the 30th: table for 2 at the Nelly at 7pm, and then a driver from there to Bantry Bay at 10:30',
      ),
    ).toMatchObject([
      { type: 'table', place: 'Mount Nelson', time: '19:00' },
      { type: 'personal_driver', place: 'Mount Nelson', time: '22:30' },
    ]);
    expect(
      read(
        'Can you sort a chauffeur from Menlyn to Montecasino on Saturday at 7pm and a table for 4 there at 8',
      ),
    ).toMatchObject([
      { type: 'personal_driver', place: 'Menlyn' },
      { type: 'table', place: 'Montecasino', time: '20:00', party: 4 },
    ]);
    // "the day before at 10": the day of the request before, less one, and its own hour.
    expect(read('a chef on Saturday at 7pm and a shopper the day before at 10')).toMatchObject([
      { type: 'private_chef', date: '2026-01-17', time: '19:00' },
      { type: 'personal_shopping', date: '2026-01-16', time: '10:00' },
    ]);
    // Lunch before a ride keeps its morning hour.
    expect(
      read(
        'A table for 8 at the Oyster Box on Sunday at 12:30 and a driver from Ballito to the Oyster Box at 11:45',
      ),
    ).toMatchObject([{ time: '12:30' }, { time: '11:45' }]);
  });

  it('dates a bare weekday after "next Wednesday" in that week, and meets a flight where it lands', () => {
    // From a Wednesday, "next Wednesday" is the 21st; the Thursday after it the 22nd, not the 15th.
    expect(
      read(
        'My flight lands in Cape Town at 3pm from Durban next Wednesday, please have a driver waiting, then on Thursday a table for 4 in Camps Bay at 8',
      ),
    ).toMatchObject([
      { type: 'personal_driver', place: 'Cape Town', date: '2026-01-21', time: '15:00' },
      { type: 'table', place: 'Camps Bay', date: '2026-01-22', time: '20:00', party: 4 },
    ]);
    // The same weekday again is that very day.
    expect(
      read(
        'Next Wednesday a driver from OR Tambo at 9, then Wednesday evening dinner for 2 in Sandton at 7',
      ),
    ).toMatchObject([{ date: '2026-01-21' }, { date: '2026-01-21', time: '19:00' }]);
    // "Next Thursday" in the later part is its own day.
    expect(read('a driver next Wednesday at 9 and a chef next Thursday at 7pm')).toMatchObject([
      { date: '2026-01-21' },
      { date: '2026-01-22' },
    ]);
  });

  it('keeps where a hire is picked up with it, and a day said after the request', () => {
    expect(
      read('can i get a convertible to drive chappies on saturday? picking up in Hout Bay at 10'),
    ).toEqual([
      { type: 'luxury_vehicle', place: 'Hout Bay', date: '2026-01-17', time: '10:00', party: null },
    ]);
    // A ride of its own that picks someone up is still its own request.
    expect(
      read(
        'A yacht from the V&A on Sunday at 2, and a driver picking us up in Sandton at 6pm on Friday',
      ),
    ).toMatchObject([{ type: 'yacht_charter' }, { type: 'personal_driver', place: 'Sandton' }]);
    expect(
      read(
        'Please organise a proposal setup on the beach at Umhloti... sorry Umdloti, Saturday at sunset',
      ),
    ).toMatchObject([{ type: 'event_planning', date: '2026-01-17', time: '18:00' }]);
  });

  it('reads a meal for a party after a request as a table, and a car that takes them as a driver', () => {
    expect(
      read('yacht in Knysna sunday 11am for 8 of us and lunch after at 2 for 8 as well'),
    ).toMatchObject([
      { type: 'yacht_charter', time: '11:00', party: 8 },
      { type: 'table', place: 'Knysna', time: '14:00', party: 8 },
    ]);
    // A dinner for the chef's guests is the chef's.
    expect(read('chef tomorrow night at our house in Saxonwold, dinner for 4')).toHaveLength(1);
    expect(
      read('we need a chef at the holiday house in Keurboomstrand in 3 days, dinner at 7:30 for 8'),
    ).toMatchObject([{ type: 'private_chef', time: '19:30', party: 8 }]);
    // The colon of a time is no list: "dinner at 8:30 afterwards" is a request of its own.
    expect(
      read(
        'Sunset cruise from the Waterfront on Friday for 12 and dinner at 8:30 afterwards in Green Point for 12 too',
      ),
    ).toMatchObject([
      { type: 'yacht_charter', place: 'V&A Waterfront', time: '18:00' },
      { type: 'table', place: 'Green Point', time: '20:30', party: 12 },
    ]);
    expect(
      read('table for 2 at 7 tonight in Parkhurst and a car to take us home after at 10'),
    ).toMatchObject([{ type: 'table' }, { type: 'personal_driver', time: '22:00' }]);
    // A car hired for the day stays a car.
    expect(
      read(
        'close protection in Sandton tomorrow at 9am, and a luxury car for the day from Sandton at 8am',
      ),
    ).toMatchObject([{ type: 'security' }, { type: 'luxury_vehicle' }]);
  });

  it('puts a stay where the trip before it goes, and "the same day" gives the day only', () => {
    expect(
      read(
        'can you get us helicopter flights from Lanseria to Sun City on saturday at 9 and a room at the Palace for saturday night',
      ),
    ).toMatchObject([
      { type: 'travel', place: 'Lanseria' },
      { type: 'accommodation', place: 'Sun City' },
    ]);
    expect(
      read(
        'a Rolls Royce with chauffeur for our wedding in Stellenbosch on the 6th at 2pm and a wedding planner for the same day',
      ),
    ).toMatchObject([
      { time: '14:00' },
      { type: 'event_planning', date: '2026-02-06', time: null },
    ]);
  });

  it('splits an introduction from the first request after its colon', () => {
    expect(
      read(
        'Can you sort out the following for my parents visiting: a driver from Lanseria on Tuesday at 10:30, a hotel in Melrose Arch from Tuesday for 3 nights, and lunch for 4 in Rosebank on Wednesday',
      ),
    ).toMatchObject([
      { type: 'personal_driver', place: 'Lanseria', date: '2026-01-20', time: '10:30' },
      { type: 'accommodation', place: 'Melrose Arch', date: '2026-01-20', time: null },
      { type: 'table', place: 'Rosebank', party: 4 },
    ]);
  });

  it('sets conditions, checks and discretion aside in a long brief', () => {
    const readings = read(
      "Quick brief on the family safari we discussed last week. There are 6 of us. Please book a lodge in the Sabi Sand from Friday. I know the kids can't go on all the drives at some lodges so please check that. If the lodge needs passport details, please send them to my e-mail.",
    );
    expect(readings).toMatchObject([{ type: 'accommodation', place: 'Sabi Sand', party: 6 }]);
  });
});
