import { describe, expect, it } from 'vitest';
import { RELOAD_QUIET_MS, RELOAD_STAMP_KEY, shouldReloadForStaleChunk } from './stale-chunk-recovery';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('reloading for a chunk a deploy removed', () => {
  it('reloads the first time, and stamps it', () => {
    const storage = memoryStorage();
    expect(shouldReloadForStaleChunk(storage, true, 1_000_000)).toBe(true);
    expect(storage.items.get(RELOAD_STAMP_KEY)).toBe('1000000');
  });

  it('does not reload again right after its own reload, so a broken deploy cannot loop', () => {
    const storage = memoryStorage();
    expect(shouldReloadForStaleChunk(storage, true, 1_000_000)).toBe(true);
    expect(shouldReloadForStaleChunk(storage, true, 1_000_000 + 2_000)).toBe(false);
    expect(shouldReloadForStaleChunk(storage, true, 1_000_000 + RELOAD_QUIET_MS - 1)).toBe(false);
  });

  it('reloads for a later deploy in the same tab', () => {
    const storage = memoryStorage({ [RELOAD_STAMP_KEY]: '1000000' });
    expect(shouldReloadForStaleChunk(storage, true, 1_000_000 + RELOAD_QUIET_MS)).toBe(true);
  });

  it('reads a stamp it cannot parse, or one from the future, as none', () => {
    expect(shouldReloadForStaleChunk(memoryStorage({ [RELOAD_STAMP_KEY]: 'soon' }), true, 5)).toBe(true);
    expect(shouldReloadForStaleChunk(memoryStorage({ [RELOAD_STAMP_KEY]: '9000' }), true, 5)).toBe(true);
  });

  it('never reloads offline, nor without storage to remember it by', () => {
    expect(shouldReloadForStaleChunk(memoryStorage(), false, 1)).toBe(false);
    expect(shouldReloadForStaleChunk(undefined, true, 1)).toBe(false);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldReloadForStaleChunk(blocked, true, 1)).toBe(false);
  });
});
