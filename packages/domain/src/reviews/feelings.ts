// The 'How are you feeling?' slider: seven steps from -3 to 3.
export const FEELING_MIN = -3;
export const FEELING_MAX = 3;
export const FEELING_DEFAULT = 0;
export const FEELING_STEP = 1;

/**
 * icon: a Tabler icon name (the web maps it to a component; no emoji characters).
 * color: a Mantine colour token, deep red through grey to deep green.
 * overviewKey: the admin overview's category for this score (spec §3, its spelling kept).
 */
export const FEELINGS = [
  { key: 'UNACCEPTABLE', score: -3, title: 'Unacceptable', titleMs: 'Tidak Boleh Diterima', icon: 'mood-angry', color: 'red.9', overviewKey: 'terrible' },
  { key: 'ANNOYED', score: -2, title: 'Annoyed', titleMs: 'Jengkel', icon: 'mood-annoyed', color: 'red.6', overviewKey: 'disappointing' },
  { key: 'DISAPPOINTED', score: -1, title: 'Disappointed', titleMs: 'Kecewa', icon: 'mood-sad', color: 'orange.7', overviewKey: 'bad' },
  { key: 'FAIR', score: 0, title: 'Fair', titleMs: 'Sederhana', icon: 'mood-empty', color: 'gray.6', overviewKey: 'neutral' },
  { key: 'NOT_BAD', score: 1, title: 'Not Bad', titleMs: 'Boleh Tahan', icon: 'mood-smile', color: 'lime.7', overviewKey: 'good' },
  { key: 'GOOD', score: 2, title: 'Good', titleMs: 'Baik', icon: 'mood-happy', color: 'green.6', overviewKey: 'pleasent' },
  { key: 'EXCELLENT', score: 3, title: 'Excellent', titleMs: 'Cemerlang', icon: 'mood-crazy-happy', color: 'green.9', overviewKey: 'awesome' },
] as const;

export type Feeling = (typeof FEELINGS)[number];
export type FeelingKey = Feeling['key'];

export function feelingByScore(score: number): Feeling | undefined {
  return FEELINGS.find((feeling) => feeling.score === score);
}

export function feelingByKey(key: string): Feeling | undefined {
  return FEELINGS.find((feeling) => feeling.key === key);
}
