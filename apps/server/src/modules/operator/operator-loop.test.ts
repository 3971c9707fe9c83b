import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import type { reviews} from '../../db/schema/index.ts';
import { auditLog, officialResponses, operators, operatorTeams, teamMembers, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, insertReview, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: SignedIn;
let staff: SignedIn;
let rival: SignedIn;
let rider: SignedIn;
let operatorId: string;
let teamId: string;
let rivalTeamId: string;

/** An operator with a team of `members` (straight into the database: the teams' own tests cover invitations). */
async function operatorWithTeam(slug: string, members: SignedIn[]) {
  const [operator] = await t.db.insert(operators).values({ slug, name: slug.replace(/-/g, ' '), kind: 'transit' }).returning({ id: operators.id });
  const [team] = await t.db.insert(operatorTeams).values({ operatorId: operator!.id }).returning({ id: operatorTeams.id });
  for (const member of members) await t.db.insert(teamMembers).values({ teamId: team!.id, userId: member.id, role: 'agent' });
  return { operatorId: operator!.id, teamId: team!.id };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'http://suara.test' } });
  [admin, staff, rival, rider] = await Promise.all([adminPerson(t), verifiedPerson(t), verifiedPerson(t), verifiedPerson(t)]);
  await t.db.update(users).set({ name: 'Farid Hassan' }).where(eq(users.id, staff.id));
  ({ operatorId, teamId } = await operatorWithTeam('Loop-Bus', [staff]));
  ({ teamId: rivalTeamId } = await operatorWithTeam('Rival-Bus', [rival]));
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object) => t.app.inject({ method, url, payload, headers: auth(token) });
const inbox = (query: string, token = staff.token) => send('GET', `/api/operator/inbox?team=${teamId}&${query}`, token);
const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((item) => item.id);
const respond = (reviewId: string, body: string, token = staff.token) => send('POST', `/api/operator/reviews/${reviewId}/responses`, token, { body });
const move = (reviewId: string, status: string, note?: string, token = staff.token) => send('PUT', `/api/operator/reviews/${reviewId}/status`, token, { status, note });
const detail = async (reviewId: string, token?: string) => (await send('GET', `/api/reviews/${reviewId}`, token)).json().review;
const notifications = async (person: SignedIn) => (await send('GET', '/api/notifications?limit=50', person.token)).json().items as { kind: string; reviewId: string; operatorName: string | null; status: string | null }[];

/** A forwarded review of the team's operator by `rider`. */
const forwardedReview = (extra: Partial<typeof reviews.$inferInsert> = {}) => insertReview(t, rider.id, { operatorId, status: 'forwarded', statusChangedAt: new Date(), ...extra });

describe('the operator inbox', () => {
  it("lists the public reviews about the team's operator with counts per status, to its staff and administrators only", async () => {
    const old = await insertReview(t, rider.id, { operatorId, createdAt: new Date('2026-01-05T02:00:00Z') });
    const forwarded = await forwardedReview({ meTooCount: 4 });
    const hidden = await insertReview(t, rider.id, { operatorId, status: 'hidden' });
    const elsewhere = await insertReview(t, rider.id, {});

    const res = await inbox('');
    expect(res.statusCode, res.body).toBe(200);
    // Newest first; neither the hidden review nor another operator's.
    expect(ids(res)).toEqual([forwarded.id, old.id]);
    expect([hidden.id, elsewhere.id].some((id) => ids(res).includes(id))).toBe(false);
    expect(res.json().team).toMatchObject({ id: teamId, operator: { id: operatorId }, role: 'agent' });
    expect(res.json().counts).toEqual({ submitted: 1, verified: 0, forwarded: 1, acknowledged: 0, in_progress: 0, resolved: 0 });
    expect((await inbox('from=2026-01-01&to=2026-01-31')).json().counts).toMatchObject({ submitted: 1, forwarded: 0 });
    // What the public sees: never the rider's e-mail.
    expect(res.body).not.toContain(rider.email);

    expect(ids(await inbox('status=forwarded'))).toContain(forwarded.id);
    expect(ids(await inbox('status=forwarded'))).not.toContain(old.id);
    expect(ids(await inbox('from=2026-01-05&to=2026-01-05'))).toEqual([old.id]);
    expect(ids(await inbox('sort=me_too'))[0]).toBe(forwarded.id);

    expect((await inbox('', rival.token)).statusCode).toBe(403);
    expect((await inbox('', rider.token)).json().error.code).toBe('not_operator_staff');
    expect((await inbox('', admin.token)).statusCode).toBe(200);
    expect((await send('GET', `/api/operator/inbox?team=${teamId}`)).statusCode).toBe(401);
    expect((await send('GET', `/api/operator/inbox?team=0190a8a0-0000-7000-8000-000000000001`, staff.token)).statusCode).toBe(404);
    expect((await send('GET', '/api/operator/inbox?team=nope', staff.token)).json().error.fields).toEqual({ team: 'invalidValue' });
    expect((await inbox('from=2026-02-02&to=2026-02-01')).json().error.fields).toEqual({ to: 'dateToBeforeFrom' });
    expect((await inbox('cursor=xyz')).json().error.fields).toEqual({ cursor: 'pageLinkInvalid' });
  });

  it("pages by keyset in both orders, the 'most me too' one included", async () => {
    const { operatorId: pagedOperator, teamId: pagedTeam } = await operatorWithTeam('Paged-Bus', [staff]);
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await insertReview(t, rider.id, { operatorId: pagedOperator, meTooCount: i % 3 }));
    for (const sort of ['newest', 'me_too']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await send('GET', `/api/operator/inbox?team=${pagedTeam}&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`, staff.token);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...ids(res));
        cursor = res.json().nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(27);
      expect(seen.length).toBe(27);
    }
  });

  it("lists the teams a user is on, for their menu", async () => {
    const res = await send('GET', '/api/operator/teams', staff.token);
    expect(res.json().items.map((team: { id: string }) => team.id)).toContain(teamId);
    expect((await send('GET', '/api/operator/teams', rider.token)).json().items).toEqual([]);
  });
});

