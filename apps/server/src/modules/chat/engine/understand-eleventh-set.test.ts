import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** A Wednesday morning: the table is tonight, the driver tomorrow, the chef on Saturday. */
const NOW = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(NOW);

/** What the eleventh held-out set taught the engine (session 20), in the engine author's words. */
describe('understand: changes and status questions in more words', () => {
  it('reads "instead of" as a change of the booking named, even beside a reason', () => {
    expect(
      understand(
        'Could the chef on Saturday start at 6:30pm instead of 7? We want to eat before the rugby.',
        situation,
      ),
    ).toMatchObject({
      kind: 'act',
      action: 'change',
      candidates: [requestId('chef')],
      changes: { time: '18:30' },
    });
  });

  it('finds a confirmed booking corrected with "instead of" (the reply says what can change)', () => {
    expect(
      understand('Sunday boat trip, can we go out at 4 instead of 3', situation),
    ).toMatchObject({ kind: 'act', action: 'change', candidates: [requestId('yacht')] });
  });

  it('reads "half 9 tonight", "from 2 people to 4" and "pls note"', () => {
    expect(
      understand('can we push the test kitchen to half 9 tonight? running late', situation),
    ).toMatchObject({ changes: { time: '21:30' } });
    expect(
      understand(
        'Please change my table tonight from 2 people to 4, my sister is joining',
        situation,
      ),
    ).toMatchObject({ changes: { partySize: 4 } });
    expect(
      understand('tonight at the test kitchen, pls note it is our anniversary', situation),
    ).toMatchObject({ changes: { notes: 'it is our anniversary' } });
  });

  it('reads "it says cancelled", "where does that stand" and "what time is my driver" as status', () => {
    expect(
      understand(
        "What happened with my wife's 50th in Franschhoek? I see it says cancelled",
        situation,
      ),
    ).toMatchObject({ kind: 'act', action: 'status' });
    expect(
      understand('the event planning for the birthday lunch - where does that stand', situation),
    ).toMatchObject({ kind: 'act', action: 'status' });
    expect(understand('what time is my driver again?', situation)).toMatchObject({
      kind: 'act',
      action: 'status',
    });
  });
});

describe('understand: questions about the member in more words', () => {
  it.each([
    ['My subscription - is it paid up and until when?', ['renewal']],
    ['Please give me an overview of my concierge requests and their statuses.', ['requests']],
    ['anything of mine been declined?', ['requests']],
    ['have the vendors responded to anything', ['provider_said']],
    ['Do you still have it on record that I prefer window seats?', ['memory']],
    ['was i happier last week than this week?', ['mood']],
    ['can i send you several requests in one message', ['capabilities']],
    ['Can you read my vault and what else can you do?', ['capabilities', 'vault']],
  ])('%s', (text, topics) => {
    expect(understand(text, situation)).toMatchObject({ kind: 'question', topics });
  });
});

describe('understand: where the member stays is no stay to book', () => {
  const none = { ...situation, requests: [] };
  it('reads the ask after "we are at the lodge", and a massage at the hotel as the massage', () => {
    const lodge = understand(
      'We are at the lodge in Hoedspruit from Tuesday, could you send a private chef on Tuesday night for the 6 of us?',
      none,
    );
    expect(lodge.kind === 'new' && lodge.readings).toMatchObject([
      { intent: { serviceType: 'private_chef' }, partySize: 6, when: { time: '20:00' } },
    ]);
    const massage = understand(
      'A massage therapist to come to the hotel in Sandton tonight at 9',
      none,
    );
    expect(massage.kind === 'new' && massage.readings).toMatchObject([
      { intent: { serviceType: 'other' }, where: { location: 'Sandton' } },
    ]);
  });
});

