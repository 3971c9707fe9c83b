import type { FastifyBaseLogger } from 'fastify';
import type { DigestService } from './digest.service.ts';

const WEEK_MS = 7 * 86_400_000;
/** After a failed run: try again this much later, this many times, before the next week's run. */
export const DIGEST_RETRY_MS = 10 * 60_000;
export const DIGEST_RETRIES = 5;

/**
 * The next Monday 08:00 in Malaysia after `now`: Monday 00:00 UTC, as Malaysia is UTC+08:00 all year
 * (Thursday 1 January 1970 00:00 UTC is 4 days after a Monday).
 */
export function nextDigestAt(now: Date): Date {
  const sinceMonday = (now.getTime() + 3 * 86_400_000) % WEEK_MS;
  return new Date(now.getTime() - sinceMonday + WEEK_MS);
}

/**
 * The in-process schedule: every process runs the week's digest at Monday 08:00 and retries a failed
 * run; the readers' claims (digest_sends) make each reader's mail go once, whichever process gets
 * there first. Returns the stop for the app's close.
 */
export function scheduleDigest(digest: DigestService, log: FastifyBaseLogger, now: () => Date = () => new Date()): () => void {
  let timer: NodeJS.Timeout | undefined;
  const at = (when: Date, attempt: number) => {
    timer = setTimeout(() => void run(attempt), Math.max(0, when.getTime() - now().getTime()));
    timer.unref();
  };
  const run = async (attempt: number) => {
    try {
      const { week, sent } = await digest.sendWeekly();
      log.info({ week, sent }, 'digest: sent the week');
      at(nextDigestAt(now()), 0);
    } catch (error) {
      const retry = attempt < DIGEST_RETRIES;
      log.error({ err: error, attempt }, retry ? 'digest: the run failed; it will be retried' : 'digest: the run failed; giving up until next week');
      at(retry ? new Date(now().getTime() + DIGEST_RETRY_MS) : nextDigestAt(now()), retry ? attempt + 1 : 0);
    }
  };
  at(nextDigestAt(now()), 0);
  return () => clearTimeout(timer);
}
