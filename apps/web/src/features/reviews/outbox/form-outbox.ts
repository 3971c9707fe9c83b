import type { ReviewPayload } from '../api/review-create-api';
import type { ReviewDraft } from '../components/review-form/review-draft';
import { localId } from './local-id';
import { hold, newOutboxDraft, type LocalFile } from './outbox-draft';
import { changeDraft, putDraft, readDraft, removeDraft } from './outbox-store';

/*
 * What the review form does with the outbox: keep itself for later, take a draft in to change it,
 * and let go of it once the review is posted.
 */

/** Keeps the form as a waiting draft, in place of the draft it was opened from (so there is one). */
export async function keepForLater(input: { userId: string; form: ReviewDraft; payload: ReviewPayload; files: LocalFile[] }): Promise<void> {
  const id = input.form.outboxId ?? localId();
  await putDraft(newOutboxDraft({ ...input, id, now: new Date() }));
}

/** Opened in the form: the draft is held, so the version being changed is not sent meanwhile. */
export async function holdForChanges(id: string): Promise<void> {
  await changeDraft(id, hold);
}

/** The kept files of the rider's draft the form was opened from; null when it is gone (sent or deleted). */
export async function keptFilesOf(id: string, userId: string): Promise<LocalFile[] | null> {
  const draft = await readDraft(id);
  return draft && draft.userId === userId ? draft.files : null;
}

/** The form posted the draft's review itself. */
export const forgetDraft = removeDraft;
