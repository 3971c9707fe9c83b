import { digestWeeks } from '@suara/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { digestSends, operators, operatorTeams, teamMembers, transitStops, users } from '../../db/schema/index.ts';
import { createMailer, type Mailer } from '../../plugins/mailer.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { nextDigestAt } from './digest-schedule.ts';
import { createDigestService } from './digest.service.ts';

let t: TestApp;
let mailbox: Mailbox;
let mailer: Mailer;
let admin: SignedIn;
let agent: SignedIn;
let manager: SignedIn;
let teamId: string;
let topTicket: number;
let waitingTicket: number;
const log = pino({ level: 'silent' });

const DAY = 86_400_000;
const { week, previous } = digestWeeks(new Date());
/** Noon in Malaysia on `day` plus `days`. */
const noonOf = (day: string, days = 0) => new Date(Date.parse(`${day}T04:00:00Z`) + days * DAY);

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'http://suara.test' } });
  mailer = createMailer({ smtpUrl: mailbox.url, from: 'Suara Transit <digest@suara.test>', outboxDir: '/nonexistent', log });
  [admin, agent, manager] = await Promise.all([adminPerson(t), verifiedPerson(t), verifiedPerson(t)]);
  await t.db.update(users).set({ language: 'ms' }).where(eq(users.id, manager.id));
  // Never mailed: an unverified member.
  const unverified = await signUpAndIn(t);
  const [operator] = await t.db.insert(operators).values({ slug: 'digest-bus', name: 'Digest Bus', kind: 'transit' }).returning({ id: operators.id });
  const [team] = await t.db.insert(operatorTeams).values({ operatorId: operator!.id }).returning({ id: operatorTeams.id });
  teamId = team!.id;
  for (const [member, role] of [[agent, 'agent'], [manager, 'manager'], [unverified, 'agent']] as const) await t.db.insert(teamMembers).values({ teamId, userId: member.id, role });

  // The week: two reviews, one of them 'me too'-ed by 3; the week before: one. A forwarded review waits unanswered for 8 days.
  const rider = await verifiedPerson(t);
  const top = await insertReview(t, rider.id, { operatorId: operator!.id, createdAt: noonOf(week.from, 1), meTooCount: 3, experience: 'The driver skipped the Jalan Ampang stop again.' });
  await insertReview(t, rider.id, { operatorId: operator!.id, createdAt: noonOf(week.from, 2) });
  await insertReview(t, rider.id, { operatorId: operator!.id, createdAt: noonOf(previous.from, 2) });
  const waiting = await insertReview(t, rider.id, { operatorId: operator!.id, createdAt: noonOf(previous.from, -7), status: 'forwarded', statusChangedAt: new Date(Date.now() - 8 * DAY) });
  // This month, 5 complaints at one stop: the 'stop with the most complaints' finding.
  const [stop] = await t.db.insert(transitStops).values({ agency: 'digest', code: 'DG01', name: 'Hentian Digest', latitude: 3.15, longitude: 101.7 }).returning({ id: transitStops.id });
  for (let i = 0; i < 5; i++) await insertReview(t, rider.id, { operatorId: operator!.id, stopId: stop!.id });
  topTicket = top.ticketNumber;
  waitingTicket = waiting.ticketNumber;
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await mailbox.close();
});
beforeEach(async () => {
  await t.db.delete(digestSends);
  mailbox.mails.length = 0;
});

const digests = () => mailbox.mails.filter((mail) => /your week on Suara Transit|minggu anda di Suara Transit/.test(mail.subject));
const service = (over: Partial<Parameters<typeof createDigestService>[0]> = {}) => createDigestService({ db: t.db, mailer, publicUrl: 'http://suara.test', log, ...over });

