import { randomBytes } from 'node:crypto';
import { DIGEST_CRON, DIGEST_TIME_ZONE } from '@suara/domain';
import { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { createMailer, type Mailer } from '../../plugins/mailer.ts';
import { adminPerson } from '../reviews/reviews.test-support.ts';
import type { SignedIn, TestApp } from '../users/users.test-support.ts';
import { DIGEST_QUEUE, DIGEST_SCHEDULER, digestQueuePrefix, queueDigest } from './digest-queue.ts';
import { createDigestService } from './digest.service.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });

/** Two processes' schedules on one Redis: one scheduler, and each week's job run by one of them. */
describe.runIf(redisUrl)('the digest on Redis (BullMQ)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let mailer: Mailer;
  let admin: SignedIn;
  const keyPrefix = `suara-digest-test:${randomBytes(4).toString('hex')}:`;
  const stops: (() => Promise<void>)[] = [];
  let queue: Queue;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await buildTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'http://suara.test' } });
    mailer = createMailer({ smtpUrl: mailbox.url, from: 'digest@suara.test', outboxDir: '/nonexistent', log });
    admin = await adminPerson(t);
    for (let i = 0; i < 2; i++) {
      const digest = createDigestService({ db: t.db, mailer, publicUrl: 'http://suara.test', log });
      stops.push(await queueDigest(digest, { redisUrl: redisUrl!, keyPrefix }, log));
    }
    queue = new Queue(DIGEST_QUEUE, { connection: { url: redisUrl }, prefix: digestQueuePrefix(keyPrefix) });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await Promise.all(stops.map((stop) => stop()));
    mailer.close();
    await t.close();
    await mailbox.close();
  });

  it('keeps one scheduler, Monday 08:00 in Malaysia, and runs a job once for both processes', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toEqual([[DIGEST_SCHEDULER, DIGEST_CRON, DIGEST_TIME_ZONE]]);

    const job = await queue.add('send', {});
    await expect.poll(async () => (await queue.getJob(job.id!))?.finishedOn, { timeout: 15_000 }).toBeDefined();
    expect((await queue.getJob(job.id!))?.returnvalue).toMatchObject({ sent: 1 });
    const toAdmin = mailbox.mails.filter((mail) => mail.to.includes(admin.email) && /your week on Suara Transit/.test(mail.subject));
    expect(toAdmin).toHaveLength(1);
  });
});
