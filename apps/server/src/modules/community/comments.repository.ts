import type { ReactionValue } from '@suara/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, commentReactions, comments, reviews, users } from '../../db/schema/index.ts';
import { microText } from '../../db/micro-time.ts';
import { preparedQueries } from '../../db/prepared-queries.ts';

/** Where a page ended: created_at as text to the microsecond, and the id. */
export type Keyset = { createdAt: string; id: string };

type AuthorJson = { id: string; name: string; avatarKey: string | null; deletedAt: string | null };

/** A reply as the lists read it; `createdAt` is text to the microsecond (a JS Date keeps milliseconds only). */
export type ReplyRow = {
  id: string;
  userId: string;
  body: string;
  createdAt: string;
  likeCount: number;
  unlikeCount: number;
  author: AuthorJson;
  viewerReaction: ReactionValue | null;
  /** Hidden by moderation: only administrators' lists carry such rows. */
  hidden: boolean;
};
/** A comment with its first replies (one more than shown, to tell whether more follow). */
export type CommentRow = ReplyRow & { replyCount: number; replies: ReplyRow[] };

// Spelled as in the reviews lists' partial indexes ('hidden' a literal, not a parameter).
const visibleReview = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;


/**
 * The json of a comment or reply row aliased `c`, its author `u` and the viewer's reaction (null for
 * a visitor), with the keys of ReplyRow. Aliases are parameters since replies nest inside comments.
 */
function itemJson(c: string, u: string, withViewer: boolean): SQL {
  const [row, author] = [sql.raw(c), sql.raw(u)];
  const viewerReaction = withViewer
    ? sql`(select x.value from ${commentReactions} x where x.comment_id = ${row}.id and x.user_id = ${sql.placeholder('viewerId')})`
    : sql`null`;
  return sql`json_build_object(
    'id', ${row}.id, 'userId', ${row}.user_id, 'body', ${row}.body, 'createdAt', ${microText(sql`${row}.created_at`)},
    'likeCount', ${row}.like_count, 'unlikeCount', ${row}.unlike_count,
    'author', json_build_object('id', ${author}.id, 'name', ${author}.name, 'avatarKey', ${author}.avatar_key, 'deletedAt', ${author}.deleted_at),
    'viewerReaction', ${viewerReaction}, 'hidden', ${row}.hidden_at is not null)`;
}

/** One row comparison on (created_at, id), the columns of comments_review_idx and comments_parent_idx. */
const afterKeyset = (c: string, direction: '<' | '>') =>
  sql`(${sql.raw(c)}.created_at, ${sql.raw(c)}.id) ${sql.raw(direction)} (${sql.placeholder('afterCreatedAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`;

/** `withHidden`: an administrator's view, which shows what moderation hid (marked) so it can be restored. */
type PageOptions = { after?: Keyset; limit: number; viewerId: string | null; withHidden?: boolean };

/** What a page's statement text depends on; the values are its placeholders. */
type PageShape = { after: boolean; viewer: boolean; withHidden: boolean };
const shapeOf = ({ after, viewerId, withHidden }: PageOptions): PageShape => ({ after: Boolean(after), viewer: viewerId !== null, withHidden: Boolean(withHidden) });
const keyOfShape = ({ after, viewer, withHidden }: PageShape) => `${after}/${viewer}/${withHidden}`;
const valuesOf = ({ after, limit, viewerId }: PageOptions) => ({ limit, viewerId, afterCreatedAt: after?.createdAt, afterId: after?.id });

const unhidden = (c: string, withHidden: boolean) => (withHidden ? sql`` : sql`and ${sql.raw(c)}.hidden_at is null`);

/** A json array of the visible replies of `parentId` (a column), oldest first, at most the placeholder `limitName` of them. */
function repliesJson(parentId: SQL, { after, viewer, withHidden }: PageShape, limitName: string): SQL {
  return sql`(select coalesce(json_agg(page.item order by page.created_at, page.id), '[]'::json) from (
    select r.created_at, r.id, ${itemJson('r', 'ru', viewer)} as item
    from ${comments} r join ${users} ru on ru.id = r.user_id
    where r.parent_id = ${parentId} and r.deleted_at is null ${unhidden('r', withHidden)} ${after ? sql`and ${afterKeyset('r', '>')}` : sql``}
    order by r.created_at, r.id
    limit ${sql.placeholder(limitName)}) page)`;
}

/** listComments' statement, built once per shape: building it cost the API more than running it. */
const commentsPageQuery = preparedQueries('comments-page', keyOfShape, (db, shape: PageShape, name) =>
  db
    .select({
      total: reviews.commentCount,
      // "reviews".id spelled out: Drizzle leaves a column in a single-table select list unqualified.
      items: sql<CommentRow[]>`(
        select coalesce(json_agg(page.item order by page.created_at desc, page.id desc), '[]'::json) from (
          select c.created_at, c.id,
            (${itemJson('c', 'cu', shape.viewer)})::jsonb
              || jsonb_build_object('replyCount', c.reply_count, 'replies', ${repliesJson(sql`c.id`, { ...shape, after: false }, 'repliesLimit')}) as item
          from ${comments} c join ${users} cu on cu.id = c.user_id
          where c.review_id = ${reviews}.id and c.parent_id is null and c.deleted_at is null ${unhidden('c', shape.withHidden)} ${shape.after ? sql`and ${afterKeyset('c', '<')}` : sql``}
          order by c.created_at desc, c.id desc
          limit ${sql.placeholder('limit')}) page)`,
    })
    .from(reviews)
    .where(and(eq(reviews.id, sql.placeholder('reviewId')), visibleReview))
    .prepare(name),
);

