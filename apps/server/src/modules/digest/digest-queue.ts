import { DIGEST_CRON, DIGEST_TIME_ZONE } from '@suara/domain';
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { DIGEST_RETRIES, DIGEST_RETRY_MS } from './digest-schedule.ts';
import type { DigestService } from './digest.service.ts';

export const DIGEST_QUEUE = 'digest';
export const DIGEST_SCHEDULER = 'weekly-digest';

/** Where the digest's queue lives: the deployment's Redis, under its key prefix. */
export type DigestQueueConfig = { redisUrl: string; keyPrefix: string };

export const digestQueuePrefix = (keyPrefix: string) => `${keyPrefix}bull`;

/**
 * The schedule on Redis (BullMQ), for several processes: every process upserts the one job
 * scheduler (Monday 08:00, Malaysia time), and BullMQ hands each week's job to one worker; a failed
 * run is retried, after a restart too. The readers' claims still make a mail go once should two runs
 * meet (a retry beside `npm run digest -- --now`). Returns the stop for the app's close.
 */
export async function queueDigest(digest: DigestService, { redisUrl, keyPrefix }: DigestQueueConfig, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  // Workers block on Redis: BullMQ wants no per-request retry limit on their connections.
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const prefix = digestQueuePrefix(keyPrefix);
  const queue = new Queue(DIGEST_QUEUE, { connection, prefix });
  await queue.upsertJobScheduler(
    DIGEST_SCHEDULER,
    { pattern: DIGEST_CRON, tz: DIGEST_TIME_ZONE },
    { name: 'send', opts: { attempts: DIGEST_RETRIES + 1, backoff: { type: 'fixed', delay: DIGEST_RETRY_MS }, removeOnComplete: 20, removeOnFail: 50 } },
  );
  const worker = new Worker(DIGEST_QUEUE, async () => digest.sendWeekly(), { connection, prefix });
  worker.on('completed', (_job, run: unknown) => log.info({ run }, 'digest: sent the week'));
  worker.on('failed', (job, error) => log.error({ err: error, attempt: job?.attemptsMade }, 'digest: the run failed'));
  // An outage is reported once by the app's own Redis connection (docs/operations.md); the queue's
  // connections retry quietly, but an 'error' event without a listener would end the process.
  const quiet = (error: Error) => log.debug({ err: error }, 'digest: the queue reported an error');
  worker.on('error', quiet);
  queue.on('error', quiet);
  return async () => {
    // Not waiting for a run in flight: its unsent claims are taken over after CLAIM_ABANDONED, and BullMQ retries the stalled job.
    await worker.close(true);
    await queue.close();
  };
}
