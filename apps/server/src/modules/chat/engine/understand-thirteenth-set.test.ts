import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** Ten o'clock on a Wednesday morning in Johannesburg. */
const MORNING = new Date('2026-01-14T08:00:00Z');
const situation = memberSituation(MORNING);
const read = (text: string) => understand(text, situation);

/** The services read from a message of new requests, in order. */
const services = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => (r.dining ? 'dining' : r.intent?.serviceType))
    : understood.kind;
};

/** What the engine learned in session 22, before and after the thirteenth held-out set. */
describe('understand: long briefs', () => {
  it('reads what the member would like of a request, and what is sorted, as no request', () => {
    const brief =
      'Hi team, a few things for our Cape Town weekend. First, a villa in Llandudno from the 6th for three nights, ' +
      'ideally a lift or a ground floor room for my dad. Second, a driver from Cape Town International on the 6th at 2pm, ' +
      'preferably something like a V-Class, we have lots of bags. Our flights are already booked by my office. ' +
      "That's it for now, thanks!";
    expect(services(brief)).toEqual(['accommodation', 'personal_driver']);
  });

  it('dates bare days of the month in the month named before them', () => {
    const understood = read(
      'We land at Cape Town International at 9:40 on 19 December. Please book a villa in Camps Bay from the 19th, ' +
        'and a chef at the villa on the 24th at 7pm for 8, and a boat from the V&A on the 2nd at 10am.',
    );
    expect(understood).toMatchObject({
      kind: 'new',
      readings: [
        { when: { date: '2026-12-19' } },
        { when: { date: '2026-12-24' } },
        { when: { date: '2027-01-02' } },
      ],
    });
  });

  it('keeps the day of the month over a weekday that disagrees with it', () => {
    const understood = read(
      'A house in Ballito from the 28th for four nights for 12 of us. ' +
        'On the Saturday night, the 30th, a private chef at 7:30pm for 20 people.',
    );
    expect(understood).toMatchObject({
      readings: [{ when: { date: '2026-01-28' } }, { when: { date: '2026-01-30' } }],
    });
  });

  it("does not file a request where its reason's place is", () => {
    const understood = read(
      'Plan is: a cottage in Clarens from Friday for 2 nights. On Saturday a private chef at 7pm ' +
        'for 10 people because my cousins from Bloemfontein are driving through.',
    );
    expect(understood).toMatchObject({ readings: [{}, { where: { location: 'Clarens' } }] });
  });

  it('keeps an aside in brackets whole, and a correction of a request named before', () => {
    const understood = read(
      'Friday dinner: a table for 4 in Sea Point at 7pm. On Saturday I want to take my husband (he ' +
        'lands on Friday night, his brother will fetch him) out on a boat from Hout Bay at 10am. ' +
        'Oh, and the Friday dinner: change that to 8pm.',
    );
    expect(understood).toMatchObject({
      kind: 'new',
      readings: [
        { dining: true, when: { date: '2026-01-16', time: '20:00' } },
        { intent: { serviceType: 'yacht_charter' }, when: { date: '2026-01-17', time: '10:00' } },
      ],
    });
  });

  it('takes the Saturday after a Friday the 23rd when the part goes on from it', () => {
    const understood = read(
      'Security at our house in Waterkloof on Friday the 23rd from 5pm. And then on Saturday morning a table for 10 at Irene Dairy Farm at 9:30.',
    );
    expect(understood).toMatchObject({
      readings: [{ when: { date: '2026-01-23' } }, { when: { date: '2026-01-24' } }],
    });
  });

  it("starts a ride at the member's home named before, and counts the party worked out", () => {
    const understood = read(
      "I'm hosting drinks at our house in Waterkloof on Friday. Please send a security guard for the house " +
        'from 5pm. Then two cars with drivers to take everyone from our house to the venue in Menlyn at 7pm. ' +
        'And a private chef at 6pm for 6 of us plus two friends, so 8.',
    );
    expect(understood).toMatchObject({
      kind: 'new',
      readings: [
        { intent: { serviceType: 'security' }, where: { location: 'Waterkloof' } },
        { where: { location: 'Waterkloof' }, when: { time: '19:00' } },
        { intent: { serviceType: 'private_chef' }, partySize: 8 },
      ],
    });
  });

  it('reads "then another one" as the same service again, and "say 1" as the hour', () => {
    expect(
      services(
        'driver 6am tomorrow from Ballito to King Shaka and then another one in Cape Town from CPT at 10',
      ),
    ).toEqual(['personal_driver', 'personal_driver']);
    expect(
      read('a stylist at Rosebank Mall on Friday at 10 and lunch for 2 in Rosebank after, say 1'),
    ).toMatchObject({
      readings: [{ when: { time: '10:00' } }, { dining: true, when: { time: '13:00' } }],
    });
  });

  it('reads "no chef please" as no request', () => {
    expect(
      services(
        'Security for the house on Friday from 6pm. We are doing the food ourselves, so no chef please.',
      ),
    ).toEqual(['security']);
  });
});

