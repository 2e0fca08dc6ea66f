import { describe, expect, it } from 'vitest';
import { FakeConnection, livePayload } from '../../test/realtime-hub-fakes';
import { RealtimeHub } from './realtime-hub';

const messages = (connection: FakeConnection) =>
  connection.sent.filter((sent) => sent.event === 'message').map((sent) => JSON.parse(sent.data));

/** Thandi and Sipho share a space; Lerato is another member; Nomsa and Ayanda are staff. */
function streams() {
  const hub = new RealtimeHub();
  const [thandi, sipho, lerato, nomsa, ayanda] = [1, 2, 3, 4, 5].map(() => new FakeConnection());
  hub.add('thandi', 's-thandi', thandi!);
  hub.add('sipho', 's-sipho', sipho!);
  hub.add('lerato', 's-lerato', lerato!);
  hub.add('nomsa', 's-nomsa', nomsa!, { staff: true });
  hub.add('ayanda', 's-ayanda', ayanda!, { staff: true });
  return { hub, thandi: thandi!, sipho: sipho!, lerato: lerato!, nomsa: nomsa!, ayanda: ayanda! };
}

describe('RealtimeHub audiences', () => {
  it('tells a case thread to its member and to staff, and to no other member', () => {
    const { hub, thandi, sipho, lerato, nomsa, ayanda } = streams();
    const event = { topic: 'case_thread', caseId: 'c-1', messageId: 'm-1' };
    expect(hub.deliver(livePayload({ members: ['thandi'], staff: true }, event))).toBe(3);
    for (const heard of [thandi, nomsa, ayanda]) expect(messages(heard)).toEqual([event]);
    for (const unheard of [sipho, lerato]) expect(unheard.sent).toEqual([]);
  });

  it("tells a space's event to the members it names only", () => {
    const { hub, thandi, sipho, lerato, nomsa } = streams();
    const event = { topic: 'space', spaceId: 'sp-1' };
    expect(hub.deliver(livePayload({ members: ['thandi', 'sipho'] }, event))).toBe(2);
    expect(messages(thandi)).toEqual([event]);
    expect(messages(sipho)).toEqual([event]);
    expect(lerato.sent).toEqual([]);
    // Staff hear a member's topics only when the audience says so.
    expect(nomsa.sent).toEqual([]);
  });

  it('sends a stream an event once, however many ways it is in the audience', () => {
    const { hub, nomsa } = streams();
    hub.deliver(livePayload({ members: ['nomsa', 'nomsa'], staff: true }, { topic: 'membership' }));
    expect(messages(nomsa)).toEqual([{ topic: 'membership' }]);
  });

  it('passes on only what the topic names: no member ids, no data', () => {
    const { hub, thandi } = streams();
    hub.deliver(
      livePayload(
        { members: ['thandi'] },
        { topic: 'notifications', notificationId: 'n-1', userId: 'thandi', text: 'hello' },
      ),
    );
    expect(thandi.sent).toEqual([
      { event: 'message', data: JSON.stringify({ topic: 'notifications', notificationId: 'n-1' }) },
    ]);
  });

  it.each([{ topic: 'something_else' }, { topic: 'case_thread' }, { topic: 'space', spaceId: 42 }])(
    'delivers nothing for the event %j',
    (event) => {
      const { hub, thandi, nomsa } = streams();
      expect(hub.deliver(livePayload({ members: ['thandi'], staff: true }, event))).toBe(0);
      expect([thandi.sent, nomsa.sent]).toEqual([[], []]);
    },
  );

  it('stops telling a removed staff stream about case threads', () => {
    const hub = new RealtimeHub();
    const nomsa = new FakeConnection();
    const remove = hub.add('nomsa', 's-nomsa', nomsa, { staff: true });
    remove();
    const event = { topic: 'case_thread', caseId: 'c-1' };
    expect(hub.deliver(livePayload({ members: ['thandi'], staff: true }, event))).toBe(0);
    expect(nomsa.sent).toEqual([]);
  });

  it("closes a changed account's streams, so they reopen with its role as it is now", () => {
    const { hub, thandi, sipho } = streams();
    const second = new FakeConnection();
    hub.add('thandi', 's-thandi-laptop', second);
    expect(hub.deliver(JSON.stringify({ kind: 'user_changed', userId: 'thandi' }))).toBe(2);
    expect([thandi.closed, second.closed, sipho.closed]).toEqual([true, true, false]);
    expect(hub.count('thandi')).toBe(0);
  });
});
