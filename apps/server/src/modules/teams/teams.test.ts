import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startMailbox, type Mailbox } from '../../../test/mailbox.ts';
import { auditLog, operators, teamInvitations } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let mailbox: Mailbox;
let admin: SignedIn;
let operatorId: string;
let teamId: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await buildTestApp({ env: { SMTP_URL: mailbox.url, RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'http://suara.test' } });
  admin = await adminPerson(t);
  const [operator] = await t.db.insert(operators).values({ slug: 'teams-test-bus', name: 'Teams Test Bus', kind: 'transit' }).returning({ id: operators.id });
  operatorId = operator!.id;
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/teams', payload: { operatorId }, headers: auth(admin.token) });
  expect(res.statusCode, res.body).toBe(201);
  teamId = res.json().id;
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: auth(token) });
const invite = (email: string, role: 'manager' | 'agent', token = admin.token, team = teamId) => post(`/api/teams/${team}/invitations`, { email, role }, token);

/** Invites `person` and answers the token of the link mailed to them. */
async function invited(person: { email: string }, role: 'manager' | 'agent', token = admin.token) {
  const res = await invite(person.email, role, token);
  expect(res.statusCode, res.body).toBe(201);
  const mail = await mailbox.waitFor(person.email, /Join the Teams Test Bus team/);
  const link = mail.links.find((l) => l.startsWith('http://suara.test/join-team/'))!;
  expect(mail.text).toContain('expires in 7 days');
  expect(mail.text).toContain('menjemput anda menyertai pasukan Teams Test Bus');
  return link.split('/').pop()!;
}

const accept = (token: string, person?: SignedIn) => post(`/api/team-invitations/${token}/accept`, {}, person?.token);

async function teamOf(id = teamId) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/teams', headers: auth(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string; members: { userId: string; role: string }[]; invitations: { id: string; email: string }[] }[] }>().items.find((team) => team.id === id)!;
}

