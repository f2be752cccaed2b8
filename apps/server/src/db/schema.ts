// The database schema. Every tenant-owned table leads with tenant_id, in its key and its indexes,
// so no query can reach another tenant's rows by accident and every list seeks inside one tenant.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  BannerKind,
  CommerceCoverage,
  CommerceMediaType,
  EventStatus,
  IdentityKind,
  MediaKind,
} from '@touchline/contract/enums';
import type {
  TenantPublicConfig,
  TenantSecrets,
  TenantSettings,
} from '../modules/tenants/tenant-documents';
import {
  commerceCoverages,
  commerceTypes,
  eventStatuses,
  identityKinds,
  mediaKinds,
  oneOf,
} from './column-values';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** Host names (no port) that resolve to this tenant. */
    hosts: text('hosts').array().notNull(),
    name: text('name').notNull(),
    /** What the browser may see: the public customer configuration. */
    config: jsonb('config').$type<TenantPublicConfig>().notNull(),
    /** Server-side settings that are not secret (default country, device limit, demo timeline). */
    settings: jsonb('settings').$type<TenantSettings>().notNull(),
    /** Never serialised to a client: payment secret keys, VAPID private key, SMTP. */
    secrets: jsonb('secrets').$type<TenantSecrets>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tenants_hosts_idx').using('gin', t.hosts)],
);

/**
 * The secrets of the tenant in scope, the application role's only way to them (migration 0010,
 * ADR 034): it may read every tenant's other columns (hosts pick the tenant before any scope)
 * but not `tenants.secrets`. Written by hand, so drizzle-kit leaves it alone.
 */
export const tenantSecretsView = pgView('tenant_secrets', {
  id: text('id').notNull(),
  secrets: jsonb('secrets').$type<TenantSecrets>().notNull(),
}).existing();

export interface LinkedBanner {
  kind: BannerKind;
  imageUrl: string;
  linkUrl: string | null;
  linkTarget: '_self' | '_blank' | null;
}

