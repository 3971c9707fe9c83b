import { canAnswerResolution, isResponseEditable, RESPONSE_EDIT_MINUTES, STAFF_STATUSES, staffStatusMoves, ZReactionValue } from '@suara/domain';
import { REVIEW_STATUSES } from '../../db/schema/index.ts';
import { z } from 'zod';
import { avatarUrl } from '../accounts/accounts.presenter.ts';
import { ZAttachment, presentAttachment } from '../uploads/uploads.presenter.ts';
import { DELETED_USER } from '../users/users.presenter.ts';
import { cursorAfter, encodeCursor, type CursorSort } from './reviews.cursor.ts';
import type { ResponseSource, ReviewDetailRow, ReviewTileRow } from './reviews.repository.ts';

/** The author as reviews show them; a deleted account is 'Deleted user' with no photo. */
export const ZReviewAuthor = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

const ZOptionText = { key: z.string(), title: z.string(), titleMs: z.string() };
const ZFeelingText = { ...ZOptionText, score: z.number().int(), icon: z.string().nullable() };

/** Where a rider's ticket stands: the status, the administrator's public note on its latest move and when. */
const ZStatusFields = {
  ticketNumber: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  statusNote: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
};

export const ZReviewDetail = z.object({
  id: z.string(),
  ...ZStatusFields,
  user: ZReviewAuthor,
  feeling: z.object({ id: z.string(), ...ZFeelingText }),
  service: z.object({ id: z.string(), ...ZOptionText }),
  serviceText: z.string().nullable(),
  aspect: z.object({ id: z.string(), ...ZOptionText }),
  aspectText: z.string().nullable(),
  operatorName: z.string().nullable(),
  routeName: z.string().nullable(),
  stopName: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  experience: z.string(),
  comment: z.string().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number(), address: z.string().nullable() }).nullable(),
  incidentAt: z.string(),
  createdAt: z.string(),
  attachments: z.array(ZAttachment),
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
  commentCount: z.number().int(),
  /** Riders who said 'This happened to me too'. */
  meTooCount: z.number().int(),
  /** The operator team's official responses, oldest first; `editableUntil` only for their author, while they may edit. */
  responses: z.array(
    z.object({ id: z.string(), body: z.string(), operatorName: z.string(), authorFirstName: z.string().nullable(), createdAt: z.string(), editedAt: z.string().nullable(), editableUntil: z.string().nullable() }),
  ),
  /** When the rider confirmed the latest resolution. */
  resolutionConfirmedAt: z.string().nullable(),
  /**
   * What the caller may do, their own reaction (null for a visitor or none), whether they said 'me too';
   * as its operator's staff, that they may respond and where they may move it; as its rider, whether
   * they may still confirm or reopen its resolution.
   */
  viewer: z.object({
    canDelete: z.boolean(),
    reaction: ZReactionValue.nullable(),
    meToo: z.boolean(),
    staff: z.boolean(),
    staffMoves: z.array(z.enum(STAFF_STATUSES)),
    canAnswerResolution: z.boolean(),
  }),
});
export type ReviewDetail = z.infer<typeof ZReviewDetail>;

/** A review in a feed or profile list. `status` lets the author's own list mark a hidden review. */
export const ZReviewTile = z.object({
  id: z.string(),
  ...ZStatusFields,
  user: ZReviewAuthor,
  createdAt: z.string(),
  feeling: z.object(ZFeelingText),
  service: z.object(ZOptionText),
  aspect: z.object(ZOptionText),
  serviceText: z.string().nullable(),
  aspectText: z.string().nullable(),
  firstAttachment: ZAttachment.nullable(),
  likeCount: z.number().int(),
  unlikeCount: z.number().int(),
  commentCount: z.number().int(),
  meTooCount: z.number().int(),
});
export type ReviewTile = z.infer<typeof ZReviewTile>;

export const ZReviewPage = z.object({ items: z.array(ZReviewTile), nextCursor: z.string().nullable() });

/** The browse map: the reviews themselves when few enough, else clusters on a grid of cellDegrees. */
export const ZMapPoint = z.object({
  id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  score: z.number().int(),
  feelingKey: z.string(),
  authorName: z.string(),
});
export const ZMapCluster = z.object({ latitude: z.number(), longitude: z.number(), count: z.number().int(), score: z.number().int() });
export const ZReviewMap = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('points'), items: z.array(ZMapPoint) }),
  z.object({ kind: z.literal('clusters'), cellDegrees: z.number(), items: z.array(ZMapCluster) }),
]);
export type ReviewMap = z.infer<typeof ZReviewMap>;

