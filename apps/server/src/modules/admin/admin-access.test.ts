import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { adminPerson, verifiedPerson } from '../reviews/reviews.test-support.ts';
import { auth, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

let t: TestApp;
let admin: SignedIn;
let rider: SignedIn;
let expired: SignedIn;
let adminRoutes: { method: string; url: string }[];

const SOME_ID = '0190f2a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminPerson(t);
  rider = await verifiedPerson(t);
  expired = await adminPerson(t);
  // An administrator whose session has run out is a visitor again.
  await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
  // Every admin route the app serves, read from its own OpenAPI document so a new route is covered too.
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  adminRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, SOME_ID) })),
    );
});
afterAll(() => t.close());

describe('admin routes', () => {
  it('include the check', () => {
    expect(adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/check' });
  });

  it('refuse a visitor (401), an expired session (401) and a signed-in user who is not an admin (403), before reading the body', async () => {
    for (const route of adminRoutes) {
      const call = (token?: string) => t.app.inject({ ...route, method: route.method as 'GET', headers: auth(token), payload: route.method === 'GET' ? undefined : {} });
      const visitor = await call();
      expect([route.url, visitor.statusCode, visitor.json().error.code]).toEqual([route.url, 401, 'unauthenticated']);
      expect([route.url, (await call(expired.token)).statusCode]).toEqual([route.url, 401]);
      const user = await call(rider.token);
      expect([route.url, user.statusCode, user.json().error.code]).toEqual([route.url, 403, 'forbidden']);
    }
  });

  it('answer the check for an administrator', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/check', headers: auth(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: true, isSuper: false });
  });

  it('stop answering once the role is removed', async () => {
    const former = await signUpAndIn(t);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, former.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/check', headers: auth(former.token) })).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, former.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/check', headers: auth(former.token) })).statusCode).toBe(403);
  });
});
