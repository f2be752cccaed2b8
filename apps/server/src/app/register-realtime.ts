// Sockets (ADR 008): socket.io at /ws, across processes through Redis when REDIS_URL is set;
// other processes' messages make this one forget stale answers and tenants.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { Accounts } from '../modules/auth/accounts';
import type { AnswerCache } from '../modules/events/answer-cache';
import realtimePlugin from '../realtime/realtime-plugin';

export async function registerRealtime(
  app: FastifyInstance,
  options: { config: Config; db: Db; accounts: Accounts; answers: AnswerCache },
) {
  const { config, db, accounts, answers } = options;
  await app.register(realtimePlugin, {
    db,
    redisUrl: config.redisUrl,
    authenticateSocket: accounts.authenticateSocket,
    onAnswersStale: (tenantId) => answers.invalidate(tenantId),
    onTenantsStale: () => app.tenants.invalidate(),
  });
}
