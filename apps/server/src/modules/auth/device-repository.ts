// SQL for devices. Every call takes the tenant id and the user id.
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { DeviceType } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { devices } from '../../db/schema-accounts';

export async function listDevices(db: Db, tenantId: string, userId: string) {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.userId, userId)))
    .orderBy(asc(devices.createdAt), asc(devices.id));
}

export interface DeviceFacts {
  deviceId: string;
  name: string;
  type: DeviceType;
  osName: string;
  osVersion: string;
  browserName: string;
  browserVersion: string;
  country: string | null;
}

export async function insertDevice(
  db: Db,
  tenantId: string,
  userId: string,
  id: string,
  facts: DeviceFacts,
) {
  const [row] = await db
    .insert(devices)
    .values({ tenantId, id, userId, ...facts })
    .returning();
  if (!row) throw new Error('device insert returned no row');
  return row;
}

export async function touchDevice(db: Db, tenantId: string, id: string, facts: DeviceFacts) {
  // A sign-in without the country header keeps the place last seen.
  const { country, ...rest } = facts;
  const [row] = await db
    .update(devices)
    .set({ ...rest, ...(country ? { country } : {}), updatedAt: new Date() })
    .where(and(eq(devices.tenantId, tenantId), eq(devices.id, id)))
    .returning();
  if (!row) throw new Error('device update returned no row');
  return row;
}

/** Last seen: a token refresh moves the time and, when the proxy sent one, the country. */
export async function markDeviceSeen(
  db: Db,
  tenantId: string,
  id: string,
  seen: { at: Date; country: string | null },
) {
  await db
    .update(devices)
    .set(seen.country ? { updatedAt: seen.at, country: seen.country } : { updatedAt: seen.at })
    .where(and(eq(devices.tenantId, tenantId), eq(devices.id, id)));
}

/** Names one of the user's own devices (by client id or row id); null takes the name away. */
export async function renameDevice(
  db: Db,
  tenantId: string,
  userId: string,
  deviceId: string,
  customName: string | null,
) {
  return db
    .update(devices)
    .set({ customName })
    .where(
      and(
        eq(devices.tenantId, tenantId),
        eq(devices.userId, userId),
        or(eq(devices.deviceId, deviceId), eq(devices.id, deviceId)),
      ),
    )
    .returning();
}

/** Deletes by the client's device id or the row id; its sessions and tokens go with it. */
export async function deleteDevice(db: Db, tenantId: string, userId: string, deviceId: string) {
  return db
    .delete(devices)
    .where(
      and(
        eq(devices.tenantId, tenantId),
        eq(devices.userId, userId),
        or(eq(devices.deviceId, deviceId), eq(devices.id, deviceId)),
      ),
    )
    .returning();
}

/** How many devices each of these users has; a user without any is absent from the answer. */
export async function countDevices(db: Db, tenantId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: devices.userId, count: count() })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), inArray(devices.userId, userIds)))
    .groupBy(devices.userId);
}
