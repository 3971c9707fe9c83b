import { OPERATOR_KINDS, TEAM_ROLES } from '@suara/domain';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** Who runs a service (Rapid KL, KTM, Grab…): seeded, added by administrators or by a GTFS import. */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: OPERATOR_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_slug_key').on(t.slug)],
);

/**
 * The names an operator goes by, its own included, keyed by `operatorKey` (letters and digits, lower
 * case): a review's operator text matches with one primary-key lookup, and a key names one operator.
 */
export const operatorAliases = pgTable(
  'operator_aliases',
  {
    key: text('key').primaryKey(),
    /** The name as first written, for the admin to read. */
    name: text('name').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
  },
  (t) => [index('operator_aliases_operator_idx').on(t.operatorId)],
);

/** An operator's staff on the platform (issue #18): at most one team per operator. */
export const operatorTeams = pgTable(
  'operator_teams',
  {
    id: id(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_teams_operator_key').on(t.operatorId)],
);

/**
 * Who is on a team and as what. Access is read from here on every request, so a member removed is
 * out at once, their open sessions included. The user index answers 'which teams am I in'.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => operatorTeams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    addedBy: uuid('added_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/**
 * An invitation by e-mail: the link carries a token whose hash is kept here (as for e-mail links),
 * good until `expires_at` and once. Whoever accepts must be signed in with the invited address.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => operatorTeams.id),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
  },
  (t) => [uniqueIndex('team_invitations_token_key').on(t.tokenHash), index('team_invitations_team_idx').on(t.teamId, t.createdAt)],
);
