import { describe, expect, it } from 'vitest';
import { digestWeeks } from './digest.ts';

describe('digestWeeks', () => {
  it("reports the last whole Monday-to-Sunday in Malaysia and the week before, whatever the day it runs", () => {
    const expected = { week: { from: '2026-11-16', to: '2026-11-22' }, previous: { from: '2026-11-09', to: '2026-11-15' } };
    // Monday 08:00 in Kuala Lumpur is Monday 00:00 UTC.
    expect(digestWeeks(new Date('2026-11-23T00:00:00Z'))).toEqual(expected);
    // Sunday 23:59 UTC is already Monday in Malaysia.
    expect(digestWeeks(new Date('2026-11-22T16:00:00Z'))).toEqual(expected);
    expect(digestWeeks(new Date('2026-11-29T15:59:59Z'))).toEqual(expected);
    expect(digestWeeks(new Date('2026-11-29T16:00:00Z')).week).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
});
