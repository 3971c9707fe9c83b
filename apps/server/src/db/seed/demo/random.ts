import { UUID } from 'uuidv7';

/**
 * A seeded pseudo-random source (sfc32, seeded through cyrb128), so `--seed 42` repeats a run:
 * every choice of the demo data comes from one of these, never from Math.random.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A standard normal variate (Box–Muller). */
  normal(): number;
  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
};

export function createRandom(seed: string): Random {
  let [a, b, c, d] = cyrb128(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a fresh sfc32 state are poorly mixed.
  for (let i = 0; i < 15; i += 1) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
    sample(items, count) {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
  return random;
}

/** A fixed table of weighted choices, drawn in O(log n). */
export type Weighted<T> = { pick(random: Random): T; items: readonly T[] };

export function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  const items = entries.filter(([, w]) => w > 0).map(([item]) => item);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of entries) if (w > 0) cumulative.push((total += w));
  if (items.length === 0) throw new Error('weighted: no entry has a positive weight');
  return {
    items,
    pick(random) {
      const target = random.next() * total;
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid]! > target) hi = mid;
        else lo = mid + 1;
      }
      return items[lo]!;
    },
  };
}

/** A UUIDv7 whose time part is `unixMs`, so ids sort like the rows' creation times. */
export function uuidv7At(unixMs: number, random: Random): string {
  return UUID.fromFieldsV7(unixMs, random.int(0, 0xfff), random.int(0, 0x3fffffff), random.int(0, 0xffffffff)).toString();
}

/** Four 32-bit words from a string; good enough mixing for seeding a PRNG. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
