// This browser as a device (spec §3 "Device"): an id generated once and kept locally, and a
// readable name derived from the user agent ("Chrome on Linux").
import { storageKeys } from '@touchline/contract/constants';

export interface DeviceIdentity {
  id: string;
  name: string;
}

const browsers: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export const deviceNameFromUserAgent = (userAgent: string): string => {
  const browser = firstMatch(userAgent, browsers) ?? 'Browser';
  const system = firstMatch(userAgent, systems);
  return system ? `${browser} on ${system}` : browser;
};

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function deviceIdentity(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
  // The server renders sign-in forms too; only the browser's identity is ever sent.
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): DeviceIdentity {
  let id: string | null = null;
  try {
    id = storage?.getItem(storageKeys.deviceId) ?? null;
    if (!id) {
      id = newId();
      storage?.setItem(storageKeys.deviceId, id);
    }
  } catch {
    id ??= newId();
  }
  return { id, name: deviceNameFromUserAgent(userAgent) };
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
