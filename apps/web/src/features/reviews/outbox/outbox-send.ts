import { ApiError, apiRequest, isApiError } from '../../../lib/api-client';
import { getUser } from '../../../lib/session';
import { uploadFiles } from '../api/review-create-api';
import {
  afterFailure,
  claim,
  failureKind,
  posting,
  recoverAbandoned,
  release,
  reviewBody,
  withUploads,
  type DraftProblem,
} from './outbox-draft';
import { changeDraft, draftsOf, removeDraft } from './outbox-store';

/*
 * Sending the outbox: each waiting draft of the signed-in rider has its offline files uploaded,
 * then is posted, then removed. Never twice: one tab at a time sends (a Web Lock), and a draft is
 * claimed (waiting → sending) in one IndexedDB transaction before anything goes out.
 */

export type SentReview = { id: string; ticketNumber: number };
/** What went through, and the server's answer to each draft it refused. */
export type OutboxReport = { sent: SentReview[]; refused: DraftProblem[] };

const LOCK_NAME = 'suara-review-outbox';

/**
 * Runs `task` holding the outbox lock, after any other tab's run (so no trigger is lost). `exclusive`
 * is false without the Web Locks API: then a draft marked 'sending' may be another tab's, not abandoned.
 */
function withOutboxLock<T>(task: (exclusive: boolean) => Promise<T>): Promise<T> {
  if (typeof navigator.locks?.request !== 'function') return task(false);
  return navigator.locks.request(LOCK_NAME, () => task(true));
}

function problemOf(error: unknown): DraftProblem {
  if (isApiError(error)) return { status: error.status, code: error.code, message: error.message, fields: { ...error.fields } };
  return { status: 0, code: 'network_error', message: '', fields: {} };
}

/** A kept answer as the error it was, for apiErrorText and apiFieldErrors (in the reader's language of today). */
export function problemError(problem: DraftProblem): ApiError {
  return new ApiError(problem.status, problem.code, problem.message, problem.fields);
}

const SIGNED_OUT: DraftProblem = { status: 401, code: 'unauthenticated', message: '', fields: {} };

type Outcome = { kind: 'sent'; review: SentReview } | { kind: 'refused'; problem: DraftProblem } | { kind: 'skipped' | 'stop' };

/** A send that failed: refused drafts are held; otherwise the next drafts would fail alike, so the run stops. */
async function settle(id: string, problem: DraftProblem): Promise<Outcome> {
  const after = await changeDraft(id, (current) => afterFailure(current, problem));
  if (failureKind(problem.status) === 'refused' && after) return { kind: 'refused', problem };
  return { kind: 'stop' };
}

async function sendOne(id: string, userId: string): Promise<Outcome> {
  // Only under the account that wrote it: the requests carry the signed-in rider's token.
  const isOwnerSignedIn = () => getUser()?.id === userId;
  if (!isOwnerSignedIn()) return { kind: 'stop' };
  let draft = await changeDraft(id, claim);
  if (!draft) return { kind: 'skipped' }; // gone, held, or another tab has it
  try {
    if (draft.files.length > 0) {
      const uploaded = await uploadFiles(
        draft.files.map((local) => local.file),
        () => undefined,
      );
      draft = await changeDraft(id, (current) => withUploads(current, uploaded));
      if (!draft) return { kind: 'skipped' }; // deleted meanwhile
    }
    if (!isOwnerSignedIn()) return await settle(id, SIGNED_OUT);
    draft = await changeDraft(id, (current) => posting(current, new Date()));
    if (!draft) return { kind: 'skipped' };
    const { review } = await apiRequest<{ review: SentReview }>('/api/reviews', { json: reviewBody(draft), toast: false, redirectOn401: false });
    await removeDraft(id);
    return { kind: 'sent', review: { id: review.id, ticketNumber: review.ticketNumber } };
  } catch (error) {
    return settle(id, problemOf(error));
  }
}

/**
 * Sends the rider's waiting drafts, oldest first, or only `onlyId` ('Send now', which puts a held
 * draft back in line). Answers what went through and what the server refused.
 */
export function sendDrafts(userId: string, onlyId?: string): Promise<OutboxReport> {
  return withOutboxLock(async (exclusive) => {
    const report: OutboxReport = { sent: [], refused: [] };
    if (onlyId) await changeDraft(onlyId, release);
    // Holding the lock, a draft still marked 'sending' was left by a tab closed mid-way.
    if (exclusive) for (const draft of await draftsOf(userId)) await changeDraft(draft.id, recoverAbandoned);
    const ids = onlyId ? [onlyId] : (await draftsOf(userId)).filter((draft) => draft.state === 'waiting').map((draft) => draft.id);
    for (const id of ids) {
      const outcome = await sendOne(id, userId);
      if (outcome.kind === 'sent') report.sent.push(outcome.review);
      if (outcome.kind === 'refused') report.refused.push(outcome.problem);
      if (outcome.kind === 'stop') break;
    }
    return report;
  });
}
