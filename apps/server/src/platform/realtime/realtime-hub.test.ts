import { describe, expect, it } from 'vitest';
import { parseLiveDelivery, parseSessionsEnded, RealtimeHub } from './realtime-hub';
import { FakeConnection, requestsPayload as payload } from '../../test/realtime-hub-fakes';

describe('RealtimeHub', () => {
  it("forwards an event to every stream of the member it names and to nobody else's", () => {
    const hub = new RealtimeHub();
    const [tab1, tab2, other] = [new FakeConnection(), new FakeConnection(), new FakeConnection()];
    hub.add('thandi', 's-thandi', tab1);
    hub.add('thandi', 's-thandi', tab2);
    hub.add('sipho', 's-sipho', other);

    expect(hub.deliver(payload('thandi', 'r-7'))).toBe(2);

    const expected = [
      { event: 'message', data: JSON.stringify({ topic: 'service_requests', requestId: 'r-7' }) },
    ];
    expect(tab1.sent).toEqual(expected);
    expect(tab2.sent).toEqual(expected);
    expect(other.sent).toEqual([]);
  });

  it('never passes the member id on to the stream', () => {
    const hub = new RealtimeHub();
    const tab = new FakeConnection();
    hub.add('thandi', 's-thandi', tab);
    hub.deliver(payload('thandi'));
    expect(tab.sent[0]!.data).not.toContain('thandi');
  });

  it('stops forwarding to a removed stream', () => {
    const hub = new RealtimeHub();
    const tab = new FakeConnection();
    const remove = hub.add('thandi', 's-thandi', tab);
    remove();
    remove();
    expect(hub.deliver(payload('thandi'))).toBe(0);
    expect(tab.sent).toEqual([]);
    expect(hub.count()).toBe(0);
  });

  it.each(['not json', '{}', '[]', 'null', JSON.stringify({ userId: 'thandi' })])(
    'ignores the payload %s',
    (text) => {
      const hub = new RealtimeHub();
      const tab = new FakeConnection();
      hub.add('thandi', 's-thandi', tab);
      expect(hub.deliver(text)).toBe(0);
      expect(tab.sent).toEqual([]);
    },
  );

  describe('when sessions end', () => {
    const ended = (fields: object) => JSON.stringify({ kind: 'sessions_ended', ...fields });
    /** Thandi on her phone (two tabs) and laptop, Sipho on one session. */
    function streams() {
      const hub = new RealtimeHub();
      const [phone1, phone2, laptop, sipho] = [1, 2, 3, 4].map(() => new FakeConnection());
      hub.add('thandi', 'phone', phone1!);
      hub.add('thandi', 'phone', phone2!);
      hub.add('thandi', 'laptop', laptop!);
      hub.add('sipho', 'phone', sipho!);
      const closed = () => [phone1, phone2, laptop, sipho].map((c) => c!.closed);
      return { hub, closed };
    }

    it('closes the streams of one ended session only', () => {
      const { hub, closed } = streams();
      expect(hub.deliver(ended({ userId: 'thandi', sessionId: 'phone' }))).toBe(2);
      expect(closed()).toEqual([true, true, false, false]);
      expect(hub.count('thandi')).toBe(1);
    });

    it('closes every stream of the member but the one session kept', () => {
      const { hub, closed } = streams();
      hub.deliver(ended({ userId: 'thandi', exceptSessionId: 'laptop' }));
      expect(closed()).toEqual([true, true, false, false]);
    });

    it('closes every stream of the member when all sessions ended', () => {
      const { hub, closed } = streams();
      expect(hub.deliver(ended({ userId: 'thandi' }))).toBe(3);
      expect(closed()).toEqual([true, true, true, false]);
      expect(hub.count()).toBe(1);
    });

    it('reads what publishSessionsEnded() sends, and nothing else', () => {
      expect(parseSessionsEnded(ended({ userId: 'u-1', sessionId: 's-1' }))).toEqual({
        kind: 'sessions_ended',
        userId: 'u-1',
        sessionId: 's-1',
      });
      expect(parseSessionsEnded(payload('u-1'))).toBeNull();
      expect(parseLiveDelivery(ended({ userId: 'u-1' }))).toBeNull();
    });
  });

  it('tells every stream to refetch after events may have been missed', () => {
    const hub = new RealtimeHub();
    const [a, b] = [new FakeConnection(), new FakeConnection()];
    hub.add('thandi', 's-thandi', a);
    hub.add('sipho', 's-sipho', b);
    hub.resyncAll();
    expect(a.sent).toEqual([{ event: 'resync', data: '{}' }]);
    expect(b.sent).toEqual([{ event: 'resync', data: '{}' }]);
  });

  it("closes a member's oldest stream beyond the limit", () => {
    const hub = new RealtimeHub(2);
    const [first, second, third] = [
      new FakeConnection(),
      new FakeConnection(),
      new FakeConnection(),
    ];
    hub.add('thandi', 's-thandi', first);
    hub.add('thandi', 's-thandi', second);
    hub.add('thandi', 's-thandi', third);
    expect(first.closed).toBe(true);
    expect([second.closed, third.closed]).toEqual([false, false]);
    expect(hub.count('thandi')).toBe(2);
  });

  it('closes every stream on closeAll and refuses new ones afterwards', () => {
    const hub = new RealtimeHub();
    const [a, b] = [new FakeConnection(), new FakeConnection()];
    hub.add('thandi', 's-thandi', a);
    hub.add('sipho', 's-sipho', b);
    hub.closeAll();
    expect([a.closed, b.closed]).toEqual([true, true]);
    expect(hub.count()).toBe(0);

    const late = new FakeConnection();
    hub.add('thandi', 's-thandi', late);
    expect(late.closed).toBe(true);
    expect(hub.count()).toBe(0);
  });
});

describe('parseLiveDelivery', () => {
  it('reads what publishToMember() sends', () => {
    expect(parseLiveDelivery(payload('u-1', 'r-1'))).toEqual({
      kind: 'live',
      to: { members: ['u-1'] },
      event: { topic: 'service_requests', requestId: 'r-1' },
    });
  });
});
