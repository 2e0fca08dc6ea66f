import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { read, requests, withOpen } from '../../../test/concierge-sets/morning-readers';

const PENDING = [
  requestId('table_tonight'),
  requestId('driver_tomorrow'),
  requestId('chef'),
  requestId('villa'),
];

/**
 * What the engine learned in session 29 from the twenty-fifth held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the twenty-fifth set', () => {
  it('reads a request asked to be moved in the passive, and the count it becomes', () => {
    expect(read("Can Saturday's chef be moved to 8pm?")).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { time: '20:00' },
    });
    expect(read('The chef for eight on Saturday, can we make it ten people?')).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { partySize: 10 },
    });
    expect(read("Remove two people from Sunday's boat, so eight")).toMatchObject({
      action: 'change',
      candidates: [requestId('yacht')],
      changes: { partySize: 8 },
    });
  });

  it('reads words for the provider after a long "let ... know", and a sign to hold', () => {
    expect(
      read('Please let the driver coming to fetch me tomorrow know that I use a wheelchair'),
    ).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { notes: expect.stringContaining('wheelchair') },
    });
    expect(read("Could tomorrow's airport driver hold a board with our name")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { notes: expect.stringContaining('board') },
    });
  });

  it('cancels what is not needed after all, and what clashes with something else', () => {
    expect(read("I don't need the chef on Saturday after all")).toMatchObject({
      action: 'cancel',
      candidates: [requestId('chef')],
    });
    expect(
      read('My work trip clashes with the villa in Camps Bay, please cancel it'),
    ).toMatchObject({ action: 'cancel', candidates: [requestId('villa')] });
  });

  it("reads requests named by what they are still waiting for, and someone else's cancel", () => {
    expect(read('Anything that is still pending, cancel it')).toMatchObject({
      action: 'cancel',
      candidates: PENDING,
    });
    expect(read('Any news on whatever is waiting for a reply?')).toMatchObject({
      action: 'status',
      candidates: PENDING,
    });
    expect(read("How's that villa request coming along?")).toMatchObject({
      action: 'status',
      candidates: [requestId('villa')],
    });
    expect(
      read('Move the table tonight to tomorrow, same time, our nanny cancelled'),
    ).toMatchObject({ action: 'change', candidates: [requestId('table_tonight')] });
  });
});

describe('understand: questions after the twenty-fifth set', () => {
  it('reads the allowance, the next charge and the trial in other words', () => {
    expect(read('How many bookings are still open to me this month?')).toMatchObject({
      topics: ['allowance'],
    });
    expect(read('Is there a limit on how many requests I can make?')).toMatchObject({
      topics: ['allowance'],
    });
    expect(read('When will you bill me next?')).toMatchObject({ topics: ['renewal'] });
    expect(read('How long is left on the trial?')).toMatchObject({ topics: ['renewal'] });
  });

  it('reads messages from providers, a preference kept, and what Aurum does', () => {
    expect(read('Have the vendors sent us any messages?')).toMatchObject({
      topics: ['provider_said'],
    });
    expect(read('I mentioned I avoid dairy, have you got that written down?')).toMatchObject({
      topics: ['memory'],
    });
    expect(read('If I chat in isiZulu, will you understand?')).toMatchObject({
      topics: ['capabilities'],
    });
    expect(read('Could I leave you a voice note?')).toMatchObject({ topics: ['capabilities'] });
    expect(read('Could you organise an entire wedding?')).toMatchObject({
      topics: ['capabilities'],
    });
  });

  it('leaves explanations and kitchen tips to a search, but a member explaining wants a person', () => {
    expect(read('Could you explain the offside rule to me?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('How do I tell if a watermelon is ripe?')).toMatchObject({ kind: 'out_of_scope' });
    expect(read("I'd rather explain it to one of your people on the phone")).toMatchObject({
      kind: 'human',
    });
  });
});

describe('understand: new requests after the twenty-fifth set', () => {
  it('counts parents with the people counted, and keeps a side of the place with its table', () => {
    expect(requests('A table for my in-laws and the 4 of us tomorrow at 1')).toMatchObject([
      { service: 'dining', party: 6 },
    ]);
    expect(requests('A table in Constantia tonight at 8, the wine farm side')).toHaveLength(1);
  });

  it('reads a car described after it is asked for, from the day the weekend starts', () => {
    expect(
      requests(
        'A convertible for the weekend in Stellenbosch? Something like a Mercedes, from Friday',
      ),
    ).toMatchObject([{ service: 'luxury_vehicle', place: 'Stellenbosch', date: '2026-01-16' }]);
  });
});

describe('understand: several requests after the twenty-fifth set', () => {
  it('keeps a florist who dresses the tables apart from the dinner', () => {
    expect(
      requests(
        'A caterer for a lunch in Bryanston on Sunday at 1pm for 20, and a florist to dress the tables that morning',
      ),
    ).toMatchObject([{ party: 20 }, { service: 'other', time: '09:00' }]);
  });

  it('reads a service for someone arriving, and a ride from there', () => {
    expect(
      requests(
        'Security for my guest landing at King Shaka on Monday at 11am, plus a car to take her from there',
      ),
    ).toMatchObject([
      { service: 'security', place: 'King Shaka', time: '11:00' },
      { service: 'personal_driver', place: 'King Shaka' },
    ]);
  });

  it('reads the party said in a sentence of its own, corrected', () => {
    expect(
      requests("We're 4, no wait, 6. Dinner for us in Rosebank tomorrow at 7pm"),
    ).toMatchObject([{ service: 'dining', party: 6 }]);
  });

  it('splits an outing at its own hour from a car with a driver', () => {
    expect(
      requests(
        'Stag day: a van with a driver from Sandton on Saturday at 9am, paintball in Muldersdrift at 11am',
      ),
    ).toHaveLength(2);
  });

  it('reads an amount of people before the dinner it names, and a ride between two places', () => {
    expect(read('Minus two for the eight-person dinner on Saturday')).toMatchObject({
      action: 'change',
      candidates: [requestId('chef')],
      changes: { partySize: 6 },
    });
    expect(requests('I need a car from Lanseria on Friday at 2pm to Rosebank')).toMatchObject([
      { service: 'personal_driver', place: 'Lanseria' },
    ]);
    expect(
      requests('Going away next week, could you find me a house sitter in Parkhurst'),
    ).toMatchObject([{ service: 'other' }]);
  });

  it('reads two providers asked about together, and the confirmed provider', () => {
    expect(read('What did the chef and the boat company say?')).toMatchObject({
      kind: 'question',
      topics: ['provider_said'],
    });
    expect(read('Any update from the confirmed supplier?')).toMatchObject({
      action: 'status',
      candidates: [requestId('yacht'), requestId('driver_friday')],
    });
    expect(read('How is die chef booking looking?')).toMatchObject({ language: 'af' });
  });

  it('reads someone asked to source a thing', () => {
    expect(requests('Please source a vintage Leica camera for me')).toMatchObject([
      { service: 'personal_shopping' },
    ]);
  });
});

describe('understand: follow-ups after the twenty-fifth set', () => {
  it('reads a count before the change, words for the driver and a sign', () => {
    expect(withOpen('table_new')('Five of us now, and move it to 9pm')).toMatchObject({
      kind: 'follow_up',
      changes: { partySize: 5, time: '21:00' },
    });
    expect(withOpen('driver_new')('Warn the chauffeur: we have three golf bags')).toMatchObject({
      kind: 'follow_up',
      changes: { notes: expect.stringContaining('golf bags') },
    });
    expect(withOpen('driver_new')('Make it 7:15 and please bring a booster seat')).toMatchObject({
      kind: 'follow_up',
      changes: { time: '07:15', notes: expect.stringContaining('booster') },
    });
  });

  it('reads the other request meant in new words', () => {
    expect(withOpen('cancel_driver')("No, Friday's Cape Town driver")).toMatchObject({
      other: true,
    });
    expect(
      withOpen('cancel_driver')('Leave tomorrow alone, the Cape Town one must go'),
    ).toMatchObject({ other: true });
    expect(withOpen('change_chef')('I was referring to the villa')).toMatchObject({ other: true });
  });
});

describe('understand: Afrikaans and isiZulu after the twenty-fifth set', () => {
  it('reads pending requests, providers and "then" in Afrikaans', () => {
    expect(read('Watter van ons besprekings is nog hangende?')).toMatchObject({
      language: 'af',
      topics: ['requests'],
    });
    expect(read('Kanselleer alles wat nog nie bevestig is nie')).toMatchObject({
      action: 'cancel',
      candidates: PENDING,
    });
    expect(read('Dan and I want a table tonight at 8')).toMatchObject({ language: 'en' });
  });

  it('reads what is planned and a food kept in mind in isiZulu', () => {
    expect(read('Yini ehleliwe ngoMgqibelo?')).toMatchObject({
      language: 'zu',
      topics: ['upcoming'],
    });
    expect(read('Ingabe unakho ukuthi angiyidli inhlanzi?')).toMatchObject({
      language: 'zu',
      topics: ['memory'],
    });
  });
});
