import type { ReactionValue } from '@suara/domain';
import { Column, eq, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-queries.ts';
import { qualified } from '../../db/qualified-column.ts';
import { attachments, auditLog, officialResponses, operators, operatorTeams, reviewMeToos, reviewOptions, reviewReactions, reviews, teamMembers, users } from '../../db/schema/index.ts';
import type { AttachmentSource } from '../uploads/uploads.presenter.ts';
import type { AuthorColumns } from './reviews.presenter.ts';

export type NewReview = Omit<typeof reviews.$inferInsert, 'id' | 'ticketNumber' | 'search' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** Runs `work` in one transaction; `tx` goes wherever a Database is expected (other services included). */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export async function insertReview(db: Database, values: NewReview): Promise<{ id: string; ticketNumber: number }> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id, ticketNumber: reviews.ticketNumber });
  return row!;
}

// The reviews lists may show, spelled as the partial indexes' predicate ('hidden' a literal, not a
// parameter) so the planner can prove it and use reviews_latest_idx, reviews_score_idx and the others.
export const visible = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;

export const feeling = alias(reviewOptions, 'feeling');
const service = alias(reviewOptions, 'service');
const aspect = alias(reviewOptions, 'aspect');

export const author = { id: users.id, name: users.name, avatarKey: users.avatarKey, deletedAt: users.deletedAt };
const optionOf = <T extends typeof feeling | typeof service | typeof aspect>(option: T) => ({ id: option.id, key: option.key, title: option.title, titleMs: option.titleMs });

/** json_build_object of an attachment row `a`, with the keys of AttachmentSource. */
const attachmentJson = sql`json_build_object('id', a.id, 'storageKey', a.storage_key, 'thumbKey', a.thumb_key, 'mime', a.mime, 'originalName', a.original_name, 'width', a.width, 'height', a.height)`;

/** What the rider wrote about the trip: in the detail, and in a rider's data export. */
export const reviewTextColumns = {
  operatorName: reviews.operatorName,
  routeName: reviews.routeName,
  stopName: reviews.stopName,
  vehiclePlate: reviews.vehiclePlate,
  experience: reviews.experience,
  comment: reviews.comment,
  latitude: reviews.latitude,
  longitude: reviews.longitude,
  address: reviews.address,
  incidentAt: reviews.incidentAt,
};

const reviewColumns = {
  id: reviews.id,
  ticketNumber: reviews.ticketNumber,
  userId: reviews.userId,
  status: reviews.status,
  statusNote: reviews.statusNote,
  statusChangedAt: reviews.statusChangedAt,
  serviceText: reviews.serviceText,
  aspectText: reviews.aspectText,
  likeCount: reviews.likeCount,
  unlikeCount: reviews.unlikeCount,
  commentCount: reviews.commentCount,
  meTooCount: reviews.meTooCount,
  createdAt: reviews.createdAt,
  deletedAt: reviews.deletedAt,
};

