// `npm run seed`: (re)writes the demo tenants into the configured database. Idempotent: each run
// replaces the demo rows of the demo tenants and leaves everything else alone.
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../open';
import { readDemoMedia } from './demo-media';
import { seedDemo } from './seed-demo';

async function run() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseAppUrl: config.databaseAppUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  try {
    await database.migrate();
    const summary = await seedDemo(database.ownerDb, {
      media: await readDemoMedia(config.mediaDir),
    });
    console.log(
      `Seeded ${summary?.tenants ?? 0} demo tenants (${summary?.identities ?? 0} identities, ${summary?.events ?? 0} events) into ${database.driver}.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
