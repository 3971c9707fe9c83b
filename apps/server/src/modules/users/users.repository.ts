import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reviewTextColumns } from '../reviews/reviews.repository.ts';
import {
  attachments,
  commentReactions,
  comments,
  contactMessages,
  emailTokens,
  notifications,
  oauthAccounts,
  pollQuestions,
  pollVotes,
  reports,
  reviewMeToos,
  reviewReactions,
  reviews,
  sessions,
  users,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Database, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** A user and the number of their reviews others can see (not deleted, not hidden), in one query. */
export async function findUserWithReviewCount(db: Database, id: string) {
  const [row] = await db
    .select({
      user: users,
      // Qualified by hand: Drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
      reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews}.user_id = ${users}.id and ${reviews}.deleted_at is null and ${reviews}.status <> 'hidden')`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Everything we hold that is about, or was written by, one user (for their data export). */
export async function collectUserData(db: Database, userId: string) {
  const [
    sessionRows,
    oauthRows,
    reviewRows,
    attachmentRows,
    commentRows,
    reviewReactionRows,
    commentReactionRows,
    meTooRows,
    reportRows,
    pollVoteRows,
    contactRows,
    notificationRows,
  ] = await Promise.all([
    // Never the token hash: it is a credential, not data about the user.
    db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ provider: oauthAccounts.provider, subject: oauthAccounts.subject, createdAt: oauthAccounts.createdAt })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId))
      .orderBy(asc(oauthAccounts.createdAt)),
    db
      .select({
        id: reviews.id,
        ticketNumber: reviews.ticketNumber,
        feelingId: reviews.feelingId,
        score: reviews.score,
        serviceId: reviews.serviceId,
        serviceText: reviews.serviceText,
        aspectId: reviews.aspectId,
        aspectText: reviews.aspectText,
        ...reviewTextColumns,
        status: reviews.status,
        likeCount: reviews.likeCount,
        unlikeCount: reviews.unlikeCount,
        commentCount: reviews.commentCount,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        deletedAt: reviews.deletedAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db
      .select({
        id: attachments.id,
        reviewId: attachments.reviewId,
        mime: attachments.mime,
        originalName: attachments.originalName,
        bytes: attachments.bytes,
        width: attachments.width,
        height: attachments.height,
        createdAt: attachments.createdAt,
      })
      .from(attachments)
      .where(eq(attachments.uploaderId, userId))
      .orderBy(asc(attachments.createdAt), asc(attachments.id)),
    db
      .select({ id: comments.id, reviewId: comments.reviewId, parentId: comments.parentId, body: comments.body, createdAt: comments.createdAt, deletedAt: comments.deletedAt })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select({ reviewId: reviewReactions.reviewId, value: reviewReactions.value, createdAt: reviewReactions.createdAt })
      .from(reviewReactions)
      .where(eq(reviewReactions.userId, userId))
      .orderBy(asc(reviewReactions.createdAt)),
    db
      .select({ commentId: commentReactions.commentId, value: commentReactions.value, createdAt: commentReactions.createdAt })
      .from(commentReactions)
      .where(eq(commentReactions.userId, userId))
      .orderBy(asc(commentReactions.createdAt)),
    db
      .select({ reviewId: reviewMeToos.reviewId, createdAt: reviewMeToos.createdAt })
      .from(reviewMeToos)
      .where(eq(reviewMeToos.userId, userId))
      .orderBy(asc(reviewMeToos.createdAt)),
    db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
        handledAt: reports.handledAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    db
      .select({ questionId: pollVotes.questionId, question: pollQuestions.title, answer: pollVotes.answer, createdAt: pollVotes.createdAt, updatedAt: pollVotes.updatedAt })
      .from(pollVotes)
      .innerJoin(pollQuestions, eq(pollQuestions.id, pollVotes.questionId))
      .where(eq(pollVotes.voterKey, userId))
      .orderBy(asc(pollVotes.createdAt)),
    db
      .select({
        id: contactMessages.id,
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        email: contactMessages.email,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select({ id: notifications.id, kind: notifications.kind, reviewId: notifications.reviewId, commentId: notifications.commentId, readAt: notifications.readAt, createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
  ]);
  return {
    sessions: sessionRows,
    linkedAccounts: oauthRows,
    reviews: reviewRows,
    attachments: attachmentRows,
    comments: commentRows,
    reviewReactions: reviewReactionRows,
    commentReactions: commentReactionRows,
    meToos: meTooRows,
    reports: reportRows,
    pollVotes: pollVoteRows,
    contactMessages: contactRows,
    notifications: notificationRows,
  };
}
export type UserData = Awaited<ReturnType<typeof collectUserData>>;

/**
 * Deletes an account in one transaction: the row stays (reviews and comments keep an author, shown
 * as 'Deleted user') but every personal field is erased, sign-in is impossible and the username is
 * free again. Returns the avatar key the caller should remove from storage, or undefined when the
 * account was already deleted.
 */
export async function eraseAccount(db: Database, userId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ avatarKey: users.avatarKey, isAdmin: users.isAdmin }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
    if (!current) return undefined;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
    // Notifications are only ever shown to their recipient.
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        // '-' never appears in a real username, so the placeholder cannot collide with one.
        username: `deleted-${userId}`,
        email: null,
        phone: null,
        passwordHash: null,
        avatarKey: null,
        about: null,
        location: null,
        emailVerifiedAt: null,
        isAdmin: false,
        isSuper: false,
        ...(current.isAdmin ? { roleRemovedBy: userId, roleRemovedAt: now } : {}),
        gender: null,
        ageBand: null,
        nationalStatus: null,
        homeLocation: null,
        disability: null,
        transportUsage: null,
        onboardedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return { avatarKey: current.avatarKey };
  });
}
