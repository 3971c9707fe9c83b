/** A one-line progress bar on stderr for the command-line tools (GTFS import, demo seed). */
export type ProgressBar = {
  /** Redraws the bar at `fraction` (0..1) with `label` after it; ends the line at 1. */
  update(fraction: number, label?: string): void;
  /**
   * Redraws the bar for `done` of `total` items of `label`, with the counts, the rate since the label's
   * first update and the time left at that rate ('420,000 of 1,000,000 · 3,350/s · 2 min 53 s left').
   */
  count(done: number, total: number, label: string): void;
};

export type ProgressBarOptions = { width?: number; labelWidth?: number; stream?: NodeJS.WritableStream; now?: () => number };

const number = (value: number) => Math.round(value).toLocaleString('en');

/** '2 min 53 s', '12 s' or '1 h 4 min': what a reader glancing at a terminal wants. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

export function createProgressBar({ width = 30, labelWidth = 16, stream = process.stderr, now = () => performance.now() }: ProgressBarOptions = {}): ProgressBar {
  let shown = '';
  // The label being counted and when its count started, for the rate.
  let counting: { label: string; startedAt: number; startedFrom: number } | undefined;

  function draw(fraction: number, label: string, details = '') {
    const clamped = Math.min(1, Math.max(0, fraction));
    const filled = Math.round(clamped * width);
    const line = `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(Math.round(clamped * 100)).padStart(3)}% ${label.padEnd(labelWidth)}${details}`;
    // Thousands of updates a second would cost more than the work they report: draw changes only.
    if (line === shown) return;
    // A shorter line than the last must not leave the end of the last one behind.
    stream.write(`\r${line.padEnd(shown.length)}`);
    shown = line;
    if (clamped >= 1) {
      stream.write('\n');
      shown = '';
    }
  }

  return {
    update(fraction, label = '') {
      draw(fraction, label);
    },
    count(done, total, label) {
      if (counting?.label !== label) counting = { label, startedAt: now(), startedFrom: done };
      const seconds = (now() - counting.startedAt) / 1000;
      const rate = seconds > 0 ? (done - counting.startedFrom) / seconds : 0;
      const left = rate > 0 && done < total ? ` · ${formatDuration((total - done) / rate)} left` : '';
      const details = `${number(done)} of ${number(total)}${rate > 0 ? ` · ${number(rate)}/s` : ''}${left}`;
      draw(total === 0 ? 1 : done / total, label, details);
    },
  };
}
