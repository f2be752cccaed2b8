// `npm run operator -- …`: changes a live event's stream or score from a terminal, and manages
// operator keys and roles. Run with --help for the commands. Exit codes: 0 done, 1 failed, 2 bad
// arguments.
import { join } from 'node:path';
import type { Event } from '@touchline/contract/entities/event';
import { destination, pino } from 'pino';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase } from '../db/open';
import { demoTenants } from '../db/seed/demo-tenants';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import { connectRedisEventPublisher } from '../modules/operator/redis-event-publisher';
import { createCodesViaApi } from './codes-api';
import { runContentCommand } from './content-api';
import { contentCommandNames } from './content-args';
import { globalTagsViaApi, runViaApi, type ApiTarget } from './operator-api';
import { UsageError } from './arg-checks';
import { parseOperatorArgs, usage, type Connection } from './operator-args';
import { runCallCommand } from './call-api';
import { runSalesCommand } from './sales-api';
import { salesCommandNames } from './sales-args';
import { surveyAnswersViaApi } from './survey-api';
import { runTenantCommand } from './tenant-api';
import {
  changeGlobalTags,
  changePlatformAdmin,
  changeRole,
  CommandError,
  createCodes,
  createKey,
  runDirect,
  type EventCommand,
  type KeyCommand,
} from './operator-direct';

const describeEvent = (event: Event) =>
  `${event.id} "${event.title}": ${event.eventStatus}, stream ${event.source.hd ?? 'none'}` +
  (event.score ? `, score ${event.score.home}-${event.score.away}` : '');

function apiTarget(config: Config, connection: Connection, tenant: string): ApiTarget {
  const demo = demoTenants.find((t) => t.slug === tenant);
  const host = connection.host ?? demo?.hosts[0];
  if (!host)
    throw new CommandError(`pass --host: the portal picks tenant "${tenant}" by host name`);
  const key = connection.key ?? (process.env.OPERATOR_KEY?.trim() || demoOperatorKeys[tenant]);
  if (!key)
    throw new CommandError(`pass --key or set OPERATOR_KEY: tenant "${tenant}" has no demo key`);
  return { server: connection.server ?? `http://127.0.0.1:${config.port}`, host, key };
}

/** The platform API is on every tenant's hosts; the default tenant's is as good as any. */
function platformTarget(config: Config, connection: Connection): ApiTarget {
  const demo = demoTenants.find((t) => t.slug === config.defaultTenant);
  const host = connection.host ?? demo?.hosts[0];
  if (!host) throw new CommandError('pass --host: a host name the portal serves');
  const key = connection.key ?? config.platformKey;
  if (!key) throw new CommandError('pass --key or set PLATFORM_KEY (the platform key)');
  return { server: connection.server ?? `http://127.0.0.1:${config.port}`, host, key };
}

async function withDatabase<T>(
  config: Config,
  run: (db: Parameters<typeof runDirect>[0]) => Promise<T>,
) {
  if (!config.databaseUrl) {
    throw new CommandError(
      'direct needs DATABASE_URL (the embedded database belongs to the server: use --via api)',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseAppUrl: config.databaseAppUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
  });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

async function changeEvent(
  config: Config,
  connection: Connection,
  command: EventCommand,
): Promise<Event> {
  const via =
    connection.via === 'auto'
      ? config.databaseUrl && config.redisUrl
        ? 'direct'
        : 'api'
      : connection.via;
  if (via === 'api') return runViaApi(apiTarget(config, connection, command.tenant), command);
  const redisUrl = config.redisUrl;
  if (!redisUrl)
    throw new CommandError('direct needs REDIS_URL to reach open pages (or use --via api)');
  const log = pino({ level: config.logLevel === 'silent' ? 'silent' : 'warn' }, destination(2));
  return withDatabase(config, async (db) => {
    const redis = await connectRedisEventPublisher(redisUrl, log);
    try {
      return await runDirect(db, redis.publisher, command);
    } finally {
      await redis.close();
    }
  });
}

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const parsed = parseOperatorArgs(argv, config.defaultTenant);
  if (parsed.help) {
    process.stdout.write(usage());
    return 0;
  }
  const { command, connection } = parsed;
  if (command.name === 'create-key') {
    const key = await withDatabase(config, (db) => createKey(db, command satisfies KeyCommand));
    process.stdout.write(`New operator key for ${command.tenant} (shown once):\n${key}\n`);
    return 0;
  }
  if (command.name === 'create-codes') {
    // Through the running portal (audited there) unless --via direct asks for DATABASE_URL.
    const batch =
      connection.via === 'direct'
        ? {
            tenant: command.tenant,
            ...(await withDatabase(config, (db) => createCodes(db, command))),
          }
        : await createCodesViaApi(apiTarget(config, connection, command.tenant), command);
    process.stdout.write(`${JSON.stringify(batch)}\n`);
    return 0;
  }
  if (command.name === 'grant-role' || command.name === 'revoke-role') {
    const done = await withDatabase(config, (db) => changeRole(db, command));
    process.stdout.write(`${done}\n`);
    return 0;
  }
  if (command.name === 'grant-platform-admin' || command.name === 'revoke-platform-admin') {
    const done = await withDatabase(config, (db) => changePlatformAdmin(db, command));
    process.stdout.write(`${done}\n`);
    return 0;
  }
  if (command.name === 'create-tenant' || command.name === 'update-tenant') {
    const tenant = await runTenantCommand(platformTarget(config, connection), command);
    process.stdout.write(`${JSON.stringify(tenant)}\n`);
    return 0;
  }
  if (command.name === 'grant-global-tags' || command.name === 'revoke-global-tags') {
    // The embedded database belongs to the server: without DATABASE_URL ask the running portal.
    const direct = connection.via === 'direct' || (connection.via === 'auto' && config.databaseUrl);
    const done = direct
      ? await withDatabase(config, (db) => changeGlobalTags(db, command))
      : await globalTagsViaApi(apiTarget(config, connection, command.tenant), command);
    process.stdout.write(`${done}\n`);
    return 0;
  }
  if (command.name === 'survey-answers') {
    const page = await surveyAnswersViaApi(apiTarget(config, connection, command.tenant), command);
    process.stdout.write(`${JSON.stringify(page)}\n`);
    return 0;
  }
  if ((contentCommandNames as readonly string[]).includes(command.name)) {
    const target = apiTarget(config, connection, command.tenant);
    const answer = await runContentCommand(
      target,
      command as Parameters<typeof runContentCommand>[1],
    );
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return 0;
  }
  if (command.name === 'call') {
    const answer = await runCallCommand(apiTarget(config, connection, command.tenant), command);
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return 0;
  }
  if ((salesCommandNames as readonly string[]).includes(command.name)) {
    const target = apiTarget(config, connection, command.tenant);
    const answer = await runSalesCommand(target, command as Parameters<typeof runSalesCommand>[1]);
    process.stdout.write(`${JSON.stringify(answer)}\n`);
    return 0;
  }
  const event = await changeEvent(config, connection, command as EventCommand);
  process.stdout.write(`${describeEvent(event)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${usage()}`);
      process.exit(2);
    }
    const known = error instanceof CommandError || error instanceof ConfigError;
    process.stderr.write(`${known ? error.message : String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
