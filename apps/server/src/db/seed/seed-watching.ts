// The watching side of the demo: game stats, channel programme rotas and the operator key and
// operator account of a demo tenant. Called inside the seed's transaction after the tenant's events are written; the
// stats and rotas of the previous seed went with the events they belonged to (on delete cascade).
import { and, eq } from 'drizzle-orm';
import { demoOperatorKeys, hashOperatorKey } from '../../modules/operator/operator-key';
import type { Db } from '../open';
import type { NewEventRow } from '../schema';
import { channelProgrammes, eventStatMetrics, operatorKeys } from '../schema-watching';
import { seedDemoOperator } from './demo-operators';
import { buildDemoProgrammes } from './demo-programmes';
import { buildDemoStats } from './demo-stats';

const batchSize = 500;

export async function seedWatching(
  tx: Db,
  tenant: { id: string; slug: string },
  events: NewEventRow[],
): Promise<void> {
  const stats = buildDemoStats(tenant.slug, events);
  for (let i = 0; i < stats.length; i += batchSize) {
    await tx.insert(eventStatMetrics).values(stats.slice(i, i + batchSize));
  }
  const programmes = buildDemoProgrammes(events);
  if (programmes.length > 0) await tx.insert(channelProgrammes).values(programmes);

  await tx
    .delete(operatorKeys)
    .where(and(eq(operatorKeys.tenantId, tenant.id), eq(operatorKeys.demo, true)));
  const key = demoOperatorKeys[tenant.slug];
  if (key) {
    await tx
      .insert(operatorKeys)
      .values({
        tenantId: tenant.id,
        keyHash: hashOperatorKey(key),
        label: 'demo operator',
        demo: true,
      })
      .onConflictDoNothing();
  }
  await seedDemoOperator(tx, tenant);
}
