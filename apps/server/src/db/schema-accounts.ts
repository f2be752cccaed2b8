// Accounts: users, their single sign-on links, devices, sessions (one refresh-token family each),
// refresh tokens and password-reset tokens. Every row leads with tenant_id and references its
// parent through (tenant_id, id), so a row can never point into another tenant.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DeviceType, SocialProvider } from '@touchline/contract/enums';
import type { ProfileGender, UserOptions } from '@touchline/contract/entities/user-profile';
import { tenants } from './schema';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What a user may do in their tenant beyond watching (docs/decisions/016). */
export const userRoles = ['viewer', 'operator'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable(
  'users',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Stored lower-cased and trimmed, as the contract's email schema normalises it. */
    email: text('email').notNull(),
    /** Null for accounts created through single sign-on only. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    city: text('city'),
    gender: text('gender').$type<ProfileGender>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryName: text('country_name'),
    postalCode: text('postal_code'),
    identity: text('identity'),
    identityItem: text('identity_item'),
    canCreateGlobalTag: boolean('can_create_global_tag').notNull().default(false),
    favoriteClubId: text('favorite_club_id'),
    options: jsonb('options').$type<UserOptions>().notNull().default({}),
    /** Granted by the operator command only; no user call writes it. */
    role: text('role').$type<UserRole>().notNull().default('viewer'),
    /**
     * Platform admin (ADR 064): may create and change tenants. Granted only by the operator
     * command run against the database; no call writes it.
     */
    platformAdmin: boolean('platform_admin').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email),
    check(
      'users_role_check',
      sql`${t.role} in (${sql.raw(userRoles.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

/** The provider account (issuer subject) a user signs in with. */
export const userLogins = pgTable(
  'user_logins',
  {
    tenantId: text('tenant_id').notNull(),
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.provider, t.subject] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('user_logins_user_idx').on(t.tenantId, t.userId),
  ],
);

export const devices = pgTable(
  'devices',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    /** The id the browser generated and keeps (Device.deviceId). */
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<DeviceType>().notNull(),
    osName: text('os_name').notNull().default(''),
    osVersion: text('os_version').notNull().default(''),
    /** Browser and its major version, read from the user agent on the server. */
    browserName: text('browser_name').notNull().default(''),
    browserVersion: text('browser_version').notNull().default(''),
    /** ISO country from the trusted proxy's header when last seen; null when it sent none. */
    country: text('country'),
    /** The name the user gave the device; null keeps the one derived from the agent. */
    customName: text('custom_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Last seen: sign-in and every token refresh move it. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('devices_user_device_idx').on(t.tenantId, t.userId, t.deviceId),
    check('devices_type_check', sql`${t.type} in ('mobile', 'tablet', 'desktop')`),
  ],
);

/**
 * A signed-in device: one refresh-token family. Access tokens carry its id (`sid`), so revoking
 * the row ends the access token too.
 */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    deviceRowId: text('device_row_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    /** The absolute end of the family, however often it is refreshed. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.deviceRowId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
    index('sessions_user_idx').on(t.tenantId, t.userId),
    index('sessions_device_idx').on(t.tenantId, t.deviceRowId),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; `rotatedAt` marks one already exchanged. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    sessionId: text('session_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The idle end: a token unused this long is dead. */
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
  },
  (t) => [
    tenantIsolation(),
    foreignKey({
      columns: [t.tenantId, t.sessionId],
      foreignColumns: [sessions.tenantId, sessions.id],
    }).onDelete('cascade'),
    index('refresh_tokens_session_idx').on(t.tenantId, t.sessionId),
  ],
);

/** Password-reset links: single use (`usedAt`), short-lived, stored as SHA-256 hashes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    tenantIsolation(),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('password_resets_user_idx').on(t.tenantId, t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type DeviceRow = typeof devices.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
