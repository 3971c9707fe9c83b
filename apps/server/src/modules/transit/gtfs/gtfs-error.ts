/** A problem in the feed, located so the person importing it can fix it. */
export class GtfsError extends Error {
  constructor(
    readonly file: string,
    /** The line of the file; none when the problem is the whole file. */
    readonly line: number | undefined,
    detail: string,
  ) {
    super(line === undefined ? `${file}: ${detail}` : `${file} line ${line}: ${detail}`);
  }
}
