import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    // Null once an account is deleted: the row stays so reviews keep an author ('Deleted user').
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    avatarKey: text('avatar_key'),
    about: text('about'),
    location: text('location'),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isSuper: boolean('is_super').notNull().default(false),
    roleAddedBy: uuid('role_added_by'),
    roleAddedAt: timestamp('role_added_at', { withTimezone: true }),
    roleRemovedBy: uuid('role_removed_by'),
    roleRemovedAt: timestamp('role_removed_at', { withTimezone: true }),
    gender: text('gender'),
    ageBand: text('age_band'),
    nationalStatus: text('national_status'),
    homeLocation: text('home_location'),
    disability: boolean('disability'),
    transportUsage: text('transport_usage'),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    // Settings: an e-mail when an operator answers or moves one of my reviews (issue #18); the bell either way.
    emailReviewUpdates: boolean('email_review_updates').notNull().default(true),
    // The weekly digest for an operator team's members and administrators (issue #18); its mails' unsubscribe link turns it off.
    emailDigest: boolean('email_digest').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_admin_idx').on(t.isAdmin).where(sql`${t.isAdmin}`),
    index('users_created_idx').on(t.createdAt, t.id),
    // The admin dashboard's find-by-email box matches any part of the address.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: id(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('oauth_accounts_provider_subject_key').on(t.provider, t.subject), index('oauth_accounts_user_idx').on(t.userId)],
);
