import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { understand } from './understand';

/** Ten o'clock on a Wednesday morning in Johannesburg. */
const MORNING = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(MORNING);
const read = (text: string) => understand(text, situation);

/** Each new request read from a message: its service, place, day, time and party. */
const requests = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => ({
        service: r.dining ? 'dining' : r.intent?.serviceType,
        place: r.where?.location ?? null,
        date: r.when.date,
        time: r.when.time,
        party: r.partySize,
      }))
    : understood.kind;
};

/** What the engine learned in session 23, before and after the fourteenth held-out set. */
describe('understand: new requests', () => {
  it('reads a heading that says where, then each request under it', () => {
    expect(
      requests(
        'next weekend in the Drakensberg: a lodge near Champagne Castle from Friday, a guided hike Saturday at 8',
      ),
    ).toMatchObject([{ service: 'accommodation' }, { service: 'other', time: '08:00' }]);
  });

  it('reads fly fishing as an outing, a sundowner drive and a cleaning crew as services', () => {
    expect(
      requests('a cottage in Dullstroom from Friday plus a fly fishing guide on Saturday at 6am'),
    ).toMatchObject([{ service: 'accommodation' }, { service: 'other', time: '06:00' }]);
    expect(requests('a cleaning crew at our house in Bryanston on Monday at 9')).toMatchObject([
      { service: 'other' },
    ]);
  });

  it('reads an early ride to the airport, and a 24-hour clock, as the morning', () => {
    expect(requests('a car from Midrand to OR Tambo at 5:30 on Friday')).toMatchObject([
      { time: '05:30' },
    ]);
    expect(requests('driver from Lanseria 07:15 on Thursday')).toMatchObject([{ time: '07:15' }]);
    // No run to the airport at 3 in the morning.
    expect(requests('a driver on Friday at 3 to King Shaka')).toMatchObject([{ time: '15:00' }]);
  });

  it('takes the day of a month named over a weekday or a bare day', () => {
    expect(
      requests('a gala dinner for 80 people, Friday 11 December, at the Oyster Box'),
    ).toMatchObject([{ date: '2026-12-11' }]);
    expect(
      requests('business class flights to Dubai on the 2nd of March, back on the 9th'),
    ).toMatchObject([{ service: 'travel', date: '2026-03-02' }]);
  });

  it('reads the service asked for a stay or a trip, not the stay', () => {
    expect(
      requests('Groceries for our arrival at the cottage in Knysna on the 20th'),
    ).toMatchObject([{ service: 'personal_shopping' }]);
    expect(
      requests('a luxury SUV for our Karoo trip, to collect at the airport on the 3rd at 11am'),
    ).toEqual([expect.objectContaining({ service: 'luxury_vehicle', time: '11:00' })]);
    expect(requests('a Mercedes without a driver for the weekend')).toMatchObject([
      { service: 'luxury_vehicle' },
    ]);
  });

  it('counts the people around "us" and "me"', () => {
    expect(
      requests('a table in Parkhurst on Friday evening for my parents and us, so 4'),
    ).toMatchObject([{ party: 4 }]);
    expect(requests('dinner for me and two colleagues in Rosebank tonight at 7')).toMatchObject([
      { service: 'dining', party: 3 },
    ]);
    expect(requests('a table for lunch in Greenside tomorrow at 1, just him and me')).toMatchObject(
      [{ party: 2 }],
    );
  });

  it('reads clock times in words and a table "after" as the same people', () => {
    expect(
      requests(
        'a boat from Hout Bay on Saturday for eight at nine and then lunch in Hout Bay at one',
      ),
    ).toMatchObject([
      { service: 'yacht_charter', time: '09:00', party: 8 },
      { service: 'dining', time: '13:00' },
    ]);
    expect(
      requests(
        'a sailing trip from Simon’s Town on Sunday for 5, and a table at Harbour House after at 6',
      ),
    ).toMatchObject([{ party: 5 }, { service: 'dining', party: 5 }]);
  });

  it('reads another day after a comma as another request of the same service', () => {
    expect(
      requests(
        'Next week: Tuesday a boat from the Waterfront at 10, Thursday a sunset cruise at 5pm',
      ),
    ).toMatchObject([{ service: 'yacht_charter' }, { service: 'yacht_charter', time: '17:00' }]);
  });
});

