// What a server start does with the demo data (ADR 033). In demo mode (`DEMO=on`, `npm start`)
// the demo tenants, whose operator keys and accounts are published in the README, are seeded on
// a first start. Outside it nothing is seeded, and a production start refuses a database that
// still holds those public credentials: anyone who read the README could otherwise operate the
// portal.
import { inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { applyDemoFederation, demoFederationTenant, devWebPort } from '../../dev/demo-federation';
import { checkPassword } from '../../modules/auth/passwords';
import { demoOperatorKeys, hashOperatorKey } from '../../modules/operator/operator-key';
import type { Database, Db } from '../open';
import { tenants } from '../schema';
import { users } from '../schema-accounts';
import { operatorKeys } from '../schema-watching';
import type { DemoMedia } from './demo-media';
import { demoOperatorAccounts, demoPlatformAdmin } from './demo-operators';
import { seedDemo } from './seed-demo';

export class PublicDemoSecretsError extends Error {
  constructor(readonly findings: string[]) {
    super(
      [
        'Refusing to start in production: the database holds the demo credentials published in the README (decision 033):',
        ...findings.map((finding) => `  - ${finding}`),
        'Start a real deployment on a database without the demo tenants, or run the demo with DEMO=on.',
      ].join('\n'),
    );
    this.name = 'PublicDemoSecretsError';
  }
}

/**
 * The public demo credentials the database still accepts: demo operator keys, demo operator
 * accounts whose password is still the published one, and demo tenants. Read as the tables'
 * owner: the application role sees one tenant at a time.
 */
export async function findPublicDemoSecrets(ownerDb: Db): Promise<string[]> {
  const findings: string[] = [];
  const demoKeyHashes = new Map(
    Object.entries(demoOperatorKeys).map(([slug, key]) => [hashOperatorKey(key), slug]),
  );
  const keys = await ownerDb
    .select({ tenantId: operatorKeys.tenantId, keyHash: operatorKeys.keyHash })
    .from(operatorKeys)
    .where(inArray(operatorKeys.keyHash, [...demoKeyHashes.keys()]));
  for (const key of keys) {
    findings.push(
      `tenant ${key.tenantId} accepts the demo operator key of "${demoKeyHashes.get(key.keyHash)}"`,
    );
  }

  const accounts = [...Object.values(demoOperatorAccounts), demoPlatformAdmin];
  const rows = await ownerDb
    .select({ tenantId: users.tenantId, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    );
  for (const row of rows) {
    const account = accounts.find((candidate) => candidate.email === row.email);
    if (account && row.passwordHash && (await checkPassword(row.passwordHash, account.password)))
      findings.push(`account ${row.email} of tenant ${row.tenantId} has the demo password`);
  }

  const demoTenants = await ownerDb
    .select({ slug: tenants.slug })
    .from(tenants)
    .where(sql`${tenants.settings} ? 'demo'`)
    .orderBy(tenants.slug);
  if (demoTenants.length > 0) {
    findings.push(
      `demo tenants seeded by demo mode: ${demoTenants.map((tenant) => tenant.slug).join(', ')}`,
    );
  }
  return findings;
}

/**
 * Demo mode: seeds the demo tenants into an empty database and points the demo federation at
 * IFA_ISSUER_URL. Otherwise: writes nothing, and in production throws PublicDemoSecretsError
 * when public demo credentials are found.
 */
export async function prepareDemoData(
  database: Pick<Database, 'ownerDb'>,
  config: Pick<Config, 'demo' | 'nodeEnv' | 'ifaIssuerUrl' | 'port' | 'publicUrl'>,
  options: { media: () => Promise<DemoMedia>; log: Logger },
): Promise<void> {
  const { log } = options;
  if (!config.demo) {
    if (config.ifaIssuerUrl) log.warn('IFA_ISSUER_URL is for the demo federation only: ignored');
    if (config.nodeEnv === 'production') {
      const findings = await findPublicDemoSecrets(database.ownerDb);
      if (findings.length > 0) throw new PublicDemoSecretsError(findings);
    }
    return;
  }
  log.warn(
    'demo mode: the demo tenants and their public operator keys and accounts are served; set DEMO=off for a real deployment',
  );
  // The seed writes every demo tenant's rows, so it runs as the tables' owner.
  const seeded = await seedDemo(database.ownerDb, {
    media: await options.media(),
    onlyIfEmpty: true,
  });
  if (seeded) log.info(seeded, 'empty database: demo tenants seeded');
  if (!config.ifaIssuerUrl) return;
  const redirectUris = await applyDemoFederation(database.ownerDb, {
    issuer: config.ifaIssuerUrl,
    ports: [config.port, devWebPort],
    publicUrl: config.publicUrl,
  });
  if (redirectUris)
    log.info(
      { tenant: demoFederationTenant, issuer: config.ifaIssuerUrl, redirectUris },
      'demo federation sign-in through IFA_ISSUER_URL',
    );
  else log.warn({ tenant: demoFederationTenant }, 'IFA_ISSUER_URL set but no demo tenant');
}
