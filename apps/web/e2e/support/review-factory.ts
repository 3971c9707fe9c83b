import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { readMail } from '../mailbox';
import { PNG_1PX } from './png-1px';
import { answerOnboarding, apiSignIn, createAccount, newAccount, signInBrowser, type Account } from './accounts';

/*
 * Reviews for the browse journeys, made through the API by a rider whose e-mail is verified with
 * the mailed link (posting needs a verified e-mail).
 */

type Option = { id: string; key: string };
export type ReviewOptionIds = Record<'feelings' | 'services' | 'aspects', Record<string, string>>;
export type Rider = { account: Account; token: string; userId: string };

/**
 * A verified, onboarded rider, signed in in the browser unless `inBrowser` is false (a second
 * author: signing the browser in twice races the first session's refresh).
 */
export async function verifiedRider(page: Page, name = 'Aminah Yusof', { inBrowser = true } = {}): Promise<Rider> {
  const account = newAccount(name);
  await createAccount(page.request, account);
  const mail = await readMail(account.email, /Verify your e-mail/);
  const code = mail.links.find((l) => l.startsWith('/verify-email/'))!.split('/').pop()!;
  const verified = await page.request.post('/api/auth/verify-email', { data: { emailCode: code } });
  expect(verified.status(), await verified.text()).toBe(200);
  if (inBrowser) {
    const token = await signInBrowser(page, account, { onboard: true });
    const { user } = await apiSignIn(page.request, account);
    return { account, token, userId: user.id as string };
  }
  const { token, user } = await apiSignIn(page.request, account);
  await answerOnboarding(page.request, token);
  return { account, token, userId: user.id as string };
}

export async function reviewOptionIds(request: APIRequestContext): Promise<ReviewOptionIds> {
  const body = (await (await request.get('/api/review-options')).json()) as Record<'feelings' | 'services' | 'aspects', Option[]>;
  const index = (list: Option[]) => Object.fromEntries(list.map((o) => [o.key, o.id]));
  return { feelings: index(body.feelings), services: index(body.services), aspects: index(body.aspects) };
}

export type ReviewSpec = {
  feeling?: string;
  service?: string;
  aspect?: string;
  experience?: string;
  operatorName?: string;
  routeName?: string;
  stopName?: string;
  vehiclePlate?: string;
  location?: { latitude: number; longitude: number; address?: string };
};

/** Posts a review (option keys, not ids) and returns its id. */
export async function postReview(request: APIRequestContext, rider: Rider, ids: ReviewOptionIds, spec: ReviewSpec = {}): Promise<string> {
  const res = await request.post('/api/reviews', {
    headers: { authorization: `Bearer ${rider.token}` },
    data: {
      feeling: ids.feelings[spec.feeling ?? 'FAIR'],
      service: ids.services[spec.service ?? 'STAGE_BUS'],
      aspect: ids.aspects[spec.aspect ?? 'TRIP_EXPERIENCE'],
      incidentDateTime: new Date(Date.now() - 3_600_000).toISOString(),
      experience: spec.experience ?? 'The bus came on time.',
      operatorName: spec.operatorName,
      routeName: spec.routeName,
      stopName: spec.stopName,
      vehiclePlate: spec.vehiclePlate,
      location: spec.location ?? { latitude: 3.1073, longitude: 101.6067, address: 'Jalan Timur, Petaling Jaya' },
      attachments: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { review: { id: string } }).review.id;
}

let tagCounter = 0;
/** A word no other test uses (letters only, so search treats it as one word). */
export function uniqueWord(prefix = 'zq'): string {
  tagCounter += 1;
  const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return `${prefix}${letters(Date.now())}${letters(process.pid)}${letters(tagCounter)}`;
}

const bearer = (rider: Rider) => ({ authorization: `Bearer ${rider.token}` });

/** A Good / Stage Bus / Driver review in Petaling Jaya with one photo; `operatorName` to find it again. */
export async function postPhotoReview(request: APIRequestContext, author: Rider, operatorName?: string): Promise<string> {
  const upload = await request.post('/api/uploads', { headers: bearer(author), multipart: { files: { name: 'bus.png', mimeType: 'image/png', buffer: PNG_1PX } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = ((await upload.json()) as { items: Array<{ id: string }> }).items[0]!.id;
  const ids = await reviewOptionIds(request);
  const res = await request.post('/api/reviews', {
    headers: bearer(author),
    data: {
      feeling: ids.feelings.GOOD,
      service: ids.services.STAGE_BUS,
      aspect: ids.aspects.DRIVER,
      incidentDateTime: new Date(Date.now() - 3_600_000).toISOString(),
      experience: 'The driver waited for an elderly passenger.',
      operatorName,
      location: { latitude: 3.1073, longitude: 101.6067, address: 'Jalan Timur, Petaling Jaya' },
      attachments: [photo],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { review: { id: string } }).review.id;
}

/** A comment by `rider` on a review, through the API; its id. */
export async function postComment(request: APIRequestContext, rider: Rider, reviewId: string, body: string): Promise<string> {
  const res = await request.post(`/api/reviews/${reviewId}/comments`, { headers: bearer(rider), data: { body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { comment: { id: string } }).comment.id;
}

/** A reply by `rider` to a comment, through the API. */
export async function postReply(request: APIRequestContext, rider: Rider, commentId: string, body: string) {
  const res = await request.post(`/api/comments/${commentId}/replies`, { headers: bearer(rider), data: { body } });
  expect(res.status(), await res.text()).toBe(201);
}
