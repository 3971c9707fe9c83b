import type { ChangeWatch } from '../../db/change-watch.ts';

/** Past this many keys, the least recently read goes: filters make keys without end. */
export const KEPT_ANSWERS_MAX = 2000;

/**
 * Answers kept per key while the data they were read from is unchanged: an answer read under one
 * version of `watch` is served until the version moves, then read again. Requests that miss together
 * share one read (the promise is kept); a failed read is forgotten. With no version (changes could
 * go unnoticed), every request reads.
 */
export function keptAnswers<V>(watch: ChangeWatch, maxEntries = KEPT_ANSWERS_MAX) {
  const entries = new Map<string, { version: number; value: Promise<V> }>();
  return (key: string, load: () => Promise<V>): Promise<V> => {
    const version = watch.version();
    if (version === null) return load();
    const hit = entries.get(key);
    entries.delete(key); // set again below: the Map's order is the order of last reads
    if (hit?.version === version) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    entries.set(key, { version, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
