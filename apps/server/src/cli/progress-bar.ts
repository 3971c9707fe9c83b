/** A one-line progress bar on stderr for the command-line tools (GTFS import, demo seed). */
export type ProgressBar = {
  /** Redraws the bar at `fraction` (0..1) with `label` after it; ends the line at 1. */
  update(fraction: number, label?: string): void;
};

export type ProgressBarOptions = { width?: number; labelWidth?: number; stream?: NodeJS.WritableStream };

export function createProgressBar({ width = 30, labelWidth = 16, stream = process.stderr }: ProgressBarOptions = {}): ProgressBar {
  let shown = '';
  return {
    update(fraction, label = '') {
      const clamped = Math.min(1, Math.max(0, fraction));
      const filled = Math.round(clamped * width);
      const line = `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(Math.round(clamped * 100)).padStart(3)}% ${label.padEnd(labelWidth)}`;
      // Thousands of updates a second would cost more than the work they report: draw changes only.
      if (line === shown) return;
      shown = line;
      stream.write(`\r${line}`);
      if (clamped >= 1) {
        stream.write('\n');
        shown = '';
      }
    },
  };
}
