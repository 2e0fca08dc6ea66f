import { and, isNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase } from '../test/test-app';
import { asSpaceMember, spaceOwns } from './as-space-member';
import type { DatabaseHandle } from './client';
import { users } from './schema/auth';
import { spaceMembers } from './schema/spaces';
import { leaveSpace, spaceWith } from '../test/space-fixtures';

async function partnersAndOutsider(database: DatabaseHandle) {
  const made = await database.db
    .insert(users)
    .values(['a', 'b', 'c'].map((name) => ({ email: `${name}@example.co.za`, passwordHash: 'x' })))
    .returning({ id: users.id });
  const [a, b, outsider] = made.map((user) => user.id) as [string, string, string];
  return { a, b, outsider, spaceId: await spaceWith(database.db, [a, b]) };
}

const leave = (database: DatabaseHandle, spaceId: string, userId: string) =>
  leaveSpace(database.db, spaceId, userId);

/** The work a space-shared repository does: the space's rows, by the scope's filter. */
const membersOfScope = (database: DatabaseHandle, userId: string, spaceId: string) =>
  asSpaceMember(database.db, userId, spaceId, ({ tx, spaceId: scoped }) =>
    tx
      .select({ userId: spaceMembers.userId })
      .from(spaceMembers)
      .where(
        and(spaceOwns(spaceMembers.spaceId, { spaceId: scoped }), isNull(spaceMembers.leftAt)),
      ),
  );

describe.each(databaseKinds)('asSpaceMember on %s', (kind) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await freshDatabase(kind);
  });
  afterEach(async () => database.close());

  it('lets both partners work on the space, with the space set for row-level security', async () => {
    const { a, b, spaceId } = await partnersAndOutsider(database);
    for (const member of [a, b]) {
      expect(
        (await membersOfScope(database, member, spaceId)).map((row) => row.userId).sort(),
      ).toEqual([a, b].sort());
    }
    const settings = await asSpaceMember(database.db, b, spaceId, ({ tx }) =>
      tx.execute(
        "select current_setting('aurum.user_id') as user_id, current_setting('aurum.space_id') as space_id" as never,
      ),
    );
    expect((settings as unknown as { rows: unknown[] }).rows).toEqual([
      { user_id: b, space_id: spaceId },
    ]);
  });

  it('refuses an outsider, an unknown space and a member who left, before any work runs', async () => {
    const { a, b, outsider, spaceId } = await partnersAndOutsider(database);
    let ran = 0;
    const work = async () => {
      ran += 1;
    };
    const refused = { status: 404, code: 'NOT_FOUND', message: 'Space not found' };
    await expect(asSpaceMember(database.db, outsider, spaceId, work)).rejects.toMatchObject(
      refused,
    );
    await expect(
      asSpaceMember(database.db, a, '00000000-0000-4000-8000-000000000000', work),
    ).rejects.toMatchObject(refused);
    await leave(database, spaceId, b);
    await expect(asSpaceMember(database.db, b, spaceId, work)).rejects.toMatchObject(refused);
    expect(ran).toBe(0);
    // The partner who stayed keeps the space, now alone in it.
    expect(await membersOfScope(database, a, spaceId)).toEqual([{ userId: a }]);
  });

  it.runIf(kind === 'postgres')(
    'a leave waits for work in flight and ends access at once when it commits',
    async () => {
      const { b, spaceId } = await partnersAndOutsider(database);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const work = asSpaceMember(database.db, b, spaceId, async () => {
        entered();
        await held;
        return 'done';
      });
      await inside;
      let left = false;
      const leaving = leave(database, spaceId, b).then(() => (left = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(left).toBe(false);
      release();
      expect(await work).toBe('done');
      await leaving;
      await expect(
        asSpaceMember(database.db, b, spaceId, async () => 'again'),
      ).rejects.toMatchObject({
        status: 404,
      });
    },
  );
});
