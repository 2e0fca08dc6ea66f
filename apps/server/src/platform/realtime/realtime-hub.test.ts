import { describe, expect, it } from 'vitest';
import { parseRealtimeEvent, RealtimeHub, type RealtimeConnection } from './realtime-hub';

class FakeConnection implements RealtimeConnection {
  sent: { event: string; data: string }[] = [];
  closed = false;
  send(event: string, data: string) {
    this.sent.push({ event, data });
  }
  close() {
    this.closed = true;
  }
}

const payload = (userId: string, requestId = 'r-1') =>
  JSON.stringify({ userId, topic: 'service_requests', requestId });

describe('RealtimeHub', () => {
  it("forwards an event to every stream of the member it names and to nobody else's", () => {
    const hub = new RealtimeHub();
    const [tab1, tab2, other] = [new FakeConnection(), new FakeConnection(), new FakeConnection()];
    hub.add('thandi', tab1);
    hub.add('thandi', tab2);
    hub.add('sipho', other);

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
    hub.add('thandi', tab);
    hub.deliver(payload('thandi'));
    expect(tab.sent[0]!.data).not.toContain('thandi');
  });

  it('stops forwarding to a removed stream', () => {
    const hub = new RealtimeHub();
    const tab = new FakeConnection();
    const remove = hub.add('thandi', tab);
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
      hub.add('thandi', tab);
      expect(hub.deliver(text)).toBe(0);
      expect(tab.sent).toEqual([]);
    },
  );

  it('tells every stream to refetch after events may have been missed', () => {
    const hub = new RealtimeHub();
    const [a, b] = [new FakeConnection(), new FakeConnection()];
    hub.add('thandi', a);
    hub.add('sipho', b);
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
    hub.add('thandi', first);
    hub.add('thandi', second);
    hub.add('thandi', third);
    expect(first.closed).toBe(true);
    expect([second.closed, third.closed]).toEqual([false, false]);
    expect(hub.count('thandi')).toBe(2);
  });

  it('closes every stream on closeAll and refuses new ones afterwards', () => {
    const hub = new RealtimeHub();
    const [a, b] = [new FakeConnection(), new FakeConnection()];
    hub.add('thandi', a);
    hub.add('sipho', b);
    hub.closeAll();
    expect([a.closed, b.closed]).toEqual([true, true]);
    expect(hub.count()).toBe(0);

    const late = new FakeConnection();
    hub.add('thandi', late);
    expect(late.closed).toBe(true);
    expect(hub.count()).toBe(0);
  });
});

describe('parseRealtimeEvent', () => {
  it('reads what publish() sends', () => {
    expect(parseRealtimeEvent(payload('u-1', 'r-1'))).toEqual({
      userId: 'u-1',
      topic: 'service_requests',
      requestId: 'r-1',
    });
  });
});
