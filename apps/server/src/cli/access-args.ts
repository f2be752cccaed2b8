// The access commands of `npm run operator`: a new operator key for the tenant, and what an
// account may do there (operator role, global timeline tags, platform admin, ADR 064).
import { emailOf, required } from './arg-checks';

export type AccessCommand =
  | { name: 'create-key'; tenant: string; label: string }
  /** grant-role makes the account an operator of its tenant; revoke-role makes it a viewer again. */
  | { name: 'grant-role'; tenant: string; email: string }
  | { name: 'revoke-role'; tenant: string; email: string }
  /** Whether the account may write global timeline tags (canCreateGlobalTag). */
  | { name: 'grant-global-tags'; tenant: string; email: string }
  | { name: 'revoke-global-tags'; tenant: string; email: string }
  /** The platform admin grant of an account (ADR 064). */
  | { name: 'grant-platform-admin'; tenant: string; email: string }
  | { name: 'revoke-platform-admin'; tenant: string; email: string };

export interface AccessValues {
  label?: string;
  email?: string;
}

/** The command for `name`, or null when `name` is not an access command. */
export function parseAccessCommand(
  name: string,
  tenant: string,
  values: AccessValues,
): AccessCommand | null {
  switch (name) {
    case 'create-key':
      return { name, tenant, label: values.label?.trim() || 'operator' };
    case 'grant-role':
    case 'revoke-role':
    case 'grant-platform-admin':
    case 'revoke-platform-admin':
    case 'grant-global-tags':
    case 'revoke-global-tags':
      return { name, tenant, email: emailOf(required(values.email, 'email')) };
    default:
      return null;
  }
}

/** Keys and roles; the usage lists them apart from the global tags (and platform admin, tenant-args.ts). */
export const keyAndRoleUsage = `  npm run operator -- create-key [--tenant <slug>] [--label <text>]   (direct only)
  npm run operator -- grant-role --email <email> [--tenant <slug>]    (direct only)
  npm run operator -- revoke-role --email <email> [--tenant <slug>]   (direct only)
`;

export const globalTagsUsage = `  npm run operator -- grant-global-tags  --email <email> [--tenant <slug>]
  npm run operator -- revoke-global-tags --email <email> [--tenant <slug>]
`;