type StatusColumns = { ticketNumber: number; status: ReviewDetail['status']; statusNote: string | null; statusChangedAt: Date | null };

const presentStatus = (row: StatusColumns) => ({
  ticketNumber: row.ticketNumber,
  status: row.status,
  statusNote: row.statusNote,
  statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
});

export type AuthorColumns = { id: string; name: string; avatarKey: string | null; deletedAt: Date | null };

export function presentAuthor(author: AuthorColumns): z.infer<typeof ZReviewAuthor> {
  if (author.deletedAt) return { id: author.id, name: DELETED_USER.name, avatarUrl: null };
  return { id: author.id, name: author.name, avatarUrl: avatarUrl(author.avatarKey) };
}

type DetailViewer = { id: string | null; canDelete: boolean; now: Date };

function presentResponse(response: ResponseSource, viewer: DetailViewer) {
  const createdAt = new Date(response.createdAt);
  const editable = response.authorId === viewer.id && isResponseEditable(createdAt, viewer.now);
  return {
    id: response.id,
    body: response.body,
    operatorName: response.operatorName,
    authorFirstName: response.authorName?.split(' ')[0] ?? null,
    createdAt: createdAt.toISOString(),
    editedAt: response.editedAt ? new Date(response.editedAt).toISOString() : null,
    editableUntil: editable ? new Date(createdAt.getTime() + RESPONSE_EDIT_MINUTES * 60_000).toISOString() : null,
  };
}

/** The rider's own resolved review, not yet confirmed, within the days they may answer it. */
const answersResolution = (row: ReviewDetailRow, viewer: DetailViewer) =>
  row.userId === viewer.id && row.status === 'resolved' && !row.resolutionConfirmedAt && row.statusChangedAt !== null && canAnswerResolution(row.statusChangedAt, viewer.now);

export function presentReviewDetail(row: ReviewDetailRow, viewer: DetailViewer): ReviewDetail {
  return {
    id: row.id,
    ...presentStatus(row),
    user: presentAuthor(row.author),
    feeling: { ...row.feeling, score: row.feeling.score ?? 0 },
    service: row.service,
    serviceText: row.serviceText,
    aspect: row.aspect,
    aspectText: row.aspectText,
    operatorName: row.operatorName,
    routeName: row.routeName,
    stopName: row.stopName,
    vehiclePlate: row.vehiclePlate,
    experience: row.experience,
    comment: row.comment,
    location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude, address: row.address } : null,
    incidentAt: row.incidentAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    attachments: row.attachments.map(presentAttachment),
    likeCount: row.likeCount,
    unlikeCount: row.unlikeCount,
    commentCount: row.commentCount,
    meTooCount: row.meTooCount,
    responses: row.responses.map((response) => presentResponse(response, viewer)),
    resolutionConfirmedAt: row.resolutionConfirmedAt?.toISOString() ?? null,
    viewer: {
      canDelete: viewer.canDelete,
      reaction: row.viewerReaction,
      meToo: row.viewerMeToo,
      staff: row.viewerStaff,
      staffMoves: row.viewerStaff ? staffStatusMoves(row.status) : [],
      canAnswerResolution: answersResolution(row, viewer),
    },
  };
}

export function presentReviewTile(row: ReviewTileRow): ReviewTile {
  return {
    id: row.id,
    ...presentStatus(row),
    user: presentAuthor(row.author),
    createdAt: row.createdAt.toISOString(),
    feeling: { ...row.feeling, score: row.feeling.score ?? 0 },
    service: row.service,
    aspect: row.aspect,
    serviceText: row.serviceText,
    aspectText: row.aspectText,
    firstAttachment: row.firstAttachment ? presentAttachment(row.firstAttachment) : null,
    likeCount: row.likeCount,
    unlikeCount: row.unlikeCount,
    commentCount: row.commentCount,
    meTooCount: row.meTooCount,
  };
}

/** A page from `limit + 1` rows: the first `limit` as tiles, and a cursor after the last when more follow. */
export function presentReviewPage(rows: ReviewTileRow[], limit: number, sort: CursorSort): z.infer<typeof ZReviewPage> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(presentReviewTile),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorAfter(sort, last)) : null,
  };
}

export type MapPointRow = { id: string; latitude: number; longitude: number; score: number; feelingKey: string; author: AuthorColumns };

export function presentMapPoint(row: MapPointRow): z.infer<typeof ZMapPoint> {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    score: row.score,
    feelingKey: row.feelingKey,
    authorName: presentAuthor(row.author).name,
  };
}