/**
 * A page of a visible review's visible comments, newest first, each with its first `repliesLimit`
 * replies and the viewer's reactions, and the review's comment count: one query. Undefined when
 * the review is gone or hidden.
 */
export async function listComments(db: Database, reviewId: string, options: PageOptions & { repliesLimit: number }) {
  const [row] = await commentsPageQuery(db, shapeOf(options)).execute({ ...valuesOf(options), reviewId, repliesLimit: options.repliesLimit });
  return row;
}

/** listReplies' statement, built once per shape. Inside repliesJson the replies are aliased, so "comments" there is this outer row. */
const repliesPageQuery = preparedQueries('replies-page', keyOfShape, (db, shape: PageShape, name) =>
  db
    .select({ items: sql<ReplyRow[]>`${repliesJson(sql`${comments}.id`, shape, 'limit')}` })
    .from(comments)
    .innerJoin(reviews, eq(reviews.id, comments.reviewId))
    .where(
      and(
        eq(comments.id, sql.placeholder('commentId')),
        isNull(comments.parentId),
        isNull(comments.deletedAt),
        shape.withHidden ? undefined : isNull(comments.hiddenAt),
        visibleReview,
      ),
    )
    .prepare(name),
);

/**
 * A page of a visible comment's visible replies, oldest first: one query. Undefined when the
 * comment is gone, is itself a reply, or its review is gone or hidden.
 */
export async function listReplies(db: Database, commentId: string, options: PageOptions) {
  const [row] = await repliesPageQuery(db, shapeOf(options)).execute({ ...valuesOf(options), commentId });
  return row;
}

/** Adds `delta` to a visible review's comment count; its author, or undefined when the review is gone or hidden. */
export async function addToCommentCount(db: Database, reviewId: string, delta: number): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ commentCount: sql`${reviews.commentCount} + ${delta}` })
    .where(and(eq(reviews.id, reviewId), visibleReview))
    .returning({ userId: reviews.userId });
  return row;
}

export async function addToReplyCount(db: Database, commentId: string, delta: number) {
  await db
    .update(comments)
    .set({ replyCount: sql`${comments.replyCount} + ${delta}` })
    .where(eq(comments.id, commentId));
}

export type NewComment = { reviewId: string; parentId: string | null; userId: string; body: string };

export async function insertComment(db: Database, values: NewComment) {
  const [row] = await db
    .insert(comments)
    .values(values)
    .returning({ id: comments.id, createdAt: microText(sql`${comments.createdAt}`) });
  return row!;
}

/** A live, unhidden comment or reply under a visible review: what posting a reply and deleting need. */
export type CommentTarget = { id: string; reviewId: string; parentId: string | null; userId: string };

/**
 * Locks a live comment or reply under a visible review until the transaction ends ('update' for a
 * deletion, 'no key update' to post a reply under it). A reply's comment is locked first, so a
 * reply's deletion and its comment's deletion take their locks in the same order.
 */
export async function lockComment(db: Database, id: string, strength: 'update' | 'no key update'): Promise<CommentTarget | undefined> {
  const [found] = await db.select({ parentId: comments.parentId }).from(comments).where(eq(comments.id, id));
  if (!found) return undefined;
  if (found.parentId) await db.select({ id: comments.id }).from(comments).where(eq(comments.id, found.parentId)).for('no key update');
  const [row] = await db
    .select({ id: comments.id, reviewId: comments.reviewId, parentId: comments.parentId, userId: comments.userId })
    .from(comments)
    .innerJoin(reviews, eq(reviews.id, comments.reviewId))
    .where(and(eq(comments.id, id), isNull(comments.deletedAt), isNull(comments.hiddenAt), visibleReview))
    .for(strength, { of: comments });
  return row;
}

/** Soft-deletes a comment or reply and, for a comment, its live replies, with the same time. */
export async function softDeleteComment(db: Database, id: string, now: Date) {
  await db.update(comments).set({ deletedAt: now }).where(eq(comments.id, id));
  await db
    .update(comments)
    .set({ deletedAt: now })
    .where(and(eq(comments.parentId, id), isNull(comments.deletedAt)));
}

/** An administrator's deletion of someone else's comment or reply is a moderation action, and audited. */
export async function recordAdminDeletion(db: Database, actorId: string, target: CommentTarget) {
  await db.insert(auditLog).values({
    actorId,
    action: target.parentId ? 'reply.delete' : 'comment.delete',
    targetType: 'comment',
    targetId: target.id,
    details: { reviewId: target.reviewId, parentId: target.parentId, authorId: target.userId },
  });
}
