import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { pages } from '../schema';
import { fixedDemoMedia } from './demo-media';
import { demoInfoPageType } from './demo-pages';
import { seedDemo } from './seed-demo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('seeded');
});
afterAll(() => database.destroy());

const pagesOf = (tenantId: string) =>
  database.db
    .select({ type: pages.type, locale: pages.locale, title: pages.title, demo: pages.demo })
    .from(pages)
    .where(eq(pages.tenantId, tenantId))
    .orderBy(pages.type, pages.locale);

describe('demo content pages', () => {
  it('every tenant gets faq, about, terms, privacy and an info page in English, and a German FAQ', async () => {
    for (const tenantId of ['tn-touchline', 'tn-harbour']) {
      const rows = await pagesOf(tenantId);
      expect(rows.map((r) => `${r.type}/${r.locale}`)).toEqual(
        ['about/en', 'faq/de', 'faq/en', `${demoInfoPageType}/en`, 'privacy/en', 'terms/en'].sort(),
      );
    }
  });

  it('re-seeding replaces demo pages and keeps a page the tenant wrote', async () => {
    await database.db
      .update(pages)
      .set({ title: 'Our own FAQ', demo: false })
      .where(
        and(eq(pages.tenantId, 'tn-touchline'), eq(pages.type, 'faq'), eq(pages.locale, 'en')),
      );
    await database.db
      .update(pages)
      .set({ title: 'Edited' })
      .where(and(eq(pages.tenantId, 'tn-touchline'), eq(pages.type, 'about')));
    await seedDemo(database.db, { media: fixedDemoMedia() });
    const rows = await pagesOf('tn-touchline');
    expect(rows.find((r) => r.type === 'faq' && r.locale === 'en')).toMatchObject({
      title: 'Our own FAQ',
      demo: false,
    });
    expect(rows.find((r) => r.type === 'about')!.title).toBe('About Touchline Sports');
    expect(rows).toHaveLength(6);
  });
});
