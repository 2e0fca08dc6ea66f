import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../../db/client';
import { homeDevices, homeHubs } from '../../../db/schema/smart-home';

/**
 * The smart home's part of the member's data rights (ADR 055, 065): the hub's address, when it
 * was connected and its rest scene (the access token is a secret the member made on their hub:
 * not exported), and the member's own device list.
 */
export const SMART_HOME_EXPORT_TABLES = ['home_hubs', 'home_devices'] as const;

export async function exportSmartHome(db: Executor, userId: string) {
  const [hub] = await db
    .select({ url: homeHubs.url, restScene: homeHubs.restScene, connectedAt: homeHubs.connectedAt })
    .from(homeHubs)
    .where(eq(homeHubs.userId, userId));
  const devices = await db
    .select({
      name: homeDevices.name,
      kind: homeDevices.kind,
      room: homeDevices.room,
      on: homeDevices.isOn,
      createdAt: homeDevices.createdAt,
    })
    .from(homeDevices)
    .where(eq(homeDevices.userId, userId))
    .orderBy(homeDevices.createdAt);
  return {
    hub: hub
      ? { url: hub.url, rest_scene: hub.restScene, connected_at: hub.connectedAt.toISOString() }
      : null,
    devices: devices.map(({ createdAt, ...device }) => ({
      ...device,
      created_at: createdAt.toISOString(),
    })),
  };
}

export async function forgetSmartHome(tx: Transaction, userId: string) {
  await tx.delete(homeDevices).where(eq(homeDevices.userId, userId));
  await tx.delete(homeHubs).where(eq(homeHubs.userId, userId));
}
