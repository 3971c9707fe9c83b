import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/*
 * Accounts for the e2e journeys (accounts.spec.ts, devices.spec.ts): fresh sign-ups, API sign-ins,
 * and a browser session put where the web app keeps it.
 */

export type Account = { name: string; username: string; email: string; password: string };

let counter = 0;
/** A fresh account; names are letters only (the name rule), usernames and e-mails unique per run. */
export function newAccount(name = 'Siti Aisyah'): Account {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return { name, username: `rider_${tag}`, email: `rider.${tag}@example.my`, password: 'Bas123!' };
}

export async function createAccount(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/auth/signup', {
    data: { name: account.name, username: account.username, email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs in through the API only; `userAgent` makes the session look like another device. */
export async function apiSignIn(
  request: APIRequestContext,
  account: Account,
  options: { userAgent?: string } = {},
): Promise<{ token: string; user: Record<string, unknown> }> {
  const res = await request.post('/api/auth/signin', {
    data: { identifier: account.username, password: account.password },
    headers: options.userAgent ? { 'user-agent': options.userAgent } : undefined,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; user: Record<string, unknown> };
}

export const ANSWERS = {
  gender: 'female',
  ageBand: '25-29',
  nationalStatus: 'local',
  homeLocation: 'Petaling Jaya, SELANGOR, MALAYSIA',
  disability: false,
  transportUsage: 'everyday',
};

export async function answerOnboarding(request: APIRequestContext, token: string) {
  const res = await request.put('/api/users/me/onboarding', { headers: { authorization: `Bearer ${token}` }, data: ANSWERS });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the API and puts the session where the web app keeps it (as a sign-in would). */
export async function signInBrowser(page: Page, account: Account, options: { onboard?: boolean } = {}): Promise<string> {
  const signedIn = await apiSignIn(page.request, account);
  const { token } = signedIn;
  let { user } = signedIn;
  if (options.onboard) {
    await answerOnboarding(page.request, token);
    ({ user } = (await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      user: Record<string, unknown>;
    });
  }
  // A page of the site's origin where no app code runs: an app page signed in as someone else could
  // write that session back after this one is stored (seen: the admin's page opened as the rider).
  await page.goto('/api/ready');
  const session = JSON.stringify({ ...user, token });
  await page.evaluate((value) => localStorage.setItem('suara.session', value), session);
  return token;
}

/** A signed-up, signed-in, onboarded rider. */
export async function onboardedRider(page: Page, name?: string): Promise<{ account: Account; token: string }> {
  const account = newAccount(name);
  await createAccount(page.request, account);
  const token = await signInBrowser(page, account, { onboard: true });
  return { account, token };
}

/** A toast (Mantine notification) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text });
