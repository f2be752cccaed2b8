// The value shapes several variables share: URLs of given schemes, address and host lists,
// bounded durations and on/off switches.
import { isIP } from 'node:net';
import { z } from 'zod';

export const urlWithProtocols = (protocols: string[]) =>
  z
    .url('must be a URL')
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}://`)),
      `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    );

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`) whose prefix fits its family. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

export const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine(
    (entries) => entries.every(isAddressOrCidr),
    'must be comma-separated IP addresses or CIDR blocks (e.g. 10.0.0.0/8,::1)',
  );

export const milliseconds = (min: number, max: number) =>
  z.coerce.number().int('must be an integer').min(min).max(max);

export const onOff = z.enum(['on', 'off'], 'must be on or off');

/** `host` or `host:port` (IPv6 in brackets): what OUTBOUND_ALLOWED_HOSTS lists. */
const hostEntry =
  /^(?:[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== ''),
  )
  .refine(
    (entries) => entries.every((entry) => hostEntry.test(entry)),
    'must be comma-separated host names or addresses, each with an optional :port (e.g. idp.internal,127.0.0.1:4350)',
  );
