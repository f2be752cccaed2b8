// A device the user signed in from (spec §3 "Device") and the user-agent rule for its type.
import { z } from 'zod';
import { deviceType } from '../enums';
import type { DeviceType } from '../enums';
import { id, isoDate } from '../ids';

/** The browser's own device id: generated once on the client (a UUID) and kept locally. */
export const clientDeviceId = id;
export const deviceName = z.string().trim().min(1).max(120);

export const device = z.object({
  id: id,
  addedAt: isoDate,
  updatedAt: isoDate,
  deviceId: clientDeviceId,
  /** The name the browser sent at sign-in ("Chrome on Linux"). */
  deviceName: z.string(),
  /** The name the user gave it (rename_device); null when never renamed. */
  customName: z.string().nullable().default(null),
  deviceType: deviceType,
  /** True for the device that made the request. */
  isCurrent: z.boolean(),
  osName: z.string(),
  osVersion: z.string(),
  // The four below default so that a device list a browser stored before they existed still
  // reads (a session kept in storage is dropped when it does not match the contract).
  /** From the user agent on the server; empty when the agent names no browser. */
  browserName: z.string().default(''),
  browserVersion: z.string().default(''),
  /** ISO 3166 alpha-2 from the trusted proxy's header when last seen; null when unknown. */
  country: z.string().nullable().default(null),
});
export type Device = z.infer<typeof device>;

const tabletPattern =
  /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|(Android(?!.*Mobile))/i;
const mobilePattern =
  /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|Opera Mini|BlackBerry/i;

/** Tablets are checked first because many tablet agents also say "Mobile"-like things. */
export const deviceTypeFromUserAgent = (userAgent: string): DeviceType => {
  if (tabletPattern.test(userAgent)) return 'tablet';
  if (mobilePattern.test(userAgent)) return 'mobile';
  return 'desktop';
};
