/**
 * MaaS feature poll: 'Is this useful for you?' Yes / No. `color` is the answer's bar in result
 * charts (yes green, no red): shades 8 keep the 3:1 contrast with white that graphics need.
 */
export const POLL_ANSWERS = [
  { key: 'yes', en: 'Yes', ms: 'Ya', color: 'green.8' },
  { key: 'no', en: 'No', ms: 'Tidak', color: 'red.8' },
] as const;

export type PollAnswer = (typeof POLL_ANSWERS)[number]['key'];
