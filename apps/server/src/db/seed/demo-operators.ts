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

/** Creates the account, or gives an existing one back its demo password and the operator role. */
export async function seedDemoOperator(
  tx: Db,
  tenant: { id: string; slug: string },
): Promise<void> {
  const account = demoOperatorAccounts[tenant.slug];
  if (!account) return;
  const passwordHash = await hashOnce(account.password);
  await tx
    .insert(users)
    .values({
      tenantId: tenant.id,
      id: `${tenant.slug}-operator`,
      email: account.email,
      passwordHash,
      fullName: 'Demo Operator',
      role: 'operator',
    })
    .onConflictDoUpdate({
      target: [users.tenantId, users.email],
      set: { passwordHash, role: 'operator', updatedAt: new Date() },
    });
}
