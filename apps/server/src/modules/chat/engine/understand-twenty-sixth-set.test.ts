import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, requests, withOpen } from '../../../test/concierge-sets/morning-readers';

const CONFIRMED = [requestId('yacht'), requestId('driver_friday')];

/**
 * What the engine learned in session 30 from the twenty-sixth held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the twenty-sixth set', () => {
  it('reads a booking asked to slide, and "so make it" after someone joining', () => {
    expect(read('Roads are jammed, can the 8pm table slide to 9?')).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { time: '21:00' },
    });
    expect(
      read('My cousin will join us at the Woodstock dinner tonight, so make it three'),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight')],
      changes: { partySize: 3 },
    });
  });

  it('reads a driving job, a scratched booking and a long "let ... know"', () => {
    expect(read('Has anyone accepted the driving job for tomorrow?')).toMatchObject({
      action: 'status',
      candidates: [requestId('driver_tomorrow')],
    });
    expect(read('Scratch the villa in Camps Bay')).toMatchObject({
      action: 'cancel',
      candidates: [requestId('villa')],
    });
    expect(read("Let next Friday's Cape Town driver know I have a wheelchair")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_friday')],
      changes: { notes: expect.stringContaining('wheelchair') },
    });
  });

  it('reads a meal named bare and moved, and the confirmed one still going ahead', () => {
    expect(read('Could dinner start at 8:30 instead?')).toMatchObject({
      action: 'change',
      candidates: [requestId('table_tonight'), requestId('chef')],
      changes: { time: '20:30' },
    });
    expect(read('Is the one that was confirmed still going ahead?')).toMatchObject({
      action: 'status',
      candidates: CONFIRMED,
    });
  });
});

describe('understand: questions after the twenty-sixth set', () => {
  it('reads a membership rolling over and a list asked for someone else', () => {
    expect(read('When does my plan roll over to the next month?')).toMatchObject({
      kind: 'question',
      topics: ['renewal'],
    });
    expect(read('For my accountant: every request I have made')).toMatchObject({
      kind: 'question',
      topics: ['requests'],
    });
    expect(read('wat did the chef reply?')).toMatchObject({ language: 'en' });
  });

  it('reads what Aurum does, asked in new words', () => {
    expect(read('Is it ok if I message you in Afrikaans?')).toMatchObject({
      kind: 'question',
      topics: ['capabilities'],
    });
    expect(read('Is travel insurance something you can help with?')).toMatchObject({
      kind: 'question',
      topics: ['capabilities'],
    });
  });
});

describe('understand: new requests after the twenty-sixth set', () => {
  it('reads a family counted in words, a chef’s counter and oysters at a named place', () => {
    expect(
      requests('Lunch at Delaire Graff on Saturday for nine adults and three kids'),
    ).toMatchObject([{ service: 'dining', party: 12 }]);
    expect(requests("Two seats at the chef's counter at Fyn tomorrow at 7pm")).toMatchObject([
      { service: 'dining', party: 2 },
    ]);
    expect(requests('Sushi at the V&A for 3 on Saturday at 1')).toMatchObject([
      { service: 'dining', party: 3 },
    ]);
  });

  it('reads an evening gown and a small child’s birthday at a morning hour', () => {
    expect(
      requests('A personal shopper to find me an evening dress in Rosebank on Saturday at 10'),
    ).toMatchObject([{ service: 'personal_shopping', time: '10:00' }]);
    expect(
      requests(
        "Please plan my daughter's second birthday party at home in Fourways on Sunday at 10",
      ),
    ).toMatchObject([{ time: '10:00' }]);
  });

  it('reads where a ride home starts, a car hired again by "one" and a watch to source', () => {
    expect(
      requests('Can someone drive us home to Sandton after a show in Melville tonight at 11pm?'),
    ).toMatchObject([{ service: 'personal_driver', place: 'Melville' }]);
    expect(
      requests(
        'My wife dreams of a Ferrari for her birthday. Could we hire one for Saturday at 10am in Illovo?',
      ),
    ).toMatchObject([{ service: 'luxury_vehicle', place: 'Illovo' }]);
    expect(requests('Please find me a Rolex Daytona, I live in Umhlanga')).toMatchObject([
      { service: 'personal_shopping' },
    ]);
    expect(
      requests('A cabriolet for the coast road, collected at King Shaka on the 20th at 9am'),
    ).toMatchObject([{ place: 'King Shaka', time: '09:00' }]);
  });
});

describe('understand: several requests after the twenty-sixth set', () => {
  it('reads a return flight, and where a car collects the party', () => {
    expect(
      requests(
        'A flight from Lanseria to George on the 20th at 8am, and the return from George on the 24th at 5pm',
      ),
    ).toMatchObject([
      { service: 'travel', place: 'Lanseria' },
      { service: 'travel', date: '2026-01-24', time: '17:00' },
    ]);
    expect(
      requests(
        '1) a minibus with driver to collect us in Bryanston on Saturday at 9am for a day at Maropeng 2) lunch for 6 at Maropeng at 1pm',
      ),
    ).toMatchObject([{ place: 'Bryanston' }, { service: 'dining' }]);
  });

  it('reads "there" in a lettered list, and a line headed by its hour', () => {
    expect(
      requests(
        'a) a planner for our launch at the Sandton Convention Centre on the 22nd b) guards there from 6pm',
      ),
    ).toMatchObject([
      { place: 'Sandton Convention' },
      { place: 'Sandton Convention', time: '18:00' },
    ]);
    expect(
      requests(
        'Tomorrow\n9am: massage at my hotel in Rosebank\n7pm: a driver from Rosebank to Parktown',
      ),
    ).toMatchObject([{ time: '09:00' }, { service: 'personal_driver', time: '19:00' }]);
  });

  it('reads a light aircraft, a private dinner at a named estate, and people who see to themselves', () => {
    expect(
      requests(
        'A light aircraft from Lanseria to Sabi Sand on Friday at 8am, and a lodge there from Friday for 2',
      ),
    ).toMatchObject([{ service: 'travel' }, { service: 'accommodation' }]);
    expect(
      requests(
        'Our team is in Franschhoek next week. On Monday we need a bus with a driver at Cape Town International at 9am. Two managers will take an Uber, so don’t worry about them. On Monday evening a private dinner for 14 at La Residence at 7pm.',
      ),
    ).toHaveLength(2);
  });
});

describe('understand: follow-ups after the twenty-sixth set', () => {
  it('reads "make it for", the same time kept and a reason after the hour', () => {
    expect(
      withOpen('table_new')('Make it for six please, four more friends are coming'),
    ).toMatchObject({ kind: 'follow_up', changes: { partySize: 6 } });
    expect(withOpen('table_new')('Friday rather, same time, tonight is impossible')).toMatchObject({
      kind: 'follow_up',
      changes: { date: '2026-01-16' },
    });
    expect(withOpen('driver_new')('Later please, 10am, I want to miss the traffic')).toMatchObject({
      kind: 'follow_up',
      changes: { time: '10:00' },
    });
  });

  it('keeps the day it already is, and reads the other request in new words', () => {
    const later = withOpen('driver_new')('Tomorrow morning instead, 10:30');
    expect(later).toMatchObject({ kind: 'follow_up', changes: { time: '10:30' } });
    expect(later).not.toMatchObject({ changes: { date: expect.anything() } });
    expect(
      withOpen('cancel_driver')("Keep tomorrow's, cancel the Friday booking instead"),
    ).toMatchObject({ other: true });
    expect(
      withOpen('cancel_driver')("Tomorrow's pickup is fine, it's the confirmed one that has to go"),
    ).toMatchObject({ other: true });
  });
});

describe('understand: Afrikaans, isiZulu and mixed after the twenty-sixth set', () => {
  it('reads a function to arrange, a count, the same time and instead in Afrikaans', () => {
    expect(
      requests("Ek wil 'n maatskappyfunksie vir 30 mense in Pretoria op die 20ste laat reël"),
    ).toMatchObject([{ service: 'event_planning' }]);
    expect(read('Ons sal sewe wees vir die aandete op Saterdag')).toMatchObject({
      action: 'change',
      changes: { partySize: 7 },
    });
    expect(read('Skuif die chef na Sondag, selfde tyd')).toMatchObject({
      action: 'change',
      changes: { date: '2026-01-18' },
    });
    expect(read('Weet jy nog dat ek nie sampioene eet nie?')).toMatchObject({
      kind: 'question',
      topics: ['memory'],
    });
  });

  it('reads a place after kwe-, sports and a sum in isiZulu', () => {
    expect(requests('Ngicela isikebhe phezu kweThekwini ngoMgqibelo ngo-10 ekuseni')).toMatchObject(
      [{ place: 'Durban' }],
    );
    expect(read('Ngicela ungitshele ukuthi iBanyana Banyana idlala nini')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('Kungakanani u-15% we-R2 000?')).toMatchObject({
      kind: 'out_of_scope',
      language: 'zu',
    });
  });

  it('reads a party and an hour in Afrikaans among English words, and a new flight', () => {
    expect(requests('Can you book a table vir ons drie tonight at 8 in Sandton?')).toMatchObject([
      { service: 'dining', party: 3, time: '20:00' },
    ]);
    expect(requests('Book us a boat in Knysna on Saturday om elfuur for 4')).toMatchObject([
      { time: '11:00' },
    ]);
    expect(read("We're nou 9 for the chef on Saturday")).toMatchObject({
      action: 'change',
      changes: { partySize: 9 },
    });
    expect(
      requests(
        'My flight was cancelled. Can you book me a new one from Durban to Cape Town on the 22nd at 2pm?',
      ),
    ).toMatchObject([{ service: 'travel' }]);
  });

  it('reads sport, a toddler and a person in new words', () => {
    expect(read("Who's winning the rugby?")).toMatchObject({ kind: 'out_of_scope' });
    expect(read('What year was the first Comrades Marathon run?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('How do I get my puppy to stop chewing shoes?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('Put me through to one of your human concierges')).toMatchObject({ kind: 'human' });
  });
});
