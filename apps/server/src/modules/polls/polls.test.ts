import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { pollVotes } from '../../db/schema/index.ts';
import { MAAS_QUESTIONS } from '../../db/seed/data/maas-questions.ts';
import { auth, signUpAndIn, type TestApp } from '../users/users.test-support.ts';
import type { PollQuestion, PollVoteResult } from './polls.presenter.ts';
import { VOTES_PER_HOUR } from './polls.service.ts';
import { resolveVoterSecret, VOTER_SECRET_FILE, voterKey } from './polls.voter.ts';

let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

// Each test votes from its own address, so a test's visitor is nobody else's.
let lastOctet = 10;
const newAddress = () => `203.0.113.${lastOctet++}`;

async function list(ip: string, token?: string): Promise<PollQuestion[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/polls', remoteAddress: ip, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: PollQuestion[] }>().items;
}

const vote = (id: string, payload: Record<string, unknown> | undefined, ip: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/polls/${id}/vote`, remoteAddress: ip, headers: auth(token), ...(payload === undefined ? {} : { payload }) });

async function voteOk(id: string, answer: 'yes' | 'no', ip: string, token?: string): Promise<PollVoteResult> {
  const res = await vote(id, { answer }, ip, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PollVoteResult>();
}

const firstQuestion = async (ip: string) => (await list(ip))[0]!;

describe('GET /api/polls', () => {
  it('lists the five seeded MaaS questions in order, in English and Malay, with no votes and no answer', async () => {
    const items = await list(newAddress());
    expect(items).toEqual(
      MAAS_QUESTIONS.map((q) => ({
        id: expect.any(String),
        key: q.key,
        title: q.titleEn,
        titleMs: q.titleMs,
        description: q.descriptionEn,
        descriptionMs: q.descriptionMs,
        images: [...q.images],
        link: q.link,
        results: { yes: 0, no: 0 },
        answer: null,
      })),
    );
  });
});

describe('POST /api/polls/:id/vote', () => {
  it("counts a visitor's vote, shows it back to that address only, and a second vote changes it", async () => {
    const ip = newAddress();
    const question = await firstQuestion(ip);
    const before = question.results;

    expect(await voteOk(question.id, 'yes', ip)).toEqual({ id: question.id, results: { yes: before.yes + 1, no: before.no }, answer: 'yes' });
    expect((await list(ip))[0]).toMatchObject({ results: { yes: before.yes + 1, no: before.no }, answer: 'yes' });
    expect((await list(newAddress()))[0]).toMatchObject({ results: { yes: before.yes + 1, no: before.no }, answer: null });

    expect(await voteOk(question.id, 'no', ip)).toEqual({ id: question.id, results: { yes: before.yes, no: before.no + 1 }, answer: 'no' });
    // The same answer again changes nothing.
    expect((await voteOk(question.id, 'no', ip)).results).toEqual({ yes: before.yes, no: before.no + 1 });
    expect((await list(ip))[0]!.answer).toBe('no');
  });

  it('stores a keyed hash of the address, never the address itself', async () => {
    const ip = newAddress();
    const question = (await list(ip))[1]!;
    await voteOk(question.id, 'yes', ip);
    const rows = await t.db.select().from(pollVotes).where(eq(pollVotes.questionId, question.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.voterKey).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.voterKey).not.toContain(ip);
  });

  it('counts a signed-in user apart from the visitors at the same address, keyed by the user id', async () => {
    const ip = newAddress();
    const rider = await signUpAndIn(t);
    const question = (await list(ip))[2]!;
    const before = question.results;

    await voteOk(question.id, 'no', ip);
    expect(await voteOk(question.id, 'yes', ip, rider.token)).toEqual({ id: question.id, results: { yes: before.yes + 1, no: before.no + 1 }, answer: 'yes' });
    expect((await list(ip, rider.token))[2]!.answer).toBe('yes');
    expect((await list(ip))[2]!.answer).toBe('no');
    // Signed in from another address, the user is still the same voter.
    expect((await list(newAddress(), rider.token))[2]!.answer).toBe('yes');
    const [mine] = await t.db.select().from(pollVotes).where(eq(pollVotes.voterKey, rider.id));
    expect(mine).toMatchObject({ questionId: question.id, answer: 'yes' });
  });

  it('refuses an answer other than yes or no, and a missing body, with the field', async () => {
    const ip = newAddress();
    const question = await firstQuestion(ip);
    for (const payload of [{ answer: 'maybe' }, { answer: 'YES' }, { answer: true }, {}]) {
      const res = await vote(question.id, payload, ip);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed', fields: { answer: 'pollAnswerRequired' } } });
    }
    const none = await vote(question.id, undefined, ip);
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json()).toMatchObject({ error: { code: 'validation_failed', fields: { answer: 'pollAnswerRequired' } } });
    const notJson = await t.app.inject({ method: 'POST', url: `/api/polls/${question.id}/vote`, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: '{"answer":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: { code: 'invalid_json' } });
    expect((await firstQuestion(ip)).answer).toBeNull();
  });

  it('answers 404 for an unknown question and a malformed id', async () => {
    const ip = newAddress();
    for (const id of ['0196a5c0-0000-7000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await vote(id, { answer: 'yes' }, ip);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('limits the votes of one address, with Retry-After, and of a user apart from it', async () => {
    const ip = newAddress();
    const question = await firstQuestion(ip);
    for (let i = 0; i < VOTES_PER_HOUR; i += 1) await voteOk(question.id, i % 2 ? 'yes' : 'no', ip);
    const res = await vote(question.id, { answer: 'yes' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back, nor is a signed-in user at this one (counted per user).
    await voteOk(question.id, 'yes', newAddress());
    await voteOk(question.id, 'yes', ip, (await signUpAndIn(t)).token);
  });
});

describe('the voter key', () => {
  it('is the configured secret when set, else one random key kept in DATA_DIR across restarts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-poll-'));
    try {
      expect(resolveVoterSecret('a-configured-secret-value', dir)).toBe('a-configured-secret-value');
      expect(fs.existsSync(path.join(dir, VOTER_SECRET_FILE))).toBe(false);
      const made = resolveVoterSecret(undefined, dir);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(resolveVoterSecret(undefined, dir)).toBe(made);
      expect(fs.statSync(path.join(dir, VOTER_SECRET_FILE)).mode & 0o077).toBe(0);
      expect(fs.readdirSync(dir)).toEqual([VOTER_SECRET_FILE]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hashes an address differently under another secret, and is the id for a user', () => {
    const visitor = { userId: null, ip: '198.51.100.7' };
    expect(voterKey('secret-one-secret-one', visitor)).toBe(voterKey('secret-one-secret-one', visitor));
    expect(voterKey('secret-one-secret-one', visitor)).not.toBe(voterKey('secret-two-secret-two', visitor));
    expect(voterKey('secret-one-secret-one', { userId: 'u-1', ip: '198.51.100.7' })).toBe('u-1');
  });
});