describe('official responses', () => {
  it("are posted by the operator's staff, shown in the dialog with the operator and first name, and told to the rider live and by e-mail", async () => {
    const review = await forwardedReview();
    expect(ids(await inbox('unanswered=true'))).toContain(review.id);
    const res = await respond(review.id, '  We have spoken to the driver and are checking the CCTV.  ');
    expect(res.statusCode, res.body).toBe(201);

    const seenByRider = await detail(review.id, rider.token);
    expect(seenByRider.responses).toEqual([
      expect.objectContaining({ body: 'We have spoken to the driver and are checking the CCTV.', operatorName: 'Loop Bus', authorFirstName: 'Farid', editableUntil: null }),
    ]);
    expect((await detail(review.id, staff.token)).responses[0].editableUntil).toEqual(expect.any(String));
    expect((await detail(review.id)).viewer).toMatchObject({ staff: false, staffMoves: [] });
    expect((await detail(review.id, staff.token)).viewer).toMatchObject({ staff: true, staffMoves: ['acknowledged', 'in_progress', 'resolved'] });

    expect((await notifications(rider)).find((n) => n.reviewId === review.id)).toMatchObject({ kind: 'review.response', operatorName: 'Loop Bus' });
    const mail = await mailbox.waitFor(rider.email, new RegExp(`Loop Bus responded to your review #${review.ticketNumber}`));
    expect(mail.text).toContain('checking the CCTV');
    expect(mail.links).toContain(`http://suara.test/popular?review=${review.id}`);
    expect(mail.links).toContain('http://suara.test/setting');

    expect(ids(await inbox('unanswered=true'))).not.toContain(review.id);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, review.id));
    expect(entry).toMatchObject({ action: 'review.respond', actorId: staff.id });
  });

  it('refuse an empty or long body, another operator, a visitor and a hidden review', async () => {
    const review = await forwardedReview();
    expect((await respond(review.id, '   ')).json().error.fields).toEqual({ body: 'responseRequired' });
    const long = await respond(review.id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ body: 'responseTooLong' });
    expect((await respond(review.id, 'Ours now.', rival.token)).json().error.code).toBe('not_operator_staff');
    expect((await respond(review.id, 'Ours now.', rider.token)).statusCode).toBe(403);
    expect((await send('POST', `/api/operator/reviews/${review.id}/responses`, undefined, { body: 'Hi' })).statusCode).toBe(401);
    const hidden = await forwardedReview({ status: 'hidden' });
    expect((await respond(hidden.id, 'Hello')).statusCode).toBe(404);
    expect((await respond('nope', 'Hello')).statusCode).toBe(404);
  });

  it('may be corrected by their author for 15 minutes, then are fixed', async () => {
    const review = await forwardedReview();
    const { id } = (await respond(review.id, 'We are lookng into it.')).json();
    const edit = (body: string, token = staff.token) => send('PATCH', `/api/operator/responses/${id}`, token, { body });
    expect((await edit('We are looking into it.')).statusCode).toBe(204);
    expect((await detail(review.id)).responses[0]).toMatchObject({ body: 'We are looking into it.', editedAt: expect.any(String) });
    expect((await edit('Not mine.', rival.token)).json().error.code).toBe('not_response_author');
    await t.db.update(officialResponses).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(officialResponses.id, id));
    const late = await edit('Too late.');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('response_locked');
    expect((await detail(review.id, staff.token)).responses[0].editableUntil).toBeNull();
  });

  it("are not mailed to a rider who turned the e-mails off in Settings (the bell still rings)", async () => {
    const quiet = await verifiedPerson(t);
    expect((await send('PUT', '/api/users/me', quiet.token, { emailReviewUpdates: false })).json().user.emailReviewUpdates).toBe(false);
    const review = await insertReview(t, quiet.id, { operatorId, status: 'forwarded' });
    expect((await respond(review.id, 'Thank you, noted.')).statusCode).toBe(201);
    expect((await notifications(quiet)).map((n) => n.kind)).toContain('review.response');
    expect(mailbox.mails.filter((m) => m.to.includes(quiet.email) && /responded/.test(m.subject))).toEqual([]);
  });
});

