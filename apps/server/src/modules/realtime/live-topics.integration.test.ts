import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSpaceMember } from '../../db/as-space-member';
import {
  publishToCaseThread,
  publishToMember,
  publishToSpace,
} from '../../platform/realtime/publish';
import { confirmedMember } from '../../test/auth-fixtures';
import { accountWithRole } from '../../test/provider-portal-fixtures';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  type StreamEvent,
  type TestStream,
  ticketFor,
} from '../../test/realtime-test-stream';
import { leaveSpace, spaceWith } from '../../test/space-fixtures';
import {
  createTestApp,
  databaseKinds,
  type TestApp,
  twoInstancesOnPostgres,
} from '../../test/test-app';

const messagesOf = (stream: TestStream) =>
  stream.events.filter(isMessage).map((event) => JSON.parse(event.data) as object);

const about = (field: string, id: string) => (event: StreamEvent) =>
  isMessage(event) && (JSON.parse(event.data) as Record<string, unknown>)[field] === id;

/**
 * Events reach a stream in commit order: once a marker sent to a stream after an event has
 * arrived, that event would have arrived before it, had it been sent there.
 */
async function markAndWait(t: TestApp, userId: string, stream: TestStream, marker: string) {
  await publishToMember(t.db, userId, { topic: 'notifications', notificationId: marker });
  await stream.next(about('notificationId', marker));
}

async function streamOn(t: TestApp, base: string, session: Session) {
  const stream = await openTestStream(
    `${base}/realtime/events?ticket=${await ticketFor(t.app, session)}`,
  );
  await stream.next(isReady);
  return stream;
}

describe.each(databaseKinds)('live topics on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it("tells a member's own topic to that member only", async () => {
    const [thandi, lerato] = await Promise.all([confirmedMember(t), confirmedMember(t)]);
    const [own, other] = await Promise.all([
      streamOn(t, base, thandi.session),
      streamOn(t, base, lerato.session),
    ]);
    await publishToMember(t.db, thandi.session.user.id, {
      topic: 'notifications',
      notificationId: 'n-1',
    });
    await own.next(about('notificationId', 'n-1'));
    await markAndWait(t, lerato.session.user.id, other, 'lerato-marker');
    expect(messagesOf(other)).toEqual([
      { topic: 'notifications', notificationId: 'lerato-marker' },
    ]);
    for (const stream of [own, other]) stream.close();
  });

  it('tells a case thread to its member and to staff, and to no other member', async () => {
    const [thandi, lerato, staff] = await Promise.all([
      confirmedMember(t),
      confirmedMember(t),
      accountWithRole(t, 'staff'),
    ]);
    const [member, other, desk] = await Promise.all([
      streamOn(t, base, thandi.session),
      streamOn(t, base, lerato.session),
      streamOn(t, base, staff.session),
    ]);
    await publishToCaseThread(
      t.db,
      { memberId: thandi.session.user.id, caseId: 'case-1' },
      { messageId: 'm-1' },
    );
    const told = { topic: 'case_thread', caseId: 'case-1', messageId: 'm-1' };
    for (const stream of [member, desk]) {
      expect(JSON.parse((await stream.next(about('caseId', 'case-1'))).data)).toEqual(told);
    }
    await markAndWait(t, lerato.session.user.id, other, 'after-case');
    expect(messagesOf(other)).toEqual([{ topic: 'notifications', notificationId: 'after-case' }]);
    for (const stream of [member, other, desk]) stream.close();
  });

  it("tells a space's members, never an outsider, and nothing more to a member who left", async () => {
    const [thandi, sipho, lerato] = await Promise.all([
      confirmedMember(t),
      confirmedMember(t),
      confirmedMember(t),
    ]);
    const [a, b, outsider] = [thandi, sipho, lerato].map((member) => member.session.user.id) as [
      string,
      string,
      string,
    ];
    const spaceId = await spaceWith(t.db, [a, b]);
    const [onA, onB, onOutsider] = await Promise.all([
      streamOn(t, base, thandi.session),
      streamOn(t, base, sipho.session),
      streamOn(t, base, lerato.session),
    ]);

    await asSpaceMember(t.db, a, spaceId, (scope) => publishToSpace(scope, { itemId: 'before' }));
    for (const stream of [onA, onB]) {
      expect(JSON.parse((await stream.next(about('itemId', 'before'))).data)).toEqual({
        topic: 'space',
        spaceId,
        itemId: 'before',
      });
    }

    await leaveSpace(t.db, spaceId, b);
    await asSpaceMember(t.db, a, spaceId, (scope) => publishToSpace(scope, { itemId: 'after' }));
    await onA.next(about('itemId', 'after'));
    await markAndWait(t, b, onB, 'left');
    expect(messagesOf(onB)).toEqual([
      { topic: 'space', spaceId, itemId: 'before' },
      { topic: 'notifications', notificationId: 'left' },
    ]);
    await markAndWait(t, outsider, onOutsider, 'outside');
    expect(messagesOf(onOutsider)).toEqual([{ topic: 'notifications', notificationId: 'outside' }]);
    for (const stream of [onA, onB, onOutsider]) stream.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'live topics across two instances on PostgreSQL',
  () => {
    let instances: Awaited<ReturnType<typeof twoInstancesOnPostgres>>;
    beforeAll(async () => {
      instances = await twoInstancesOnPostgres();
    });
    afterAll(() => instances?.close());

    it('delivers what one instance publishes to the allowed streams open on the other', async () => {
      const { a, b } = instances;
      const baseA = await listenOnLoopback(a.app);
      const [thandi, sipho, lerato, staff] = await Promise.all([
        confirmedMember(b),
        confirmedMember(b),
        confirmedMember(b),
        accountWithRole(b, 'staff'),
      ]);
      const [onA, onB, outsider, desk] = await Promise.all([
        streamOn(a, baseA, thandi.session),
        streamOn(a, baseA, sipho.session),
        streamOn(a, baseA, lerato.session),
        streamOn(a, baseA, staff.session),
      ]);
      const [idA, idB] = [thandi.session.user.id, sipho.session.user.id];
      const spaceId = await spaceWith(b.db, [idA, idB]);

      // Published through instance b: the streams are all on instance a.
      await asSpaceMember(b.db, idA, spaceId, (scope) =>
        publishToSpace(scope, { itemId: 'shared' }),
      );
      await publishToCaseThread(b.db, { memberId: idA, caseId: 'case-2' });
      for (const stream of [onA, onB]) await stream.next(about('itemId', 'shared'));
      for (const stream of [onA, desk]) await stream.next(about('caseId', 'case-2'));

      await leaveSpace(b.db, spaceId, idB);
      await asSpaceMember(b.db, idA, spaceId, (scope) =>
        publishToSpace(scope, { itemId: 'later' }),
      );
      await onA.next(about('itemId', 'later'));
      await markAndWait(b, idB, onB, 'b-left');
      expect(messagesOf(onB)).toEqual([
        { topic: 'space', spaceId, itemId: 'shared' },
        { topic: 'notifications', notificationId: 'b-left' },
      ]);
      await markAndWait(b, lerato.session.user.id, outsider, 'nothing-else');
      expect(messagesOf(outsider)).toEqual([
        { topic: 'notifications', notificationId: 'nothing-else' },
      ]);
      for (const stream of [onA, onB, outsider, desk]) stream.close();
    });
  },
);
