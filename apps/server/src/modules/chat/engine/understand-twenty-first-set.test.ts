import { describe, expect, it } from 'vitest';
import { requestId } from '../../../test/concierge-sets/member-requests';
import { understand } from './understand';
import { situation, read, withOpen, requests } from '../../../test/concierge-sets/morning-readers';

/**
 * What the engine learned in session 27 from the twenty-first held-out set, in words of its own
 * (no row of the set).
 */
describe('understand: actions after the twenty-first set', () => {
  it('reads words for a provider named by its name, or asked to do something', () => {
    expect(read('Please let Shield Protection know we now need two officers')).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('two officers') },
    });
    expect(
      read(
        'Could you ask The Test Kitchen to keep us a quiet corner tonight? It is our anniversary',
      ),
    ).toMatchObject({
      action: 'change',
      changes: { notes: expect.stringContaining('quiet corner') },
    });
    expect(read('Please mention to the villa hosts that we arrive after dark')).toMatchObject({
      action: 'change',
      changes: { notes: 'we arrive after dark' },
    });
  });

  it('reads a change said after a heading, a swap, and a value kept', () => {
    expect(read("Tomorrow's pickup: make it 9:30")).toMatchObject({
      action: 'change',
      candidates: [requestId('driver_tomorrow')],
      changes: { time: '09:30' },
    });
    expect(read('the 10-guest yacht: bring it down to 6')).toMatchObject({
      changes: { partySize: 6 },
    });
    expect(read('Can we swap Camps Bay for something in Llandudno?')).toMatchObject({
      action: 'change',
      changes: { location: 'Llandudno' },
    });
    const kept = read('Can the yacht move to Saturday, same 2pm slot?');
    expect(kept).toMatchObject({ action: 'change', changes: { date: '2026-01-17' } });
    expect(kept.kind === 'act' && kept.changes.time).toBeFalsy();
  });

  it('keeps the place of the request apart from the place it moves to', () => {
    expect(read('Shift the OR Tambo transfer to the day after tomorrow please')).toMatchObject({
      changes: { date: '2026-01-16' },
    });
    expect(read("We're moving the Constantia dinner to my brother's house in Tokai")).toMatchObject(
      { candidates: [requestId('chef')], changes: { location: 'Tokai' } },
    );
  });

  it('asks after a request in new words', () => {
    expect(read('Does Atlantic Blue still have us booked?')).toMatchObject({ action: 'status' });
    expect(read("What's the story with my security request?")).toMatchObject({
      action: 'status',
    });
    expect(read('Somebody told me the Franschhoek planning was cancelled')).toMatchObject({
      action: 'status',
    });
    expect(read('Is the Sunday boat still in order?')).toMatchObject({ action: 'status' });
  });
});

describe('understand: follow-ups after the twenty-first set', () => {
  it('reads an hour and a half, a count that will only be, and the airport turned down', () => {
    expect(withOpen('driver_new')('Two and a half hours later please')).toMatchObject({
      kind: 'follow_up',
      changes: { time: '11:30' },
    });
    expect(withOpen('chef_new')("One couple dropped out, so it'll only be 4 of us")).toMatchObject({
      changes: { partySize: 4 },
    });
    expect(withOpen('driver_new')('Collect me at the Saxon hotel, not the airport')).toMatchObject({
      kind: 'follow_up',
      changes: { location: 'The Saxon' },
    });
    expect(withOpen('driver_new')('Add my flight number, SA 312')).toMatchObject({
      kind: 'follow_up',
      changes: { notes: expect.stringContaining('SA 312') },
    });
  });

  it('reads the other one, and a time turned down without "too"', () => {
    expect(withOpen('cancel_driver')('no, not that, the Cape Town one')).toMatchObject({
      other: true,
    });
    expect(withOpen('table_new')('Hmm 6:30 is early for us, 8pm?')).toMatchObject({
      changes: { time: '20:00' },
    });
  });
});

describe('understand: new requests after the twenty-first set', () => {
  it('reads a 4-top, children before adults, and a client along', () => {
    expect(requests('Table at Beluga tonight at 8, a 6-top please')).toMatchObject([
      { service: 'dining', party: 6 },
    ]);
    expect(
      requests('Braai lunch in Durbanville on Saturday at 1: 10 kids and 4 adults'),
    ).toMatchObject([{ party: 14 }]);
    expect(requests('A table in Rosebank tonight at 7, me and a colleague')).toMatchObject([
      { service: 'dining', party: 2 },
    ]);
  });

  it('reads one request across a dash, and a lettered list', () => {
    expect(
      requests("I'll drive myself, just need a proper car - a Range Rover from Friday"),
    ).toHaveLength(1);
    expect(
      requests('a) a villa in Hermanus from the 20th b) a chef there on the 21st at 7'),
    ).toMatchObject([{ service: 'accommodation' }, { service: 'private_chef', time: '19:00' }]);
  });

  it('reads how often apart from the day, and a trip heading before the first ask', () => {
    expect(
      requests('A chef twice a week at my place in Umhlanga, from next week Tuesday'),
    ).toMatchObject([{ service: 'private_chef', date: '2026-01-20' }]);
    expect(
      requests(
        'Trip for my parents on the 24th: a driver from Lanseria at 10, and lunch for 4 at 1',
      ),
    ).toMatchObject([
      { service: 'personal_driver', time: '10:00' },
      { service: 'dining', time: '13:00' },
    ]);
  });

  it('asks Aurum to plan an occasion no single sentence names', () => {
    expect(
      requests(
        'My dad turns 70 and we want a long lunch on a farm in Tulbagh. Can you plan it for us?',
      ),
    ).toMatchObject([{ service: 'event_planning', place: 'Tulbagh' }]);
  });
});

describe('understand: Afrikaans, isiZulu and questions after the twenty-first set', () => {
  it('reads a birthday in Afrikaans, a wife taken out, and fed up with cooking', () => {
    expect(
      requests('My pa word 70 en ons wil hom op Stellenbosch verras. Kan julle dit beplan?'),
    ).toMatchObject([{ service: 'event_planning' }]);
    expect(
      requests('Ek wil my vrou uitneem vir aandete in Hatfield op Saterdag om 7'),
    ).toMatchObject([{ service: 'dining', party: 2 }]);
    expect(
      requests("Ek is gatvol van kook - 'n sjef vir vanaand om 7 in Rondebosch, ons is 4"),
    ).toMatchObject([{ service: 'private_chef', place: 'Rondebosch', party: 4 }]);
  });

  it('reads isiZulu words for a confirmed booking, alone, and a capital city', () => {
    expect(read('Ukubhuka kwami okuqinisekisiwe kusahamba kahle?')).toMatchObject({
      action: 'status',
    });
    expect(requests('Ngicela itafula eRosebank kusihlwa ngo-7, ngingedwa')).toMatchObject([
      { party: 1 },
    ]);
    expect(understand('Yini inhloko-dolobha yaseGhana?', situation)).toMatchObject({
      kind: 'out_of_scope',
      language: 'zu',
    });
  });

  it('answers the question asked, not the words around it', () => {
    expect(read('My card is about to expire, when is my renewal?')).toMatchObject({
      topics: ['renewal'],
    });
    expect(read('Which of my requests are still waiting for a provider?')).toMatchObject({
      topics: ['requests'],
    });
    expect(read('Was I in a better headspace this week than last?')).toMatchObject({
      topics: ['mood'],
    });
    expect(read('Who is going to win the derby on Saturday?')).toMatchObject({
      kind: 'out_of_scope',
    });
    expect(read('I want to lodge a complaint with a manager')).toMatchObject({ kind: 'human' });
  });
});
