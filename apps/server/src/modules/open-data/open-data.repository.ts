import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { microText } from '../../db/micro-time.ts';
import { reviewOptions, reviews, type ReviewStatus } from '../../db/schema/index.ts';

/** Rows per query: a million reviews is a thousand queries, and memory stays flat. */
export const OPEN_DATA_BATCH = 1000;

/**
 * Live reviews nobody has hidden: written as the predicate of the partial (created_at, id) indexes,
 * so every read here walks one of them.
 */
const published = sql`${reviews.deletedAt} is null and ${reviews.status} <> 'hidden'`;

/** What may leave the server: no author, no rider's text, the point as stored (rounded on the way out). */
const publicColumns = {
  id: reviews.id,
  ticketNumber: reviews.ticketNumber,
  createdAt: reviews.createdAt,
  incidentAt: reviews.incidentAt,
  feelingId: reviews.feelingId,
  score: reviews.score,
  serviceId: reviews.serviceId,
  aspectId: reviews.aspectId,
  operatorName: reviews.operatorName,
  routeName: reviews.routeName,
  stopName: reviews.stopName,
  latitude: reviews.latitude,
  longitude: reviews.longitude,
  status: reviews.status,
  // The administrator's public note on the latest status move (shown to everyone on the review).
  statusNote: reviews.statusNote,
  statusChangedAt: reviews.statusChangedAt,
};

/** Which published reviews: created in [from, before), of these services, aspects, kinds, statuses or tickets. */
export type PublicReviewFilter = {
  from?: Date;
  before?: Date;
  serviceId?: string;
  aspectId?: string;
  /** (service, aspect) pairs: Open311's service codes. */
  kinds?: { serviceId: string; aspectId: string }[];
  statuses?: ReviewStatus[];
  tickets?: number[];
};

function conditionsOf(filter: PublicReviewFilter): (SQL | undefined)[] {
  return [
    published,
    filter.from && gte(reviews.createdAt, filter.from),
    filter.before && lt(reviews.createdAt, filter.before),
    filter.serviceId ? eq(reviews.serviceId, filter.serviceId) : undefined,
    filter.aspectId ? eq(reviews.aspectId, filter.aspectId) : undefined,
    filter.kinds && or(...filter.kinds.map((kind) => and(eq(reviews.serviceId, kind.serviceId), eq(reviews.aspectId, kind.aspectId)))),
    filter.statuses && inArray(reviews.status, filter.statuses),
    filter.tickets && inArray(reviews.ticketNumber, filter.tickets),
  ];
}

/** Where a batch ended: created_at as microsecond text (see micro-time.ts) and the id. */
export type DownloadCursor = { createdAt: string; id: string };

/** The next batch of the download after `after`, oldest first. */
export function downloadBatch(db: Database, filter: PublicReviewFilter, after: DownloadCursor | null, limit = OPEN_DATA_BATCH) {
  return db
    .select({ ...publicColumns, cursorAt: microText(reviews.createdAt) })
    .from(reviews)
    .where(
      and(
        ...conditionsOf(filter),
        // A row comparison, so the index starts at the cursor.
        after ? sql`(${reviews.createdAt}, ${reviews.id}) > (${after.createdAt}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(limit);
}

export type PublicReviewRow = Omit<Awaited<ReturnType<typeof downloadBatch>>[number], 'cursorAt'>;

/** One page of published reviews, newest first (Open311 pages by number). */
export function reviewPage(db: Database, filter: PublicReviewFilter, offset: number, limit: number): Promise<PublicReviewRow[]> {
  return db
    .select(publicColumns)
    .from(reviews)
    .where(and(...conditionsOf(filter)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);
}

/** Every feeling, service and aspect, disabled ones too (old reviews still name them): a few dozen rows. */
export function allReviewOptions(db: Database) {
  return db
    .select({
      id: reviewOptions.id,
      category: reviewOptions.category,
      key: reviewOptions.key,
      title: reviewOptions.title,
      titleMs: reviewOptions.titleMs,
      description: reviewOptions.descriptionEn,
      enabled: reviewOptions.enabled,
    })
    .from(reviewOptions)
    .orderBy(asc(reviewOptions.category), asc(reviewOptions.sort));
}

export type ReviewOptionEntry = Awaited<ReturnType<typeof allReviewOptions>>[number];