export const identities = pgTable(
  'identities',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind').$type<IdentityKind>().notNull(),
    parentId: text('parent_id'),
    sportType: text('sport_type'),
    order: integer('order').notNull().default(0),
    title: text('title').notNull(),
    shortName: text('short_name'),
    imageUrl: text('image_url'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    colour: text('colour'),
    banners: jsonb('banners').$type<LinkedBanner[]>().notNull().default([]),
    mobileBanners: jsonb('mobile_banners').$type<LinkedBanner[]>().notNull().default([]),
    socialLinks: jsonb('social_links')
      .$type<Partial<Record<string, string>>>()
      .notNull()
      .default({}),
    archived: boolean('archived').notNull().default(false),
    /** Rows written by the demo seed; re-seeding replaces exactly these. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    check('identities_kind_check', sql`${t.kind} in (${oneOf(identityKinds)})`),
    index('identities_tenant_kind_order_idx').on(t.tenantId, t.kind, t.order, t.id),
    index('identities_tenant_parent_idx').on(t.tenantId, t.parentId),
    // Search: trigram index over the folded title (touchline_fold, migration 0001).
    index('identities_title_search_idx').using('gin', sql`touchline_fold(${t.title}) gin_trgm_ops`),
  ],
);

export const events = pgTable(
  'events',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    referenceId: text('reference_id'),
    title: text('title').notNull(),
    /**
     * The title folded for search (lower case, no accents; touchline_fold, migration 0001).
     * Stored rather than computed per row, so a filter that walks a sort index instead of the
     * trigram index compares plain text, and the planner has statistics for it.
     */
    searchTitle: text('search_title').generatedAlwaysAs(
      (): SQL => sql`touchline_fold(${events.title})`,
    ),
    metaTitle: text('meta_title'),
    description: text('description'),
    sportType: text('sport_type').notNull(),
    mediaKind: text('media_kind').$type<MediaKind>().notNull().default('event'),
    /** Highlight kind (auto, recap, …) for highlights and clips. */
    mediaSubType: text('media_sub_type'),
    status: text('status').$type<EventStatus>().notNull(),
    gameType: text('game_type'),
    gender: text('gender'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at'),
    kickoffAt: timestamptz('kickoff_at'),
    durationSeconds: doublePrecision('duration_seconds'),
    team1Id: text('team1_id'),
    team2Id: text('team2_id'),
    scoreHome: integer('score_home'),
    scoreAway: integer('score_away'),
    posterUrl: text('poster_url'),
    hdUrl: text('hd_url'),
    panoramicUrl: text('panoramic_url'),
    clipUrl: text('clip_url'),
    epgUrl: text('epg_url'),
    /** VAST tag URLs, played at offset 0. */
    adUrls: text('ad_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    commerceType: text('commerce_type').$type<CommerceMediaType>().notNull().default('free'),
    commerceCoverage: text('commerce_coverage')
      .$type<CommerceCoverage>()
      .notNull()
      .default('commerce_free_media'),
    /** ISO 3166 alpha-2 codes; empty allowed list = everywhere. */
    regionAllowed: text('region_allowed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regionBlocked: text('region_blocked')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The game a highlight or clip was cut from. */
    parentEventId: text('parent_event_id'),
    /** Where a highlight or clip starts within its parent's video, in seconds (timeline markers). */
    eventOffsetSeconds: doublePrecision('event_offset_seconds'),
    playerNumber: text('player_number'),
    playerColor: text('player_color'),
    /** The user who cut a user_clip or user_highlight; only they may read it. */
    ownerUserId: text('owner_user_id'),
    /** When the owner of a user clip shared it: from then on anyone with its id may open it. */
    sharedAt: timestamptz('shared_at'),
    sortOrder: integer('sort_order').notNull().default(0),
    statsEnabled: boolean('stats_enabled').notNull().default(false),
    geniusId: text('genius_id'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.parentEventId],
      foreignColumns: [t.tenantId, t.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.team1Id],
      foreignColumns: [identities.tenantId, identities.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.team2Id],
      foreignColumns: [identities.tenantId, identities.id],
    }),
    check('events_status_check', sql`${t.status} in (${oneOf(eventStatuses)})`),
    check('events_media_kind_check', sql`${t.mediaKind} in (${oneOf(mediaKinds)})`),
    check('events_event_offset_check', sql`${t.eventOffsetSeconds} >= 0`),
    check('events_commerce_type_check', sql`${t.commerceType} in (${oneOf(commerceTypes)})`),
    check(
      'events_commerce_coverage_check',
      sql`${t.commerceCoverage} in (${oneOf(commerceCoverages)})`,
    ),
    // One (tenant, key, id) index per sort field: keyset seeks and the ORDER BY … LIMIT of every
    // sort direction walk them without a sort step. media_kind rides along so the list's filter
    // hiding other users' clips is checked in the index and offset pages stay index-only scans.
    index('events_tenant_order_idx').on(t.tenantId, t.sortOrder, t.id, t.mediaKind),
    index('events_tenant_added_idx').on(t.tenantId, t.addedAt, t.id, t.mediaKind),
    index('events_tenant_title_idx').on(
      t.tenantId,
      sql`lower(${t.title}) collate "C"`,
      t.id,
      t.mediaKind,
    ),
    index('events_tenant_created_idx').on(t.tenantId, t.createdAt, t.id, t.mediaKind),
    // The home rails filter by status or kind and sort by the default key.
    index('events_tenant_status_added_idx').on(t.tenantId, t.status, t.addedAt, t.id, t.mediaKind),
    index('events_tenant_kind_added_idx').on(t.tenantId, t.mediaKind, t.addedAt, t.id),
    index('events_tenant_sport_added_idx').on(
      t.tenantId,
      t.sportType,
      t.addedAt,
      t.id,
      t.mediaKind,
    ),
    index('events_tenant_starts_idx').on(t.tenantId, t.startsAt, t.id),
    index('events_tenant_team1_idx').on(t.tenantId, t.team1Id),
    index('events_tenant_team2_idx').on(t.tenantId, t.team2Id),
    index('events_tenant_parent_idx').on(t.tenantId, t.parentEventId),
    index('events_tenant_reference_idx').on(t.tenantId, t.referenceId),
    // Search and the list's free-text filter: trigram index over the folded title.
    index('events_search_title_idx').using('gin', sql`${t.searchTitle} gin_trgm_ops`),
  ],
);

/** League, category and sub-category membership (ancestors included, so a category finds its sub-categories' events). */
export const eventIdentities = pgTable(
  'event_identities',
  {
    tenantId: text('tenant_id').notNull(),
    eventId: text('event_id').notNull(),
    identityId: text('identity_id').notNull(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.eventId, t.identityId] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.identityId],
      foreignColumns: [identities.tenantId, identities.id],
    }).onDelete('cascade'),
    index('event_identities_tenant_identity_idx').on(t.tenantId, t.identityId, t.eventId),
  ],
);

/** A tenant's content page (faq, about, terms, privacy or an /info/{type} page) in one locale. */
export const pages = pgTable(
  'pages',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    demo: boolean('demo').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type, t.locale] }), tenantIsolation()],
);

export type TenantRow = typeof tenants.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type NewIdentityRow = typeof identities.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;
