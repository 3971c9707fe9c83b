import type { ReviewPayload, UploadedFile } from '../api/review-create-api';
import type { ReviewDraft } from '../components/review-form/review-draft';

/*
 * A review kept on this device until it can be sent (issue #14): what the form held, what it
 * posts, and the files picked while offline. Only what is decided about a draft lives here (no
 * storage, no requests), so the rules are unit-tested.
 */

/** A file picked while offline: kept as the browser's File (IndexedDB stores it as it is) until uploaded. */
export type LocalFile = { id: string; file: File };

/** The server's answer to a send that did not go through, kept to show and to put under the fields. */
export type DraftProblem = { status: number; code: string; message: string; fields: Record<string, string> };

/**
 * - waiting: sent automatically when the connection returns;
 * - sending: claimed by a tab that is sending it now (no one else touches it);
 * - held: not sent until the rider says so: the server refused it, or it is open in the form.
 */
export type DraftState = 'waiting' | 'sending' | 'held';

export type OutboxDraft = {
  id: string;
  /** The account it was written under: it is sent and listed only while that account is signed in. */
  userId: string;
  savedAt: string;
  /** The form as the rider left it, to refill it; `form.attachments` are the files already uploaded. */
  form: ReviewDraft;
  /** The checked submission, its attachments taken from `form.attachments` when it is sent. */
  payload: Omit<ReviewPayload, 'attachments'>;
  /** Picked while offline; uploaded before the review is posted. */
  files: LocalFile[];
  state: DraftState;
  /** Set just before POST /api/reviews: a send interrupted after that may have gone through. */
  postingSince: string | null;
  problem: DraftProblem | null;
};

/** The code of a send cut short after the review was posted (its text is in apiErrors). */
export const SEND_INTERRUPTED = 'send_interrupted';

export function newOutboxDraft(input: {
  id: string;
  userId: string;
  now: Date;
  form: ReviewDraft;
  payload: ReviewPayload;
  files: LocalFile[];
}): OutboxDraft {
  const { attachments: _uploadedIds, ...payload } = input.payload;
  return {
    id: input.id,
    userId: input.userId,
    savedAt: input.now.toISOString(),
    form: { ...input.form, outboxId: input.id },
    payload,
    files: input.files,
    state: 'waiting',
    postingSince: null,
    problem: null,
  };
}

/** The body of POST /api/reviews: the files uploaded so far are its attachments. */
export function reviewBody(draft: OutboxDraft): ReviewPayload {
  return { ...draft.payload, attachments: draft.form.attachments.map((file) => file.id) };
}

/** Takes a waiting draft for sending; anything else is left as it is (someone else has it, or the rider). */
export function claim(draft: OutboxDraft): OutboxDraft {
  return draft.state === 'waiting' ? { ...draft, state: 'sending', problem: null } : draft;
}

/** The offline files are uploaded: they become attachments, and are never uploaded again. */
export function withUploads(draft: OutboxDraft, uploaded: UploadedFile[]): OutboxDraft {
  return { ...draft, files: [], form: { ...draft.form, attachments: [...draft.form.attachments, ...uploaded] } };
}

export function posting(draft: OutboxDraft, now: Date): OutboxDraft {
  return { ...draft, postingSince: now.toISOString() };
}

/**
 * How a failed send is treated:
 * - offline: no answer at all (status 0): wait for the connection, stop trying the others;
 * - signed-out: the session expired (401): wait until the rider signs in again;
 * - later: the server is busy or failing (408, 429, 5xx): wait, try at the next chance;
 * - refused: any other 4xx: the server will not take it as it is; the rider has to change it.
 */
export type FailureKind = 'offline' | 'signed-out' | 'later' | 'refused';

export function failureKind(status: number): FailureKind {
  if (status === 0) return 'offline';
  if (status === 401) return 'signed-out';
  if (status === 408 || status === 429 || status >= 500) return 'later';
  return 'refused';
}

/** The draft after a failed send: refused ones are held with the server's answer, the rest wait again. */
export function afterFailure(draft: OutboxDraft, problem: DraftProblem): OutboxDraft {
  const kind = failureKind(problem.status);
  const released = { ...draft, postingSince: null };
  if (kind === 'refused') return { ...released, state: 'held', problem };
  return { ...released, state: 'waiting', problem: kind === 'later' ? problem : draft.problem };
}

/**
 * A draft still marked 'sending' when no tab is sending (its tab closed mid-way). Before the post
 * it simply waits again; after the post started the review may exist, so it is held for the
 * rider to check rather than risk posting it twice.
 */
export function recoverAbandoned(draft: OutboxDraft): OutboxDraft {
  if (draft.state !== 'sending') return draft;
  if (!draft.postingSince) return { ...draft, state: 'waiting' };
  return { ...draft, state: 'held', postingSince: null, problem: { status: 0, code: SEND_INTERRUPTED, message: '', fields: {} } };
}

/** Opened in the form: kept back from automatic sending while the rider changes it. */
export function hold(draft: OutboxDraft): OutboxDraft {
  return draft.state === 'waiting' ? { ...draft, state: 'held' } : draft;
}

/** 'Send now': a held draft goes back in line, its old answer forgotten. */
export function release(draft: OutboxDraft): OutboxDraft {
  return draft.state === 'held' ? { ...draft, state: 'waiting', problem: null } : draft;
}

/** A rider's drafts, oldest first (the order they were written, and are sent, in). */
export function draftsOfUser(drafts: readonly OutboxDraft[], userId: string): OutboxDraft[] {
  return drafts.filter((draft) => draft.userId === userId).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** What IndexedDB gave back looks like a draft (anything else there is ignored, never sent). */
export function isOutboxDraft(value: unknown): value is OutboxDraft {
  const v = value as Partial<OutboxDraft> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.userId === 'string' &&
    typeof v.savedAt === 'string' &&
    typeof v.form === 'object' &&
    typeof v.payload === 'object' &&
    Array.isArray(v.files) &&
    (v.state === 'waiting' || v.state === 'sending' || v.state === 'held')
  );
}
