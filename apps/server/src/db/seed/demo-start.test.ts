// Demo data only in demo mode (ADR 033): what a start seeds, and the production start that
// refuses the public demo credentials the README publishes.
import { count, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { tenants } from '../schema';
import { users } from '../schema-accounts';
import { operatorKeys } from '../schema-watching';
import { hashPassword } from '../../modules/auth/passwords';
import { fixedDemoMedia } from './demo-media';
import { findPublicDemoSecrets, prepareDemoData, PublicDemoSecretsError } from './demo-start';

const log = pino({ level: 'silent' });
const media = () => Promise.resolve(fixedDemoMedia());
const start = (database: TestDatabase, env: Record<string, string>) =>
  prepareDemoData(database, loadConfig({ LOG_LEVEL: 'silent', ...env }), { media, log });

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const tenantCount = async (db: TestDatabase) =>
  (await db.db.select({ n: count() }).from(tenants))[0]?.n;

describe('the demo data at start', () => {
  it('is seeded into an empty database in demo mode only', async () => {
    database = await createTestDatabase('migrated');
    await start(database, { NODE_ENV: 'production', DEMO: 'off' });
    await start(database, { NODE_ENV: 'development', DEMO: 'off' });
    expect(await tenantCount(database)).toBe(0);

    // `npm start`: production with DEMO=on serves the demo as before.
    await start(database, { NODE_ENV: 'production', DEMO: 'on' });
    expect(await tenantCount(database)).toBe(2);
  });

  it('makes a production start refuse the demo keys, accounts and tenants', async () => {
    database = await createTestDatabase('seeded');
    const refusal = await start(database, { NODE_ENV: 'production' }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PublicDemoSecretsError);
    const { findings, message } = refusal as PublicDemoSecretsError;
    expect(message).toMatch(/^Refusing to start in production/);
    expect(message).toContain('DEMO=on');
    expect(findings).toEqual(
      expect.arrayContaining([
        'tenant tn-touchline accepts the demo operator key of "touchline"',
        'tenant tn-harbour accepts the demo operator key of "harbour"',
        'account operator@touchline.example of tenant tn-touchline has the demo password',
        'account operator@harbour.example of tenant tn-harbour has the demo password',
        'account platform@touchline.example of tenant tn-touchline has the demo password',
        'demo tenants seeded by demo mode: harbour, touchline',
      ]),
    );
    // Demo mode and non-production starts accept them: that is the demo.
    await expect(start(database, { NODE_ENV: 'production', DEMO: 'on' })).resolves.toBeUndefined();
    await expect(start(database, { NODE_ENV: 'test' })).resolves.toBeUndefined();
  });

  it('names only what is still public once the owner changed it', async () => {
    database = await createTestDatabase('seeded');
    await database.db.delete(operatorKeys).where(eq(operatorKeys.demo, true));
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-new-secret-only-the-owner-knows') })
      .where(inArray(users.email, ['operator@touchline.example', 'platform@touchline.example']));
    expect(await findPublicDemoSecrets(database.db)).toEqual([
      'account operator@harbour.example of tenant tn-harbour has the demo password',
      'demo tenants seeded by demo mode: harbour, touchline',
    ]);
  });
});