const reviewDetailQuery = preparedQuery('review-detail', (db, name) =>
  db
    .select({
      ...reviewColumns,
      ...reviewTextColumns,
      author,
      feeling: { ...optionOf(feeling), score: feeling.score, icon: feeling.icon },
      service: optionOf(service),
      aspect: optionOf(aspect),
      attachments: sql<AttachmentSource[]>`coalesce((select json_agg(${attachmentJson} order by a.sort, a.id) from ${attachments} a where a.review_id = ${qualified(reviews.id)}), '[]'::json)`,
      // A visitor's viewer id is null, which matches no reaction.
      viewerReaction: sql<ReactionValue | null>`(select r.value from ${reviewReactions} r where r.review_id = ${qualified(reviews.id)} and r.user_id = ${sql.placeholder('viewerId')}::uuid)`,
      viewerMeToo: sql<boolean>`exists (select from ${reviewMeToos} m where m.review_id = ${qualified(reviews.id)} and m.user_id = ${sql.placeholder('viewerId')}::uuid)`,
      resolutionConfirmedAt: reviews.resolutionConfirmedAt,
      responses: sql<ResponseSource[]>`coalesce((select json_agg(json_build_object('id', o.id, 'body', o.body, 'authorId', o.author_id, 'authorName', case when ru.deleted_at is null then ru.name end, 'operatorName', op.name, 'createdAt', o.created_at, 'editedAt', o.edited_at) order by o.created_at, o.id)
        from ${officialResponses} o join ${users} ru on ru.id = o.author_id join ${operatorTeams} ot on ot.id = o.team_id join ${operators} op on op.id = ot.operator_id
        where o.review_id = ${qualified(reviews.id)}), '[]'::json)`,
      // Whether the viewer is on the team of the review's operator: they may answer it (the operator loop).
      viewerStaff: sql<boolean>`exists (select from ${teamMembers} tm join ${operatorTeams} ot on ot.id = tm.team_id where ot.operator_id = ${qualified(reviews.operatorId)} and tm.user_id = ${sql.placeholder('viewerId')}::uuid)`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(feeling, eq(feeling.id, reviews.feelingId))
    .innerJoin(service, eq(service.id, reviews.serviceId))
    .innerJoin(aspect, eq(aspect.id, reviews.aspectId))
    .where(eq(reviews.id, sql.placeholder('id')))
    .prepare(name),
);

/** An official response as the detail's json_agg builds it (times as JSON text). */
export type ResponseSource = { id: string; body: string; authorId: string; authorName: string | null; operatorName: string; createdAt: string; editedAt: string | null };

/**
 * One review with its author, options, attachments and official responses (json_aggs), the viewer's own
 * reaction and 'me too' (null for a visitor) and whether they answer for its operator, in one query.
 */
export async function findReviewDetail(db: Database, id: string, viewerId: string | null) {
  const [row] = await reviewDetailQuery(db).execute({ id, viewerId });
  return row;
}
export type ReviewDetailRow = NonNullable<Awaited<ReturnType<typeof findReviewDetail>>>;

type OptionTexts = { key: string; title: string; titleMs: string };

/**
 * The option `id` names, as a json object read by a scalar subquery rather than a join: with three
 * joins to review_options the planner searched join orders for about 1 ms per list (a list it must
 * plan on every run, see listReviewTiles); with the subqueries, 0.1 ms.
 */
const optionTexts = <T extends OptionTexts>(id: AnyColumn, extra?: SQL) =>
  sql<T>`(select json_build_object('key', o.key, 'title', o.title, 'titleMs', o.title_ms${extra ?? sql``}) from ${reviewOptions} o where o.id = ${qualified(id)})`;

/** The review's feeling with its score and icon, by a scalar subquery. */
export const feelingOfReview = optionTexts<OptionTexts & { score: number | null; icon: string | null }>(reviews.feelingId, sql`, 'score', o.score, 'icon', o.icon`);

type AuthorJson = Omit<AuthorColumns, 'deletedAt'> & { deletedAt: string | null };

/**
 * The review's author read by a scalar subquery, as the option names are. Joined, the author's row
 * made a date-filtered list's generic plan look costlier than planning it anew (a nested loop
 * without the cache the custom plan's larger row estimate brings), so PostgreSQL planned the list on
 * every run; as a subquery it costs the same in both plans.
 */
export const authorOfReview = sql<AuthorJson>`(select json_build_object('id', u.id, 'name', u.name, 'avatarKey', u.avatar_key, 'deletedAt', u.deleted_at) from ${users} u where u.id = ${qualified(reviews.userId)})`.mapWith(authorFromJson);

/** An author's columns read as JSON (their deletion time as text) as a row brings them. */
export function authorFromJson(json: AuthorJson): AuthorColumns {
  return { ...json, deletedAt: json.deletedAt === null ? null : new Date(json.deletedAt) };
}

/** A feed tile's fields by name, selected as columns (selectReviewTiles) or as one JSON object (tileJson). */
const tileFields = {
  ...reviewColumns,
  score: reviews.score,
  cursorCreatedAt: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  author: authorOfReview,
  feeling: feelingOfReview,
  service: optionTexts(reviews.serviceId),
  aspect: optionTexts(reviews.aspectId),
  firstAttachment: sql<AttachmentSource | null>`(select ${attachmentJson} from ${attachments} a where a.review_id = ${qualified(reviews.id)} order by a.sort, a.id limit 1)`,
};

/**
 * Feed tiles (browse list, profile lists): the review's columns, author, option texts and first
 * attachment, plus created_at as text to the microsecond for the cursor (a JS Date keeps
 * milliseconds only). Callers add the conditions, order and limit, and may ask for `extra` columns;
 * one query for a whole page.
 */
export function selectReviewTiles<Extra extends SelectedFields>(db: Database, extra?: Extra) {
  return db
    .select({ ...(extra as Extra), ...tileFields })
    .from(reviews);
}
export type ReviewTileRow = Awaited<ReturnType<typeof selectReviewTiles<Record<never, never>>>>[number];

/** A tile's fields as one JSON object under their names, for a page to come as one field (see tileFromJson). */
export const tileJson = sql`json_build_object(${sql.join(
  Object.entries(tileFields).map(([name, field]) => sql`${sql.raw(`'${name}'`)}, ${field}`),
  sql`, `,
)})`;

/**
 * A tile read back from tileJson, each field as a row of selectReviewTiles brings it: a column
 * decoded as drizzle decodes it (a time's text to a Date), the author as authorOfReview maps it,
 * the other JSON as it is.
 */
export function tileFromJson(json: Record<string, unknown>): ReviewTileRow {
  const decoded = Object.entries(tileFields).map(([name, field]) => {
    const value = json[name] ?? null;
    if (value === null) return [name, null];
    if (is(field, Column)) return [name, field.mapFromDriverValue(value)];
    return [name, field === authorOfReview ? authorFromJson(value as AuthorJson) : value];
  });
  return Object.fromEntries(decoded) as ReviewTileRow;
}

/** The review's owner and state, locked until the transaction ends (for deletion). */
export async function lockReview(db: Database, id: string) {
  const [row] = await db
    .select({ id: reviews.id, userId: reviews.userId, ticketNumber: reviews.ticketNumber, status: reviews.status, deletedAt: reviews.deletedAt })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row;
}

export async function softDeleteReview(db: Database, id: string, now: Date) {
  await db.update(reviews).set({ deletedAt: now, updatedAt: now }).where(eq(reviews.id, id));
}

/** An administrator's deletion of someone else's review is a moderation action, and audited. */
export async function recordAdminDeletion(db: Database, actorId: string, review: { id: string; userId: string; ticketNumber: number }) {
  await db.insert(auditLog).values({
    actorId,
    action: 'review.delete',
    targetType: 'review',
    targetId: review.id,
    details: { ticketNumber: review.ticketNumber, authorId: review.userId },
  });
}
