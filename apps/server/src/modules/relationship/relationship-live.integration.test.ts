import type { Session } from '@aurum/shared/auth/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishToMember } from '../../platform/realtime/publish';
import { confirmedMember, signIn } from '../../test/auth-fixtures';
import {
  isMessage,
  isReady,
  listenOnLoopback,
  openTestStream,
  type StreamEvent,
  type TestStream,
  ticketFor,
} from '../../test/realtime-test-stream';
import {
  invitationTokenTo,
  partnersIn,
  type RelationshipClient,
  relationshipMember,
} from '../../test/relationship-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const spaceEvents = (stream: TestStream) =>
  stream.events
    .filter(isMessage)
    .map((event) => JSON.parse(event.data) as Record<string, unknown>)
    .filter((event) => event.topic === 'space');

const isSpaceEvent = (itemId?: string) => (event: StreamEvent) => {
  if (!isMessage(event)) return false;
  const data = JSON.parse(event.data) as Record<string, unknown>;
  return data.topic === 'space' && (itemId === undefined || data.itemId === itemId);
};

describe.each(databaseKinds)('the relationship space live on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  async function streamOf(member: RelationshipClient) {
    const res = await signIn(t, member.email);
    const session = res.json() as Session;
    const stream = await openTestStream(
      `${base}/realtime/events?ticket=${await ticketFor(t.app, session)}`,
    );
    await stream.next(isReady);
    return stream;
  }

  /** Everything sent to the stream before this marker has arrived once it has. */
  async function settled(userId: string, stream: TestStream, marker: string) {
    await publishToMember(t.db, userId, { topic: 'notifications', notificationId: marker });
    await stream.next(
      (event) => isMessage(event) && JSON.parse(event.data).notificationId === marker,
    );
  }

  it('tells the other partner of each change, an outsider nothing, a former partner nothing after', async () => {
    const { a, b, spaceId } = await partnersIn(t);
    const outsider = await confirmedMember(t);
    const [onA, onB] = await Promise.all([streamOf(a), streamOf(b)]);
    const onOutsider = await openTestStream(
      `${base}/realtime/events?ticket=${await ticketFor(t.app, outsider.session)}`,
    );
    await onOutsider.next(isReady);

    const event = await a.qualityTime(spaceId);
    expect(JSON.parse((await onB.next(isSpaceEvent(event.id))).data)).toEqual({
      topic: 'space',
      spaceId,
      itemId: event.id,
    });
    const idea = await b.addIdea(spaceId, {
      title: 'Star map',
      category: 'gift',
      effort_level: 'low',
    });
    await onA.next(isSpaceEvent(idea.id));

    expect((await b.end(spaceId)).statusCode).toBe(204);
    // The end itself reaches both.
    await settled(a.userId, onA, 'a-after-end');
    expect(spaceEvents(onA).at(-1)).toEqual({ topic: 'space', spaceId });

    // B's next space is nothing to A.
    const c = await relationshipMember(t);
    await b.invite(c.email);
    const accepted = await c.accept(await invitationTokenTo(t, c.email));
    const next = (accepted.json() as { space_id: string }).space_id;
    const later = await c.qualityTime(next);
    await onB.next(isSpaceEvent(later.id));
    await settled(a.userId, onA, 'a-after-next');
    expect(spaceEvents(onA).filter((e) => e.spaceId === next)).toEqual([]);

    await settled(outsider.session.user.id, onOutsider, 'outside');
    expect(spaceEvents(onOutsider)).toEqual([]);
    for (const stream of [onA, onB, onOutsider]) stream.close();
  });
});
