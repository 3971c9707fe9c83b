import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { microText } from '../../db/micro-time.ts';
import { auditLog, reviewOptions, reviews, users } from '../../db/schema/index.ts';

/** Rows per query: big enough that a million rows is a thousand queries, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

/** Where a batch ended: created_at as microsecond text (see micro-time.ts) and the id. */
export type UserCursor = { createdAt: string; id: string };

/** The next batch of live users after `after`, oldest first, through users_created_idx. */
export async function userBatch(db: Database, after: UserCursor | null, limit = EXPORT_BATCH) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
      isAdmin: users.isAdmin,
      language: users.language,
      location: users.location,
      about: users.about,
      gender: users.gender,
      ageBand: users.ageBand,
      nationalStatus: users.nationalStatus,
      homeLocation: users.homeLocation,
      disability: users.disability,
      transportUsage: users.transportUsage,
      onboardedAt: users.onboardedAt,
      createdAt: users.createdAt,
      cursorAt: microText(users.createdAt),
      // Public reviews, as on the profile; one index probe (reviews_user_idx) per row, inside this query.
      reviewCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews}.user_id = ${users}.id and ${reviews}.deleted_at is null and ${reviews}.status <> 'hidden')`,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        // A row comparison, so the index starts at the cursor (an OR of columns would be a filter from the start).
        after ? sql`(${users.createdAt}, ${users.id}) > (${after.createdAt}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

export type UserExportRow = Awaited<ReturnType<typeof userBatch>>[number];

/**
 * The next batch of reviews (hidden ones included: the sheet has their status; deleted ones not)
 * after the id `after`. Ids are UUIDv7, so the primary key walks them in creation order; the
 * (created_at, id) indexes are partial on visible reviews and would miss the hidden ones.
 */
export async function reviewBatch(db: Database, after: string | null, limit = EXPORT_BATCH) {
  return db
    .select({
      id: reviews.id,
      ticketNumber: reviews.ticketNumber,
      createdAt: reviews.createdAt,
      status: reviews.status,
      author: users.username,
      feelingId: reviews.feelingId,
      serviceId: reviews.serviceId,
      serviceText: reviews.serviceText,
      aspectId: reviews.aspectId,
      aspectText: reviews.aspectText,
      operatorName: reviews.operatorName,
      routeName: reviews.routeName,
      stopName: reviews.stopName,
      vehiclePlate: reviews.vehiclePlate,
      experience: reviews.experience,
      address: reviews.address,
      latitude: reviews.latitude,
      longitude: reviews.longitude,
      incidentAt: reviews.incidentAt,
      likeCount: reviews.likeCount,
      unlikeCount: reviews.unlikeCount,
      commentCount: reviews.commentCount,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(isNull(reviews.deletedAt), after ? gt(reviews.id, after) : undefined))
    .orderBy(asc(reviews.id))
    .limit(limit);
}

export type ReviewExportRow = Awaited<ReturnType<typeof reviewBatch>>[number];

/** Feeling, service and aspect titles by id: a few dozen rows, read once per export instead of joined per row. */
export async function optionTitles(db: Database) {
  const rows = await db.select({ id: reviewOptions.id, title: reviewOptions.title }).from(reviewOptions);
  return new Map(rows.map((row) => [row.id, row.title]));
}

export async function auditExport(db: Database, actorId: string, file: string) {
  await db.insert(auditLog).values({ actorId, action: 'admin.export', details: { file } });
}
