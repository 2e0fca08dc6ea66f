import { describe, expect, expectTypeOf, it } from 'vitest';
import { type LiveEvent, type MemberTopic, readLiveEvent } from './live-topics';

describe('readLiveEvent', () => {
  it.each([
    [{ topic: 'service_requests', requestId: 'r-1' }],
    [{ topic: 'service_requests' }],
    [{ topic: 'membership' }],
    [{ topic: 'notifications', notificationId: 'n-1' }],
    [{ topic: 'mood', readingId: 'm-1' }],
    [{ topic: 'case_thread', caseId: 'c-1', messageId: 'm-1' }],
    [{ topic: 'space', spaceId: 's-1' }],
  ])('reads %j as it is', (event) => {
    expect(readLiveEvent(event)).toEqual(event);
  });

  it('keeps the topic first, as the stream has always sent it', () => {
    const event = readLiveEvent({ requestId: 'r-7', topic: 'service_requests' });
    expect(JSON.stringify(event)).toBe(
      JSON.stringify({ topic: 'service_requests', requestId: 'r-7' }),
    );
  });

  it('leaves out what a topic does not name (a member id never reaches a screen)', () => {
    expect(readLiveEvent({ topic: 'membership', userId: 'thandi', requestId: 'r-1' })).toEqual({
      topic: 'membership',
    });
  });

  it.each([
    null,
    'service_requests',
    [],
    {},
    { topic: 'something_else' },
    { topic: 'toString' },
    { topic: 'case_thread' },
    { topic: 'space', spaceId: '' },
    { topic: 'space', spaceId: 7 },
    { topic: 'service_requests', requestId: null },
  ])('refuses %j', (value) => {
    expect(readLiveEvent(value)).toBeNull();
  });

  it("types each topic's ids", () => {
    expectTypeOf<LiveEvent<'case_thread'>>().toEqualTypeOf<
      { topic: 'case_thread' } & { caseId: string; messageId?: string }
    >();
    expectTypeOf<LiveEvent<MemberTopic>['topic']>().toEqualTypeOf<
      'service_requests' | 'membership' | 'notifications' | 'mood'
    >();
    // @ts-expect-error a case thread event names its case
    const withoutCase: LiveEvent = { topic: 'case_thread' };
    // @ts-expect-error a space is no member topic
    const space: LiveEvent<MemberTopic> = { topic: 'space', spaceId: 's-1' };
    expect([withoutCase, space]).toHaveLength(2);
  });
});
