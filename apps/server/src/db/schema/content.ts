import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const pollQuestions = pgTable('poll_questions', {
  id: id(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  titleMs: text('title_ms').notNull(),
  description: text('description').notNull(),
  descriptionMs: text('description_ms').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  link: text('link'),
  sort: integer('sort').notNull(),
});

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: id(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => pollQuestions.id),
    // The user's id, or for a visitor a keyed hash of the client address (never the address itself).
    voterKey: text('voter_key').notNull(),
    answer: text('answer', { enum: ['yes', 'no'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('poll_votes_question_voter_key').on(t.questionId, t.voterKey)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const posters = pgTable(
  'posters',
  {
    id: id(),
    imageKey: text('image_key'),
    url: text('url'),
    description: text('description').notNull(),
    descriptionMs: text('description_ms'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('posters_active_idx').on(t.active, t.sort)],
);

export const geocodeCache = pgTable('geocode_cache', {
  key: text('key').primaryKey(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    // Null when the action came from the command line rather than a signed-in admin.
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
