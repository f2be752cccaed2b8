// Every demo tenant shows the panoramic view on at least one live and one archived game, and the
// address points at a panoramic stream of the committed demo media of the game's own sport — under
// its `paid-` alias for a paid game (ADR 049), so no free game's address names a paid game's asset.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assetFolder } from '../../media/demo-aliases';
import { buildDemoEvents } from './demo-events';
import { fixedDemoMedia } from './demo-media';
import { demoTenants } from './demo-tenants';

const demoDir = fileURLToPath(new URL('../../../../../media/demo', import.meta.url));
const panoramaOf: Record<string, string> = { football: 'match-1', basketball: 'match-3' };

describe('demo seed: panoramic views', () => {
  for (const tenant of demoTenants) {
    it(`${tenant.slug}: live and archived games carry their match's panoramic view`, () => {
      const { events } = buildDemoEvents(
        { id: tenant.id, defaultCountry: tenant.settings.defaultCountry, slug: tenant.slug },
        tenant.catalog,
        new Date(Date.UTC(2026, 2, 1, 18)),
        fixedDemoMedia(),
      );
      const withView = events.filter((e) => e.panoramicUrl);
      expect(withView.filter((e) => e.status === 'live').length).toBeGreaterThan(0);
      expect(withView.filter((e) => e.status === 'vod').length).toBeGreaterThan(0);
      for (const event of withView) {
        const match = /^\/media\/(live|vod)\/((?:paid-)?[a-z0-9-]+-panorama)\/master\.m3u8$/.exec(
          event.panoramicUrl!,
        );
        expect(match, event.panoramicUrl!).not.toBeNull();
        expect(match![1]).toBe(event.status === 'live' ? 'live' : 'vod');
        const asset = match![2]!;
        expect(asset.startsWith('paid-')).toBe(event.commerceType !== 'free');
        expect(assetFolder(asset)).toBe(`${panoramaOf[event.sportType]}-panorama`);
        expect(event.mediaKind).toBe('event');
        expect(existsSync(join(demoDir, 'vod', assetFolder(asset), 'master.m3u8'))).toBe(true);
      }
      // Sports without a panoramic camera in the demo get none.
      for (const event of events.filter((e) => !(e.sportType in panoramaOf))) {
        expect(event.panoramicUrl ?? null).toBeNull();
      }
    });
  }
});