describe('the weekly digest', () => {
  it("mails each team member their operator's week in their language, and administrators the platform's", async () => {
    const run = await service().sendWeekly();
    expect(run).toEqual({ week, sent: 3 });
    expect(digests().map((mail) => mail.to[0]).sort()).toEqual([admin.email, agent.email, manager.email].sort());

    const english = digests().find((mail) => mail.to.includes(agent.email))!;
    expect(english.subject).toMatch(/^Digest Bus: your week on Suara Transit \(/);
    expect(english.text).toContain('Reviews: 2 (the week before: 1)');
    expect(english.text).toContain('Reviews your team answered: 0 (0%)');
    expect(english.text).toContain('What stands out (recommendations)');
    expect(english.text).toMatch(/Stop DG01 Hentian Digest has had the most complaints about .+ this month \(5\)\./);
    // The test mailbox reads the UTF-8 middle dots as Latin-1.
    expect(english.text).toMatch(new RegExp(`#${topTicket} \\S+ 3 me too \\S+ The driver skipped the Jalan Ampang stop again\\.`));
    expect(english.text).toContain('Forwarded and unanswered for more than 7 days: 1');
    expect(english.text).toContain(`#${waitingTicket}`);
    expect(english.links).toContain(`http://suara.test/operator?team=${teamId}`);
    expect(english.links.some((link) => link.startsWith('http://suara.test/unsubscribe/'))).toBe(true);
    expect(english.raw).toContain('Content-Type: text/html');

    const malay = digests().find((mail) => mail.to.includes(manager.email))!;
    expect(malay.subject).toMatch(/^Digest Bus: minggu anda di Suara Transit/);
    expect(malay.text).toContain('Ulasan: 2 (minggu sebelumnya: 1)');
    expect(malay.text).toMatch(/Hentian DG01 Hentian Digest menerima aduan paling banyak tentang .+ bulan ini \(5\)\./);

    const platform = digests().find((mail) => mail.to.includes(admin.email))!;
    expect(platform.subject).toMatch(/^All operators: your week/);
    expect(platform.links).toContain('http://suara.test/admin-dashboard');
  });

  it('mails nobody twice: run again, or by two processes at once, each reader gets one', async () => {
    const [first, second] = await Promise.all([service().sendWeekly(), service().sendWeekly()]);
    expect(first.sent + second.sent).toBe(3);
    expect((await service().sendWeekly()).sent).toBe(0);
    const perReader = digests().map((mail) => mail.to[0]);
    expect(new Set(perReader).size).toBe(perReader.length);
    expect(perReader).toHaveLength(3);
  });

  it('gives the unsent readers back when a send fails, so the retry mails them and only them', async () => {
    let calls = 0;
    const flaky: Mailer = { send: async (mail) => (++calls === 2 ? Promise.reject(new Error('SMTP down')) : mailer.send(mail)), close: () => undefined };
    await expect(service({ mailer: flaky }).sendWeekly({ teamSlug: 'digest-bus' })).rejects.toThrow('SMTP down');
    expect(digests()).toHaveLength(1);
    expect((await service().sendWeekly({ teamSlug: 'digest-bus' })).sent).toBe(1);
    expect(new Set(digests().map((mail) => mail.to[0])).size).toBe(2);
  });

  it("takes over a claim a dead sender left unsent for 30 minutes, and only then", async () => {
    await t.db.insert(digestSends).values({ week: week.from, scope: `team:${teamId}`, userId: agent.id, createdAt: new Date(Date.now() - 10 * 60_000) });
    expect((await service().sendWeekly({ teamSlug: 'digest-bus' })).sent).toBe(1);
    await t.db.update(digestSends).set({ createdAt: new Date(Date.now() - 31 * 60_000) }).where(eq(digestSends.userId, agent.id));
    expect((await service().sendWeekly({ teamSlug: 'digest-bus' })).sent).toBe(1);
    expect(digests().map((mail) => mail.to[0]).sort()).toEqual([agent.email, manager.email].sort());
  });

  it('stops for a reader who follows their unsubscribe link', async () => {
    await service().sendWeekly({ teamSlug: 'digest-bus' });
    const link = digests().find((mail) => mail.to.includes(agent.email))!.links.find((l) => l.startsWith('http://suara.test/unsubscribe/'))!;
    const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: `/api/digest/unsubscribe/${token}` });
    expect((await unsubscribe(link.split('/').pop()!)).statusCode).toBe(204);
    expect((await unsubscribe(link.split('/').pop()!)).statusCode).toBe(204);
    expect((await unsubscribe('not-a-token')).statusCode).toBe(404);

    await t.db.delete(digestSends);
    mailbox.mails.length = 0;
    await service().sendWeekly({ teamSlug: 'digest-bus' });
    expect(digests().map((mail) => mail.to[0])).toEqual([manager.email]);
    await t.db.update(users).set({ emailDigest: true }).where(eq(users.id, agent.id));
  });

  it('is sent at once by an administrator for one team; others may not; an unknown team is a 404', async () => {
    const send = (payload: object, token?: string) => t.app.inject({ method: 'POST', url: '/api/admin/digests', payload, headers: auth(token) });
    const res = await send({ team: 'digest-bus' }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ week, sent: 2 });
    expect((await send({}, agent.token)).statusCode).toBe(403);
    expect((await send({})).statusCode).toBe(401);
    expect((await send({ team: 'no-such-bus' }, admin.token)).statusCode).toBe(404);
  });
});

describe('the schedule', () => {
  it('runs every Monday at 08:00 in Malaysia (00:00 UTC)', () => {
    expect(nextDigestAt(new Date('2026-11-27T13:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-29T23:59:59Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });
});