describe('understand: lists of requests', () => {
  it('reads a trip named as a heading as the scene, and the weekdays of "next week"', () => {
    expect(
      requests(
        'Cape Town trip next week: Monday a driver from the airport at 9, Tuesday a boat at 11',
      ),
    ).toMatchObject([
      { service: 'personal_driver', date: '2026-01-19' },
      { service: 'yacht_charter', date: '2026-01-20' },
    ]);
    expect(
      requests(
        'Next week:\nTuesday: a driver from Rosebank at 8\nWednesday: a table for 4 in Parkhurst at 7pm',
      ),
    ).toMatchObject([{ date: '2026-01-20' }, { service: 'dining', date: '2026-01-21' }]);
  });

  it('reads a table named bare in a list, and a service told again with its details', () => {
    expect(
      requests('table tomorrow at 8 for 2 in Greenside, and a driver from Melville at 7:30'),
    ).toMatchObject([{ service: 'dining' }, { service: 'personal_driver' }]);
    expect(
      requests(
        'we need a boat, a chef and a house in Plett from Friday. Chef for 6 on Friday at 7pm.',
      ),
    ).toMatchObject([
      { service: 'yacht_charter' },
      { service: 'private_chef', time: '19:00', party: 6 },
      { service: 'accommodation' },
    ]);
  });

  it('reads a meal to plan and run as event planning, and a bakery as a service', () => {
    expect(
      requests(
        'Please plan a brunch for 30 at Leopard Creek on Sunday, and a stylist in Sandton on Friday',
      ),
    ).toMatchObject([{ service: 'event_planning' }, { service: 'personal_shopping' }]);
    expect(requests('a birthday cake from a bakery in Rosebank on Friday')).toMatchObject([
      { service: 'other' },
    ]);
  });
});

describe('understand: the member’s requests', () => {
  it('reads a request named as a heading, then words for its provider', () => {
    expect(read('For the table tonight: my guest is vegetarian, no meat please')).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { notes: expect.stringContaining('vegetarian') },
    });
  });

  it('reads a ride "to the hotel" as a driver, not a stay', () => {
    expect(read('Is the airport to hotel transfer on Friday sorted?')).toMatchObject({
      action: 'status',
      candidates: [requestId('driver_friday')],
    });
  });

  it('finds "the most recent" request over a day said in the reason', () => {
    expect(read('Remove the latest booking I made, I will do it again on Friday')).toMatchObject({
      kind: 'act',
      action: 'cancel',
      candidates: [requestId('table_tonight')],
    });
  });

  it('leaves out the request the member keeps, with its day', () => {
    expect(read("Don't touch the boat on Sunday, cancel the villa please")).toMatchObject({
      action: 'cancel',
      candidates: [requestId('villa')],
    });
    expect(
      read("We're not cancelling anything, just checking the chef is confirmed"),
    ).toMatchObject({ action: 'status' });
  });

  it('reads notes added to a booking, counts that changed, and a retracted hour', () => {
    expect(read("add to tonight's booking that my husband uses a wheelchair")).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('wheelchair') },
    });
    expect(read('Numbers for the chef have gone up to 10')).toMatchObject({
      changes: { partySize: 10 },
    });
    expect(read('Move the chef to 7pm. Sorry, I mean 7:30')).toMatchObject({
      changes: { time: '19:30' },
    });
    expect(read("Push tomorrow's pickup by a day")).toMatchObject({
      candidates: [requestId('driver_tomorrow')],
      changes: { date: '2026-01-16' },
    });
  });

  it('moves a request to the member’s own place', () => {
    expect(read('Please move the dinner party to our place in Newlands, same time')).toMatchObject({
      candidates: [requestId('chef')],
      changes: { location: 'Newlands' },
    });
  });

  it('asks after a request in new words', () => {
    expect(read('What became of the event planning in Franschhoek?')).toMatchObject({
      action: 'status',
      candidates: [requestId('event')],
    });
    expect(read('Has The Test Kitchen come back to confirm us?')).toMatchObject({
      action: 'status',
      candidates: [requestId('table_tonight')],
    });
  });
});

describe('understand: questions and languages', () => {
  it('reads the trial and the membership paid for as the renewal', () => {
    expect(read('How many days are left on my free trial?')).toMatchObject({
      kind: 'question',
      topics: ['renewal'],
    });
  });

  it('reads memory notes beside the vault', () => {
    expect(read('Do you have a note of my dietary needs?')).toMatchObject({ topics: ['memory'] });
    expect(read('Can you read my vault and your memory notes?')).toMatchObject({
      topics: ['memory', 'vault'],
    });
  });

  it('reads out-of-scope plans and tax', () => {
    expect(read('Plan me a meal plan for the week')).toMatchObject({ kind: 'out_of_scope' });
    expect(read('Ngiyibala kanjani intela yami?')).toMatchObject({ kind: 'out_of_scope' });
  });

  it('reads Afrikaans word order and isiZulu counts', () => {
    expect(
      requests(
        "Vlugte na Kaapstad op die 12de, en 'n kar by die lughawe wanneer ons om 11:40 land",
      ),
    ).toMatchObject([{ service: 'travel' }, { time: '11:40' }]);
    expect(requests('Ngicela itafula eRosebank ngoMgqibelo ntambama, sisihlanu')).toMatchObject([
      { service: 'dining', party: 5 },
    ]);
  });
});
