import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
import { openProposal } from '../../../test/concierge-sets/open-proposals';
import { understand } from './understand';

/** Half past nine on a Wednesday morning, and half past nine that night (Johannesburg). */
const MORNING = new Date('2026-01-14T07:30:00Z');
const NIGHT = new Date('2026-01-14T19:30:00Z');

/** What the engine learned in session 21, before and after the twelfth held-out set. */
describe('understand: a table at a bare hour', () => {
  it('books "a spot for 2 at 8" said in the morning for tonight, said at night for tomorrow', () => {
    const at = (now: Date) => understand('a spot for 2 at 8 in camps bay', memberSituation(now));
    expect(at(MORNING)).toMatchObject({
      kind: 'new',
      readings: [{ dining: true, when: { date: '2026-01-14', time: '20:00' } }],
    });
    expect(at(NIGHT)).toMatchObject({
      readings: [{ when: { date: '2026-01-15', time: '20:00' } }],
    });
  });
});

describe("understand: a follow-up that names the open proposal's service", () => {
  /** A new driver from OR Tambo tomorrow at 09:00 is open; a driver is also booked tomorrow. */
  const driverOpen = {
    ...memberSituation(MORNING),
    openProposal: openProposal('driver_new', MORNING),
  };

  it('reads "not OR Tambo" as turning down the proposal\'s place, not changing the booked driver', () => {
    expect(understand('pickup should be at Grand Central, not OR Tambo', driverOpen)).toMatchObject(
      {
        kind: 'follow_up',
        changes: { location: 'Grand Central', area: 'Johannesburg' },
      },
    );
  });

  it('reads "make the driver 10 instead" as the proposal\'s new hour', () => {
    expect(understand('make the driver 10 instead', driverOpen)).toMatchObject({
      kind: 'follow_up',
      changes: { time: '10:00' },
    });
  });
});

describe('understand: the twelfth set, actions', () => {
  const situation = memberSituation(MORNING);
  const act = (text: string) => understand(text, situation);

  it('finds requests by the status the screens show, and asks nothing with it', () => {
    expect(act('Can you cancel the one that was confirmed?')).toMatchObject({
      kind: 'act',
      action: 'cancel',
      candidates: [requestId('yacht'), requestId('driver_friday')],
    });
    expect(act('the confirmed booking - can it move to 5pm?')).toMatchObject({
      action: 'change',
      changes: { time: '17:00' },
    });
  });

  it("takes every request in a metro named, and no provider from a place's name", () => {
    expect(act('Please cancel the booking in Cape Town')).toMatchObject({
      action: 'cancel',
      candidates: ['table_tonight', 'chef', 'villa', 'yacht', 'driver_friday'].map((key) =>
        requestId(key as Parameters<typeof requestId>[0]),
      ),
    });
  });

  it('reads notes for the driver, a provider asked by name, and a retraction', () => {
    expect(act('Please tell tomorrow’s driver I have two big golf bags')).toMatchObject({
      changes: { notes: 'I have two big golf bags' },
    });
    expect(act('Please ask Atlantic Blue if we can bring a birthday cake on board')).toMatchObject({
      candidates: [requestId('yacht')],
      changes: { notes: 'we can bring a birthday cake on board' },
    });
    expect(
      act('Change the chef to Sunday... actually no, keep Saturday, just make it 6:30pm'),
    ).toEqual(expect.objectContaining({ changes: { time: '18:30' } }));
    expect(
      act('Cape Exec chauffeurs - could we shift that to the Thursday before instead?'),
    ).toMatchObject({ candidates: [requestId('driver_friday')], changes: { date: '2026-01-22' } });
  });

  it("keeps an Afrikaans note in the member's words, and never a medicine", () => {
    expect(act('Sê asb vir die sjef een van die gaste is allergies vir neute')).toMatchObject({
      changes: { notes: 'een van die gaste is allergies vir neute' },
    });
    const medicine = act('sê vir die sjef ek is allergies vir penisillien');
    expect(medicine.kind === 'act' && medicine.changes.notes).toBeFalsy();
  });
});

describe('understand: the twelfth set, new requests and follow-ups', () => {
  const situation = memberSituation(MORNING);

  it('leaves out what the member has and why they ask', () => {
    expect(
      understand(
        'Bentley for the wedding on Saturday afternoon in Franschhoek, just the car, we have a driver',
        situation,
      ),
    ).toMatchObject({ kind: 'new', readings: [{ intent: { serviceType: 'luxury_vehicle' } }] });
    const early = understand(
      'Driver please Monday 5am from Midstream to OR Tambo, early flight',
      situation,
    );
    expect(early.kind === 'new' && early.readings).toHaveLength(1);
  });

  it('reads a corrected count, a corrected place and a mixed Afrikaans time', () => {
    expect(
      understand(
        "Can we do dinner in Kalk Bay on Friday for 4... sorry, make that 5, my brother's coming",
        situation,
      ),
    ).toMatchObject({ readings: [{ partySize: 5, dining: true }] });
    expect(
      understand(
        'table for 2 at 7 tonight in Kloof Street... sorry, Gardens, anywhere in the City Bowl',
        situation,
      ),
    ).toMatchObject({ readings: [{ where: { location: 'City Bowl' } }] });
    expect(understand('table vir 2 in Kampsbaai tonight om halfagt', situation)).toMatchObject({
      kind: 'new',
      readings: [{ where: { location: 'Camps Bay' }, when: { time: '19:30' } }],
    });
  });

  it('gives an hour named again to the request of that service', () => {
    const both = understand(
      'I need a bodyguard and a driver for Thursday morning in Umhlanga, bodyguard from 8, driver from 7:45',
      situation,
    );
    expect(both).toMatchObject({
      readings: [
        { intent: { serviceType: 'security' }, when: { time: '08:00' } },
        { intent: { serviceType: 'personal_driver' }, when: { time: '07:45' } },
      ],
    });
    expect(both.kind === 'new' && both.readings).toHaveLength(2);
  });

  it('turns down a day, keeps a place said to be fine, and reads 11 near a 15:00 boat as morning', () => {
    const on = (key: Parameters<typeof openProposal>[0]) => ({
      ...situation,
      openProposal: openProposal(key, MORNING),
    });
    expect(understand('Not Saturday, Friday', on('chef_new'))).toMatchObject({
      kind: 'follow_up',
      changes: { date: '2026-01-16' },
    });
    expect(understand('the V&A is fine, but on the 12th', on('yacht_new'))).toEqual(
      expect.objectContaining({ changes: { date: '2026-02-12' } }),
    );
    expect(understand('could we go at 11 instead?', on('yacht_new'))).toMatchObject({
      changes: { time: '11:00' },
    });
  });
});
