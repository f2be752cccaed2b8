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
  deviceName: z.string(),
  deviceType: deviceType,
  /** True for the device that made the request. */
  isCurrent: z.boolean(),
  osName: z.string(),
  osVersion: z.string(),
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