describe('understand: the thirteenth set, new requests', () => {
  it('reads the service booked for an occasion, not its planning', () => {
    expect(
      services('Please organise security for the year-end gala at Montecasino on the 12th at 6pm'),
    ).toEqual(['security']);
    expect(
      services(
        "Please organise a Rolls-Royce for my son's matric dance on Friday at 6pm in Bryanston",
      ),
    ).toEqual(['luxury_vehicle']);
  });

  it('reads a tour with a guide as an outing, a trip with its flights and transfers as one', () => {
    expect(
      services('Could you get me a private tour of the Apartheid Museum on Thursday at 10am?'),
    ).toEqual(['other']);
    expect(services('A 4-day trip to the Kruger from next Friday, flights and transfers')).toEqual([
      'travel',
    ]);
  });

  it('reads a pick-up at an hour as the hire starting then', () => {
    expect(
      read('can i hire a Porsche in Durban for saturday, pick up 9am at King Shaka'),
    ).toMatchObject({
      kind: 'new',
      readings: [{ intent: { serviceType: 'luxury_vehicle' }, when: { time: '09:00' } }],
    });
  });

  it('reads the hour said again at the end of a part, and a flight at 1 after noon', () => {
    expect(read('a table for 2 in Parkhurst on Friday at 7pm, no, make it 7:30')).toMatchObject({
      readings: [{ when: { time: '19:30' } }],
    });
    expect(read('I need a flight to Durban tomorrow at 1')).toMatchObject({
      readings: [{ when: { time: '13:00' } }],
    });
  });

  it('counts the people named, and the colleagues with the member', () => {
    expect(
      read('a table at Marble for lunch tomorrow: me, my wife and our three kids'),
    ).toMatchObject({
      readings: [{ partySize: 5 }],
    });
    expect(
      read('a restaurant booking in Rosebank for Thursday at 1pm, lunch with 4 colleagues'),
    ).toMatchObject({
      readings: [{ partySize: 5 }],
    });
  });

  it('never reads a word of a place as a typo of a service word', () => {
    expect(services('a massage therapist at my hotel in Umhlanga Ridge today at 4pm')).toEqual([
      'other',
    ]);
  });
});

describe('understand: the thirteenth set, follow-ups and actions', () => {
  /** A new table for 4 tonight at 19:30 is open. */
  const tableOpen = { ...situation, openProposal: openProposal('table_new', MORNING) };

  it('reads a recount, a note and one more person on the open proposal', () => {
    expect(understand('and add that we will be 6, not 4', tableOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { partySize: 6 },
    });
    expect(understand('One of us is gluten free, please add that', tableOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { notes: 'One of us is gluten free' },
    });
  });

  it('cancels the request the member settles on, never the one they keep', () => {
    expect(read('cancel the chef... actually no, cancel the yacht, keep the chef')).toMatchObject({
      kind: 'act',
      action: 'cancel',
      candidates: [requestId('yacht')],
    });
    expect(read("Don't cancel the chef! It's the yacht I want cancelled.")).toMatchObject({
      candidates: [requestId('yacht')],
    });
  });

  it('asks which dinner when the member cancels "the dinner I booked"', () => {
    expect(read('please cancel the dinner I booked')).toMatchObject({
      kind: 'act',
      candidates: [requestId('table_tonight'), requestId('chef')],
    });
  });
});

describe('understand: the thirteenth set, Afrikaans and isiZulu', () => {
  it('reads a day and its meal written together, and a wedding planner', () => {
    expect(
      read("Ek wil 'n sjef hê vir Saterdagmiddagete om een-uur in Paarl, ses mense"),
    ).toMatchObject({
      readings: [
        { intent: { serviceType: 'private_chef' }, when: { date: '2026-01-17', time: '13:00' } },
      ],
    });
    expect(services("Ek soek 'n troubeplanner vir die 22ste in Franschhoek")).toEqual([
      'event_planning',
    ]);
  });

  it('reads "isimo sami sengqondo" as the member\'s mood', () => {
    expect(read('Isimo sami sengqondo besinjani kule nyanga?')).toMatchObject({
      kind: 'question',
      topics: ['mood'],
    });
  });
});
