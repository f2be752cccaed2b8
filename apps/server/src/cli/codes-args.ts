// `npm run operator -- create-codes`: a batch of access codes for one offer (docs/decisions/035),
// through the portal's admin API unless --via direct (codes-api.ts, operator-direct.ts).
import { required, UsageError, wholeNumber } from './arg-checks';

export interface CodesCommand {
  name: 'create-codes';
  tenant: string;
  productId: string;
  count: number;
  useLimit: number | null;
  expiresAt: Date | null;
  label: string;
}

export interface CodesValues {
  product?: string;
  count?: string;
  limit?: string;
  expires?: string;
  label?: string;
}

/** The command for `name`, or null when `name` is not create-codes. */
export function parseCodesCommand(
  name: string,
  tenant: string,
  values: CodesValues,
): CodesCommand | null {
  if (name !== 'create-codes') return null;
  const expires = values.expires?.trim();
  const expiresAt = expires ? new Date(expires) : null;
  if (expiresAt && Number.isNaN(expiresAt.getTime()))
    throw new UsageError(`--expires must be a date (2027-06-30), got "${expires}"`);
  return {
    name,
    tenant,
    productId: required(values.product, 'product'),
    count: wholeNumber(values.count ?? '1', 'count'),
    useLimit: values.limit === undefined ? null : wholeNumber(values.limit, 'limit'),
    expiresAt,
    label: values.label?.trim() || 'access codes',
  };
}

export const codesUsage = `  npm run operator -- create-codes --product <offer id> [--count <n>] [--limit <uses>]
                       [--expires <date>] [--label <text>] [--tenant <slug>]
                       (through the portal's admin API; --via direct writes DATABASE_URL)
`;
