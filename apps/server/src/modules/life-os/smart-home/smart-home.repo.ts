import type { OwnDeviceInput } from '@aurum/shared/life-os/smart-home';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { MemberReadScope, MemberScope } from '../../../db/as-member';
import { homeDevices, homeHubs } from '../../../db/schema/smart-home';

/** The member's hub as stored: its token still sealed. */
export interface StoredHub {
  url: string;
  sealedToken: string;
  restScene: string | null;
  connectedAt: Date;
}

export async function readHub({ db, userId }: MemberReadScope): Promise<StoredHub | null> {
  const [row] = await db
    .select({
      url: homeHubs.url,
      sealedToken: homeHubs.sealedToken,
      restScene: homeHubs.restScene,
      connectedAt: homeHubs.connectedAt,
    })
    .from(homeHubs)
    .where(eq(homeHubs.userId, userId));
  return row ?? null;
}

/** Saves the member's hub; a hub at another address starts without a rest scene. */
export async function saveHub(
  { tx, userId }: MemberScope,
  hub: { url: string; sealedToken: string; keyId: string; connectedAt: Date },
) {
  const [previous] = await tx
    .select({ url: homeHubs.url })
    .from(homeHubs)
    .where(eq(homeHubs.userId, userId))
    .for('update');
  const keepScene = previous?.url === hub.url;
  await tx
    .insert(homeHubs)
    .values({ userId, ...hub, restScene: null })
    .onConflictDoUpdate({
      target: homeHubs.userId,
      set: keepScene ? hub : { ...hub, restScene: null },
    });
}

export async function deleteHub({ tx, userId }: MemberScope) {
  await tx.delete(homeHubs).where(eq(homeHubs.userId, userId));
}

/** Sets the rest scene of the member's hub; false when the member has no hub. */
export async function setRestScene({ tx, userId }: MemberScope, scene: string | null) {
  const updated = await tx
    .update(homeHubs)
    .set({ restScene: scene })
    .where(eq(homeHubs.userId, userId))
    .returning({ userId: homeHubs.userId });
  return updated.length > 0;
}

const deviceColumns = {
  id: homeDevices.id,
  name: homeDevices.name,
  kind: homeDevices.kind,
  room: homeDevices.room,
  isOn: homeDevices.isOn,
};
export type OwnDeviceRow = { id: string; name: string; kind: string; room: string; isOn: boolean };

const ownDevice = (userId: string, id: string) =>
  and(eq(homeDevices.id, id), eq(homeDevices.userId, userId));

export async function ownDevices({ db, userId }: MemberReadScope): Promise<OwnDeviceRow[]> {
  return db
    .select(deviceColumns)
    .from(homeDevices)
    .where(eq(homeDevices.userId, userId))
    .orderBy(asc(homeDevices.createdAt), asc(homeDevices.id));
}

/** Adds a device unless the member has `max` already (counted under the member's lock). */
export async function insertOwnDevice(
  { tx, userId }: MemberScope,
  input: OwnDeviceInput,
  max: number,
  now: Date,
): Promise<OwnDeviceRow | null> {
  await lockMemberDevices(tx, userId);
  const [{ total }] = (await tx
    .select({ total: count() })
    .from(homeDevices)
    .where(eq(homeDevices.userId, userId))) as [{ total: number }];
  if (total >= max) return null;
  const [row] = await tx
    .insert(homeDevices)
    .values({ userId, ...input, isOn: false, createdAt: now })
    .returning(deviceColumns);
  return row!;
}

/** One member's device-list changes one at a time, so the list's limit holds. */
async function lockMemberDevices(tx: MemberScope['tx'], userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`home_devices:${userId}`}))`);
}

export async function setOwnDeviceState({ tx, userId }: MemberScope, id: string, on: boolean) {
  const [row] = await tx
    .update(homeDevices)
    .set({ isOn: on })
    .where(ownDevice(userId, id))
    .returning(deviceColumns);
  return row ?? null;
}

export async function deleteOwnDevice({ tx, userId }: MemberScope, id: string) {
  const removed = await tx
    .delete(homeDevices)
    .where(ownDevice(userId, id))
    .returning({ id: homeDevices.id });
  return removed.length > 0;
}

/** Turns off the member's own lights that are on; answers how many. */
export async function switchOffOwnLights({ tx, userId }: MemberScope) {
  const changed = await tx
    .update(homeDevices)
    .set({ isOn: false })
    .where(
      and(
        eq(homeDevices.userId, userId),
        eq(homeDevices.kind, 'light'),
        eq(homeDevices.isOn, true),
      ),
    )
    .returning({ id: homeDevices.id });
  return changed.length;
}
