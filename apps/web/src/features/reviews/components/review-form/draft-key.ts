/** Where the review form keeps its draft, in sessionStorage (review-draft.ts). Apart, so the entry can look without loading the form's code. */
export const DRAFT_STORAGE_KEY = 'suara.reviewDraft';

/** The stored draft as written, or null when there is none or storage is blocked (no draft could have been kept). */
export function storedDraftText(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(DRAFT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether this tab holds a draft of a review (the form then starts from it, not empty). */
export const hasReviewDraft = () => storedDraftText() !== null;