describe('understand: isiZulu in more words', () => {
  const none = { ...situation, requests: [] };
  it('reads "ngomhlaka-14", a table "lomuntu oyedwa" and "nomuntu othatha izithombe"', () => {
    const party = understand(
      'Ngicela ningihlelele iphathi yokuzalwa komkami ePitoli ngomhlaka-14, abantu abangu-40',
      none,
    );
    expect(party.kind === 'new' && party.readings).toMatchObject([
      { intent: { serviceType: 'event_planning' }, when: { date: '2026-01-14' }, partySize: 40 },
    ]);
    const table = understand('itafula lomuntu oyedwa eMenlyn ngoLwesithathu ngo-7 kusihlwa', none);
    expect(table.kind === 'new' && table.readings).toMatchObject([{ dining: true, partySize: 1 }]);
    const two = understand(
      'Ngicela umpheki eWaterkloof ngoLwesihlanu ngo-7 kusihlwa wabantu abayi-10, nomuntu othatha izithombe ngaleso sikhathi',
      none,
    );
    expect(two.kind === 'new' && two.readings).toHaveLength(2);
  });

  it('reads "itafula lami nomkami" as a table for 2 and "ngesonto eledlule" as last week', () => {
    const table = understand(
      'ngicela ungibhukhele itafula lami nomkami eKapa eWaterfront ngo-8 namuhla ebusuku',
      none,
    );
    expect(table.kind === 'new' && table.readings).toMatchObject([{ dining: true, partySize: 2 }]);
    expect(
      understand('Kwenzekeni ngonogada bami baseSandton ngesonto eledlule?', situation),
    ).toMatchObject({ kind: 'act', action: 'status', candidates: [requestId('security')] });
  });

  it('reads "kunokuba" as instead of, "sewutholakele yini" as a status question, a note for the chef', () => {
    expect(
      understand(
        'Umshayeli waseKapa ngoLwesihlanu ozayo, angafika ngo-7 kunokuba ngu-6?',
        situation,
      ),
    ).toMatchObject({ kind: 'act', action: 'change', changes: { time: '19:00' } });
    expect(understand('umpheki wangoMgqibelo sewutholakele yini?', situation)).toMatchObject({
      kind: 'act',
      action: 'status',
    });
    expect(
      understand(
        'Ngicela utshele umpheki ukuthi omunye wezivakashi akadli inyama, ungu-vegetarian',
        situation,
      ),
    ).toMatchObject({ kind: 'act', changes: { notes: expect.stringContaining('vegetarian') } });
  });
});

describe('understand: follow-ups in more words', () => {
  const on = (key: 'chef_new' | 'table_new' | 'yacht_new') => ({
    ...situation,
    openProposal: openProposal(key, NOW),
  });
  it('reads "6 becomes 4" and "only 6 now" as the party, "half 7 is too early, 9 works" as 9', () => {
    expect(
      understand('6 becomes 4, the Joubert couple cant make it', on('chef_new')),
    ).toMatchObject({ kind: 'follow_up', changes: { partySize: 4 } });
    expect(understand('only 6 now unfortunately', on('yacht_new'))).toMatchObject({
      kind: 'follow_up',
      changes: { partySize: 6 },
    });
    expect(understand('half 7 is too early, 9 works', on('table_new'))).toMatchObject({
      kind: 'follow_up',
      changes: { time: '21:00' },
    });
  });

  it('reads "can you note" as a note for the provider', () => {
    expect(
      understand('Can you note the chef should bring their own knives?', on('chef_new')),
    ).toMatchObject({ kind: 'follow_up', changes: { notes: expect.stringContaining('knives') } });
  });
});

describe('understand: a request told in fragments', () => {
  const none = { ...situation, requests: [] };
  it('gives a fragment naming only a place to the request before it', () => {
    const driver = understand('Driver please. Menlyn. Saturday, 14h00.', none);
    expect(driver.kind === 'new' && driver.readings).toMatchObject([
      {
        intent: { serviceType: 'personal_driver' },
        where: { location: 'Menlyn' },
        when: { date: '2026-01-17', time: '14:00' },
      },
    ]);
  });

  it("keeps what the member would like of a table in the table's request", () => {
    const table = understand(
      'Table for 3 in Knysna on Wednesday evening please, something on the water',
      none,
    );
    expect(table.kind === 'new' && table.readings).toMatchObject([{ dining: true, partySize: 3 }]);
  });
});

describe('understand: Afrikaans in more words', () => {
  const none = { ...situation, requests: [] };
  it('reads the verb at the end ("kan julle n troue beplan") and "net ons twee"', () => {
    const wedding = understand('kan julle n troue beplan in Tulbagh op 10 April?', none);
    expect(wedding.kind === 'new' && wedding.readings).toMatchObject([
      { intent: { serviceType: 'event_planning' }, where: { location: 'Tulbagh' } },
    ]);
    const boat = understand(
      'Ons soek n boot vir n sonsondergang vaart in Knysna, Saterdag, net ons twee',
      none,
    );
    expect(boat.kind === 'new' && boat.readings).toMatchObject([{ partySize: 2 }]);
  });

  it('reads "moet gekanselleer word" as a cancel and "sê vir die sjef" as a note', () => {
    expect(
      understand('Die sjef vir Saterdag moet gekanselleer word, ons gaan eerder uit', situation),
    ).toMatchObject({ kind: 'act', action: 'cancel', candidates: [requestId('chef')] });
    expect(
      understand('Sê asseblief vir die sjef een van die gaste is vegan', situation),
    ).toMatchObject({ kind: 'act', changes: { notes: expect.stringContaining('vegan') } });
  });

  it('asks about the providers and the package in Afrikaans', () => {
    expect(
      understand(
        'Het enige van die verskaffers al teruggekom na my oor my besprekings?',
        situation,
      ),
    ).toMatchObject({ kind: 'question', topics: ['provider_said'] });
    expect(
      understand('Watter pakket het ek en hoeveel versoeke het ek nog?', situation),
    ).toMatchObject({ kind: 'question', topics: ['tier', 'allowance'] });
  });
});