describe('the status lifecycle', () => {
  it('staff move a forwarded review forward only, with public notes; the rider is told; the history shows each move', async () => {
    const review = await insertReview(t, rider.id, { operatorId });
    const early = await move(review.id, 'acknowledged');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('status_move_not_allowed');

    // An administrator does not speak for the operator.
    expect((await send('PUT', `/api/admin/reviews/${review.id}/status`, admin.token, { status: 'acknowledged' })).statusCode).toBe(409);
    expect((await send('PUT', `/api/admin/reviews/${review.id}/status`, admin.token, { status: 'forwarded', note: 'Sent to Loop Bus.' })).statusCode).toBe(200);
    expect((await move(review.id, 'acknowledged', 'We have it.')).json()).toEqual({ status: 'acknowledged' });
    expect((await move(review.id, 'acknowledged')).statusCode).toBe(409);
    expect((await move(review.id, 'in_progress', 'Depot checking the bus.')).statusCode).toBe(200);
    expect((await move(review.id, 'forwarded')).json().error.fields).toEqual({ status: 'invalidValue' });
    expect((await move(review.id, 'resolved', 'The air-conditioning was repaired.', rival.token)).statusCode).toBe(403);
    expect((await move(review.id, 'resolved', 'The air-conditioning was repaired.')).statusCode).toBe(200);
    expect((await move(review.id, 'in_progress')).statusCode).toBe(409);

    expect(await detail(review.id)).toMatchObject({ status: 'resolved', statusNote: 'The air-conditioning was repaired.' });
    const statuses = (await notifications(rider)).filter((n) => n.reviewId === review.id && n.kind === 'review.status').map((n) => n.status);
    expect(statuses).toEqual(['resolved', 'in_progress', 'acknowledged', 'forwarded']);
    await mailbox.waitFor(rider.email, new RegExp(`Your review #${review.ticketNumber} is now Resolved`));

    const history = await send('GET', `/api/operator/reviews/${review.id}/history`, staff.token);
    expect(history.json().items.map((e: { action: string; from: string; to: string; actorRole: string; staffName: string | null }) => [e.action, e.from, e.to, e.actorRole, e.staffName])).toEqual([
      ['move', 'submitted', 'forwarded', 'admin', null],
      ['move', 'forwarded', 'acknowledged', 'staff', 'Farid'],
      ['move', 'acknowledged', 'in_progress', 'staff', 'Farid'],
      ['move', 'in_progress', 'resolved', 'staff', 'Farid'],
    ]);
    expect((await send('GET', `/api/operator/reviews/${review.id}/history`, rival.token)).statusCode).toBe(403);
    expect((await send('GET', `/api/operator/reviews/${review.id}/history`, rider.token)).statusCode).toBe(403);
  });

  it('the rider confirms a resolution, or reopens it with a reason within 14 days; the team is told of a reopen', async () => {
    const confirmed = await forwardedReview({ status: 'resolved' });
    expect((await detail(confirmed.id, rider.token)).viewer.canAnswerResolution).toBe(true);
    expect((await detail(confirmed.id, staff.token)).viewer.canAnswerResolution).toBe(false);
    expect((await send('POST', `/api/reviews/${confirmed.id}/resolution/confirm`, rider.token)).statusCode).toBe(204);
    expect((await send('POST', `/api/reviews/${confirmed.id}/resolution/confirm`, rider.token)).statusCode).toBe(204);
    const after = await detail(confirmed.id, rider.token);
    expect(after).toMatchObject({ resolutionConfirmedAt: expect.any(String), viewer: { canAnswerResolution: false } });

    const reopened = await forwardedReview({ status: 'resolved' });
    const reopen = (reason: string, token = rider.token, id = reopened.id) => send('POST', `/api/reviews/${id}/resolution/reopen`, token, { reason });
    expect((await reopen('  ')).json().error.fields).toEqual({ reason: 'reopenReasonRequired' });
    expect((await reopen('Not mine to reopen.', staff.token)).json().error.code).toBe('not_review_author');
    expect((await reopen('The bus is still hot.')).json()).toEqual({ status: 'in_progress' });
    expect(await detail(reopened.id)).toMatchObject({ status: 'in_progress', statusNote: 'The bus is still hot.' });
    expect((await reopen('Again.')).json().error.code).toBe('review_not_resolved');
    expect((await notifications(staff)).find((n) => n.reviewId === reopened.id)).toMatchObject({ kind: 'review.reopened', status: 'in_progress' });
    // The team can resolve it again.
    expect((await move(reopened.id, 'resolved', 'Compressor replaced.')).statusCode).toBe(200);

    const stale = await forwardedReview({ status: 'resolved', statusChangedAt: new Date(Date.now() - 15 * 86_400_000) });
    const late = await reopen('Still hot.', rider.token, stale.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('resolution_answer_closed');
    expect((await send('POST', `/api/reviews/${stale.id}/resolution/confirm`, rider.token)).statusCode).toBe(409);
    expect((await send('POST', `/api/reviews/${stale.id}/resolution/confirm`)).statusCode).toBe(401);
  });

  it('a member taken off the team loses access at once', async () => {
    const leaver = await verifiedPerson(t);
    await t.db.insert(teamMembers).values({ teamId, userId: leaver.id, role: 'agent' });
    const review = await forwardedReview();
    expect((await respond(review.id, 'First answer.', leaver.token)).statusCode).toBe(201);
    expect((await send('DELETE' as 'POST', `/api/teams/${teamId}/members/${leaver.id}`, admin.token)).statusCode).toBe(204);
    expect((await respond(review.id, 'Second answer.', leaver.token)).statusCode).toBe(403);
    expect((await inbox('', leaver.token)).statusCode).toBe(403);
    expect((await send('GET', `/api/operator/inbox?team=${rivalTeamId}`, leaver.token)).statusCode).toBe(403);
  });
});

describe("the operator's scorecard", () => {
  it('shows how the team answers: response rate, median hours to the first response, the share reopened and the me-toos', async () => {
    const { operatorId: scored } = await operatorWithTeam('answering-bus', [staff]);
    const card = async () => (await send('GET', '/api/insights/operators/answering-bus')).json().responsiveness;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const [tenHours, twentyHours, resolvedA, resolvedB] = await Promise.all(
      [10, 20, 1, 1].map((hours) => insertReview(t, rider.id, { operatorId: scored, status: 'forwarded', createdAt: hoursAgo(hours) })),
    );
    expect(await card()).toEqual({ responded: 0, responseRate: 0, medianHoursToFirstResponse: null, reopenedShare: null, meToos: 0 });

    // Each change drops the kept answer: the next read counts it.
    expect((await respond(tenHours!.id, 'Looking into it.')).statusCode).toBe(201);
    expect((await card()).responded).toBe(1);
    expect((await respond(twentyHours!.id, 'Looking into it.')).statusCode).toBe(201);
    expect((await respond(twentyHours!.id, 'A second answer does not count twice.')).statusCode).toBe(201);
    for (const review of [resolvedA!, resolvedB!]) expect((await move(review.id, 'resolved', 'Fixed.')).statusCode).toBe(200);
    expect((await send('POST', `/api/reviews/${resolvedA!.id}/resolution/reopen`, rider.token, { reason: 'Not fixed.' })).statusCode).toBe(200);
    const others = await Promise.all([verifiedPerson(t), verifiedPerson(t)]);
    for (const other of others) expect((await send('PUT' as 'POST', `/api/reviews/${tenHours!.id}/me-too`, other.token)).statusCode).toBe(200);

    const answers = await card();
    expect(answers).toMatchObject({ responded: 2, responseRate: 0.5, reopenedShare: 0.5, meToos: 2 });
    expect(answers.medianHoursToFirstResponse).toBeGreaterThanOrEqual(14.9);
    expect(answers.medianHoursToFirstResponse).toBeLessThanOrEqual(15.1);
    // The overview ranks every operator with its answers beside the score.
    const overview = (await send('GET', '/api/insights')).json();
    expect(overview.operators.find((o: { slug: string }) => o.slug === 'answering-bus')).toMatchObject({ reviews: 4, responseRate: 0.5 });
  });
});
