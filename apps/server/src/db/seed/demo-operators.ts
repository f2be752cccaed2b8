// The demo operator account of each demo tenant: a signed-in user with the operator role, so the
// admin API can be tried with a normal sign-in. Public on purpose, like the demo operator keys
// (README); a real tenant grants the role with `npm run operator -- grant-role`.
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../open';
import { users } from '../schema-accounts';

export const demoOperatorAccounts: Readonly<Record<string, { email: string; password: string }>> = {
  touchline: { email: 'operator@touchline.example', password: 'Floodlight-Whistle-42' },
  harbour: { email: 'operator@harbour.example', password: 'Floodlight-Whistle-42' },
};

/**
 * The demo platform admin (ADR 064): an operator of touchline that also holds the platform grant,
 * so the console's Tenants section can be tried. Public like the other demo accounts.
 */
export const demoPlatformAdmin = {
  tenant: 'touchline',
  email: 'platform@touchline.example',
  password: 'Floodlight-Whistle-42',
} as const;

/** argon2 is slow on purpose; one hash per password and process is enough for every re-seed. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * Creates the account, or gives an existing one back its demo password and the operator role;
 * on the platform admin's tenant the same for the demo platform admin, with its grant.
 */
export async function seedDemoOperator(
  tx: Db,
  tenant: { id: string; slug: string },
): Promise<void> {
  const account = demoOperatorAccounts[tenant.slug];
  if (!account) return;
  await seedAccount(tx, tenant.id, `${tenant.slug}-operator`, account, false);
  if (tenant.slug === demoPlatformAdmin.tenant)
    await seedAccount(tx, tenant.id, `${tenant.slug}-platform`, demoPlatformAdmin, true);
}

async function seedAccount(
  tx: Db,
  tenantId: string,
  id: string,
  account: { email: string; password: string },
  platformAdmin: boolean,
): Promise<void> {
  const passwordHash = await hashOnce(account.password);
  await tx
    .insert(users)
    .values({
      tenantId,
      id,
      email: account.email,
      passwordHash,
      fullName: platformAdmin ? 'Demo Platform Admin' : 'Demo Operator',
      role: 'operator',
      platformAdmin,
    })
    .onConflictDoUpdate({
      target: [users.tenantId, users.email],
      set: { passwordHash, role: 'operator', platformAdmin, updatedAt: new Date() },
    });
}
