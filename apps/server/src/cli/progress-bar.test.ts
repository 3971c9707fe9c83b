import { describe, expect, it } from 'vitest';
import { createProgressBar, formatDuration } from './progress-bar.ts';

/** A stream that keeps what was written, and a clock the test moves. */
function setUp() {
  let written = '';
  let clock = 0;
  const stream = { write: (text: string) => ((written += text), true) } as unknown as NodeJS.WritableStream;
  const bar = createProgressBar({ width: 10, labelWidth: 8, stream, now: () => clock });
  return { bar, tick: (ms: number) => (clock += ms), lastLine: () => written.split('\r').at(-1) ?? '', all: () => written };
}

describe('the progress bar', () => {
  it('counts, with the rate since the phase started and the time left at that rate', () => {
    const { bar, tick, lastLine } = setUp();
    bar.count(0, 1_000_000, 'reviews');
    expect(lastLine()).toBe('[          ]   0% reviews 0 of 1,000,000');
    tick(10_000);
    bar.count(50_000, 1_000_000, 'reviews');
    expect(lastLine()).toBe('[#         ]   5% reviews 50,000 of 1,000,000 · 5,000/s · 3 min 10 s left');
  });

  it('starts the rate afresh for a new phase, and ends the line when a phase is done', () => {
    const { bar, tick, lastLine, all } = setUp();
    bar.count(0, 10, 'users');
    tick(1_000);
    bar.count(10, 10, 'users');
    expect(all().endsWith('10 of 10 · 10/s\n')).toBe(true);
    bar.count(0, 200, 'photos');
    tick(4_000);
    bar.count(100, 200, 'photos');
    expect(lastLine()).toBe('[#####     ]  50% photos  100 of 200 · 25/s · 4 s left');
  });

  it('writes over a longer line without leaving its end behind', () => {
    const { bar, lastLine } = setUp();
    bar.update(0.5, 'a long label');
    bar.update(0.6, 'b');
    expect(lastLine().trimEnd()).toBe('[######    ]  60% b');
    expect(lastLine().length).toBeGreaterThanOrEqual('[#####     ]  50% a long label'.length);
  });
});

describe('formatDuration', () => {
  it('says seconds, minutes or hours as a reader glancing at a terminal wants', () => {
    expect(formatDuration(12.4)).toBe('12 s');
    expect(formatDuration(173)).toBe('2 min 53 s');
    expect(formatDuration(3840)).toBe('1 h 4 min');
    expect(formatDuration(-3)).toBe('0 s');
  });
});
