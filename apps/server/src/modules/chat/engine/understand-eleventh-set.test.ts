import { describe, expect, it } from 'vitest';
import { memberSituation, requestId } from '../../../test/concierge-sets/member-requests';
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
