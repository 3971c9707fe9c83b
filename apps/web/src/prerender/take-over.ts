import { hasReviewDraft } from '../features/reviews/components/review-form/draft-key';
import { currentLanguage, onLanguageChange } from '../lib/i18n';
import { getUser, subscribe } from '../lib/session';
import { SHELL_COOKIE } from './prerendered-pages';

/*
 * Pre-rendered pages are drawn for a first-time visitor: in English, signed out. The browser takes one
 * over only when it would draw the very same page; a reader who would see something else (signed in,
 * in Bahasa Malaysia) is drawn from scratch, and a cookie asks the server to send them the plain app
 * next time, so they never see a page in the wrong language or signed out first.
 */

/** The language pre-rendered pages are written in (index.html's lang). */
const PRERENDERED_LANGUAGE = 'en';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function drawsLikeAVisitor(): boolean {
  return currentLanguage() === PRERENDERED_LANGUAGE && getUser() === null;
}

/**
 * Whether #root holds the pre-rendered markup of this very address, drawn as this reader would see
 * it. A review form with a draft in this tab starts from the draft, not empty as drawn.
 */
export function canTakeOver(container: HTMLElement): boolean {
  const { prerendered } = container.dataset;
  if (prerendered !== window.location.pathname + window.location.search || !drawsLikeAVisitor()) return false;
  return !(window.location.pathname.startsWith('/review') && hasReviewDraft());
}

function writeShellCookie(): void {
  document.cookie = drawsLikeAVisitor()
    ? `${SHELL_COOKIE}=; path=/; max-age=0; samesite=lax`
    : `${SHELL_COOKIE}=plain; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Keeps the cookie in step with the reader's language and session from now on. */
export function keepShellCookie(): void {
  writeShellCookie();
  onLanguageChange(writeShellCookie);
  subscribe(writeShellCookie);
}
