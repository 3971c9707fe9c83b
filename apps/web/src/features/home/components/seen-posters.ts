import type { Poster } from '../api/posters-api';

/** Which version of each poster this browser has shown: { [posterId]: version }. */
export const SEEN_POSTERS_KEY = 'suara.posters.seen';

type Seen = Record<string, string>;

/** What this browser remembers; nothing when storage is blocked or holds something else. */
export function readSeenPosters(): Seen {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SEEN_POSTERS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** The posters this browser has not shown in their current version, in order. */
export const unseenPosters = (posters: Poster[], seen: Seen) => posters.filter((poster) => seen[poster.id] !== poster.version);

/**
 * Remembers that `poster` was shown. Only the posters still active are kept, so retired ones do
 * not pile up in storage. Private browsing may refuse to store: the poster then shows again.
 */
export function rememberPoster(poster: Poster, active: Poster[]) {
  const seen = readSeenPosters();
  const kept = Object.fromEntries(active.filter((p) => seen[p.id] !== undefined).map((p) => [p.id, seen[p.id]!]));
  try {
    localStorage.setItem(SEEN_POSTERS_KEY, JSON.stringify({ ...kept, [poster.id]: poster.version }));
  } catch {
    // Storage full or blocked: nothing to remember with.
  }
}
