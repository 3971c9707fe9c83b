import type { Language } from '@suara/domain';
import type { Random } from './random.ts';

export type Member = { id: string; createdAt: Date; language: Language };

/**
 * The demo riders as authors, commenters and reactors: only people who had joined by then act, and
 * some are far more active than others (a log-normal weight each, drawn from `random`), as on any forum.
 */
export function createCommunity(random: Random, members: readonly Member[]) {
  if (members.length === 0) throw new Error('demo data needs at least one demo user');
  const sorted = [...members].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const joined = sorted.map((m) => m.createdAt.getTime());
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < sorted.length; i += 1) cumulative.push((total += Math.exp(random.normal())));

  /** How many had joined before `at` (at least one, so early reviews still have an author). */
  function joinedBy(at: number) {
    let lo = 0;
    let hi = joined.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (joined[mid]! < at) lo = mid + 1;
      else hi = mid;
    }
    return Math.max(1, lo);
  }

  function pickAmong(random: Random, count: number) {
    const target = random.next() * cumulative[count - 1]!;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return sorted[lo]!;
  }

  return {
    /** Someone who had joined by `at`, the active ones more often. */
    pick: (random: Random, at: number) => pickAmong(random, joinedBy(at)),
    /** Up to `count` different people who had joined by `at`, never `except`. */
    pickDistinct(random: Random, at: number, count: number, except?: string): Member[] {
      const available = joinedBy(at);
      const wanted = Math.min(count, available - (except ? 1 : 0));
      const chosen = new Map<string, Member>();
      // Rejection sampling; the attempt cap only matters when nearly everyone is wanted.
      for (let attempt = 0; chosen.size < wanted && attempt < wanted * 20; attempt += 1) {
        const member = pickAmong(random, available);
        if (member.id !== except) chosen.set(member.id, member);
      }
      return [...chosen.values()];
    },
  };
}

export type Community = ReturnType<typeof createCommunity>;
