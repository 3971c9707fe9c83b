import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { readMail } from '../mailbox';
import { apiSignIn } from './accounts';
import { E2E_ADMIN } from './admin-account';

/*
 * Operator teams for the journeys (issue #18), made through the API: every journey makes its own
 * operators, since others share the server.
 */

export type Admin = { authorization: string };

export const adminHeaders = async (request: APIRequestContext): Promise<Admin> => ({ authorization: `Bearer ${(await apiSignIn(request, E2E_ADMIN)).token}` });

export async function newOperator(request: APIRequestContext, admin: Admin, name: string): Promise<string> {
  const res = await request.post('/api/admin/operators', { headers: admin, data: { name, kind: 'transit' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { operator: { id: string } }).operator.id;
}

export async function newTeam(request: APIRequestContext, admin: Admin, operatorId: string): Promise<string> {
  const res = await request.post('/api/admin/teams', { headers: admin, data: { operatorId } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The path of the invitation link mailed to `email` (the newest for this operator). */
export async function mailedLink(email: string, operator: string): Promise<string> {
  const mail = await readMail(email, new RegExp(`^Join the ${operator} team`));
  const link = mail.links.find((path) => path.startsWith('/join-team/'));
  expect(link, 'the mail holds the invitation link').toBeTruthy();
  return link!;
}

/** Puts `member` (signed in as `token`) on the team: invited through the API, accepted from the mailed link. */
export async function joinTeam(
  request: APIRequestContext,
  admin: Admin,
  teamId: string,
  operator: string,
  member: { email: string; token: string },
  role: 'agent' | 'manager' = 'agent',
) {
  const invited = await request.post(`/api/teams/${teamId}/invitations`, { headers: admin, data: { email: member.email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await mailedLink(member.email, operator)).split('/').pop()!;
  const accepted = await request.post(`/api/team-invitations/${token}/accept`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}