describe('operator teams', () => {
  it('an administrator creates one team per operator; others may not', async () => {
    const again = await post('/api/admin/teams', { operatorId }, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('team_exists');
    const rider = await verifiedPerson(t);
    expect((await post('/api/admin/teams', { operatorId }, rider.token)).statusCode).toBe(403);
    expect((await post('/api/admin/teams', { operatorId })).statusCode).toBe(401);
    expect((await post('/api/admin/teams', { operatorId: '0190a8a0-0000-7000-8000-000000000001' }, admin.token)).statusCode).toBe(404);
    expect((await post('/api/admin/teams', { operatorId: 'nope' }, admin.token)).statusCode).toBe(422);
  });

  it('invites by e-mail; the invitee with that address joins once, and the page says where the link stands', async () => {
    const staff = await signUpAndIn(t);
    const token = await invited(staff, 'agent');
    const page = await t.app.inject({ method: 'GET', url: `/api/team-invitations/${token}` });
    expect(page.json()).toMatchObject({ operator: { name: 'Teams Test Bus', slug: 'teams-test-bus' }, email: staff.email, role: 'agent', state: 'pending' });
    expect((await teamOf()).invitations.map((i) => i.email)).toContain(staff.email);

    // Someone else signed in cannot take it; a visitor is asked to sign in.
    const other = await signUpAndIn(t);
    const wrong = await accept(token, other);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('invitation_other_email');
    expect((await accept(token)).statusCode).toBe(401);

    const joined = await accept(token, staff);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ team: { id: teamId, operator: { name: 'Teams Test Bus' } }, role: 'agent' });
    expect((await teamOf()).members).toContainEqual(expect.objectContaining({ userId: staff.id, role: 'agent' }));
    const twice = await accept(token, staff);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('invitation_used');
    expect((await t.app.inject({ method: 'GET', url: `/api/team-invitations/${token}` })).json().state).toBe('accepted');
    expect((await t.app.inject({ method: 'GET', url: '/api/team-invitations/unknown-token' })).statusCode).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const late = await signUpAndIn(t);
    const token = await invited(late, 'agent');
    await t.db.update(teamInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvitations.email, late.email));
    const res = await accept(token, late);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('invitation_expired');
    expect((await t.app.inject({ method: 'GET', url: `/api/team-invitations/${token}` })).json().state).toBe('expired');
  });

  it("lets the team's managers invite and remove, not its agents or other riders; all of it audited", async () => {
    const manager = await signUpAndIn(t);
    expect((await accept(await invited(manager, 'manager'), manager)).statusCode).toBe(200);
    const agent = await signUpAndIn(t);
    expect((await accept(await invited(agent, 'agent', manager.token), agent)).statusCode).toBe(200);

    const byAgent = await invite('someone@example.my', 'agent', agent.token);
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().error.code).toBe('not_team_manager');
    const outsider = await verifiedPerson(t);
    expect((await invite('someone@example.my', 'agent', outsider.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/members/${manager.id}`, headers: auth(agent.token) })).statusCode).toBe(403);

    // The manager reads the team they manage: its members (with their addresses) and pending invitations.
    const read = (token?: string, id = teamId) => t.app.inject({ method: 'GET', url: `/api/teams/${id}`, headers: auth(token) });
    const managed = await read(manager.token);
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json()).toMatchObject({ id: teamId, operator: { name: 'Teams Test Bus', slug: 'teams-test-bus' } });
    expect(managed.json().members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: manager.id, role: 'manager', email: manager.email }),
        expect.objectContaining({ userId: agent.id, role: 'agent' }),
      ]),
    );
    expect(managed.json()).toEqual({ ...(await teamOf()), members: expect.any(Array), invitations: expect.any(Array) });
    expect((await read(admin.token)).json().members).toHaveLength(managed.json().members.length);
    for (const [token, status] of [[agent.token, 403], [outsider.token, 403], [undefined, 401]] as const) {
      expect((await read(token)).statusCode).toBe(status);
    }
    expect((await read(manager.token, '0190a8a0-0000-7000-8000-000000000001')).statusCode).toBe(404);
    expect((await read(manager.token, 'nope')).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/members/${agent.id}`, headers: auth(manager.token) });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await teamOf()).members.map((m) => m.userId)).not.toContain(agent.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/members/${agent.id}`, headers: auth(manager.token) })).statusCode).toBe(404);

    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, teamId))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['team.create', 'team.invite', 'team.join', 'team.remove']));
  });

  it("withdraws a pending invitation (the team's managers or an administrator): its link stops working", async () => {
    const manager = await signUpAndIn(t);
    expect((await accept(await invited(manager, 'manager'), manager)).statusCode).toBe(200);
    const wrong = await signUpAndIn(t);
    const token = await invited(wrong, 'agent', manager.token);
    const invitation = (await teamOf()).invitations.find((i) => i.email === wrong.email)!;
    const cancel = (who?: SignedIn, id = invitation.id) => t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/invitations/${id}`, headers: auth(who?.token) });

    expect((await cancel()).statusCode).toBe(401);
    expect((await cancel(wrong)).statusCode).toBe(403);
    const done = await cancel(manager);
    expect(done.statusCode, done.body).toBe(204);
    expect((await teamOf()).invitations.map((i) => i.email)).not.toContain(wrong.email);
    expect((await t.app.inject({ method: 'GET', url: `/api/team-invitations/${token}` })).statusCode).toBe(404);
    expect((await accept(token, wrong)).statusCode).toBe(404);
    // Twice, or an unknown id: nothing pending to withdraw.
    expect((await cancel(manager)).statusCode).toBe(404);
    expect((await cancel(admin, 'nope')).statusCode).toBe(404);
    const [entry] = await t.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, 'team.invite_cancel'));
    expect(entry?.details).toEqual({ email: wrong.email, role: 'agent' });
  });

  it('refuses bad input: an e-mail that is not one, an unknown role, an unknown team', async () => {
    const bad = await invite('not-an-email', 'agent');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({ email: 'emailInvalid' });
    expect((await post(`/api/teams/${teamId}/invitations`, { email: 'a@example.my', role: 'owner' }, admin.token)).json().error.fields).toMatchObject({ role: 'invalidValue' });
    expect((await invite('a@example.my', 'agent', admin.token, '0190a8a0-0000-7000-8000-000000000001')).statusCode).toBe(404);
    expect((await invite('a@example.my', 'agent', admin.token, 'nope')).statusCode).toBe(404);
  });
});
