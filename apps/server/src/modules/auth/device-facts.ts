// What a device is, from the request's user agent (ua-parser-js) and what the client says.
import UAParser from 'ua-parser-js';
import type { DeviceType } from '@touchline/contract/enums';
import { deviceTypeFromUserAgent } from '@touchline/contract/entities/device';
import type { DeviceFacts } from './device-repository';

const knownTypes = new Set<string>(['mobile', 'tablet']);

export function deviceTypeOf(userAgent: string): DeviceType {
  const parsed = new UAParser(userAgent).getDevice().type;
  if (parsed && knownTypes.has(parsed)) return parsed as DeviceType;
  // ua-parser leaves the type empty for desktops and for agents it does not know; the contract's
  // rule still recognises generic mobile and tablet markers.
  return deviceTypeFromUserAgent(userAgent);
}

export function deviceFacts(
  caller: { userAgent: string | undefined; country: string | null },
  client: { deviceId: string; name: string; osName?: string; osVersion?: string },
): DeviceFacts {
  const agent = caller.userAgent ?? '';
  const parser = new UAParser(agent);
  const os = parser.getOS();
  const browser = parser.getBrowser();
  return {
    deviceId: client.deviceId,
    name: client.name,
    type: deviceTypeOf(agent),
    osName: (client.osName || os.name || '').slice(0, 60),
    osVersion: (client.osVersion || os.version || '').slice(0, 60),
    // The major version is enough to tell two browsers apart and says less about the viewer.
    browserName: (browser.name ?? '').slice(0, 60),
    browserVersion: (browser.major ?? '').slice(0, 20),
    country: caller.country,
  };
}
