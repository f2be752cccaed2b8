// How a device is named and described in the list: the user's name for it, else browser, version
// and system from the server's reading of the user agent, else the name the browser sent.
import type { Device } from '@touchline/contract/entities/device';
import type { TFunction } from 'i18next';

export function deviceTitle(device: Device, t: TFunction): string {
  if (device.customName) return device.customName;
  if (!device.browserName) return device.deviceName || t('deviceDetails.unknownBrowser');
  if (!device.osName) return `${device.browserName} ${device.browserVersion}`.trimEnd();
  return t('deviceDetails.browserOn', {
    browser: device.browserName,
    version: device.browserVersion,
    os: `${device.osName} ${device.osVersion}`.trimEnd(),
  }).replace(/\s+/g, ' ');
}

/** The approximate place, in the reader's language ("around Norway"); null when unknown. */
export function devicePlace(device: Device, language: string, t: TFunction): string | null {
  if (!device.country) return null;
  let country = device.country;
  try {
    country = new Intl.DisplayNames([language], { type: 'region' }).of(device.country) ?? country;
  } catch {
    // An engine without region names shows the code itself.
  }
  return t('deviceDetails.place', { country });
}
