import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { auth, markVerified, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';

/** Helpers shared by the reviews tests: option ids from the real route, valid payloads, people. */
export type OptionIds = Record<'feeling' | 'service' | 'aspect', Record<string, string>>;

export async function optionIds(t: TestApp): Promise<OptionIds> {
  const res = await t.app.inject({ method: 'GET', url: '/api/review-options' });
  expect(res.statusCode).toBe(200);
  const body = res.json<Record<'feelings' | 'services' | 'aspects', { id: string; key: string }[]>>();
  const index = (list: { id: string; key: string }[]) => Object.fromEntries(list.map((o) => [o.key, o.id]));
  return { feeling: index(body.feelings), service: index(body.services), aspect: index(body.aspects) };
}

/** A complete, valid submission (spec §3), an hour ago, at Petaling Jaya. */
export function validPayload(ids: OptionIds, extra: Record<string, unknown> = {}) {
  return {
    feeling: ids.feeling.ANNOYED,
    service: ids.service.STAGE_BUS,
    aspect: ids.aspect.DRIVER,
    incidentDateTime: new Date(Date.now() - 3_600_000).toISOString(),
    experience: 'The bus skipped the stop although I waved.',
    operatorName: 'Rapid KL',
    routeName: 'PJ01',
    stopName: 'Jalan Gasing',
    vehiclePlate: 'wxy  1234',
    comment: 'Please remind the drivers.',
    location: { latitude: 3.1073, longitude: 101.6067, address: 'Jalan Gasing, Petaling Jaya' },
    attachments: [],
    ...extra,
  };
}

export const postReview = (t: TestApp, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload: payload as object, headers: auth(token) });

export async function verifiedPerson(t: TestApp): Promise<SignedIn> {
  const person = await signUpAndIn(t);
  await markVerified(t, person.id);
  return person;
}

export async function adminPerson(t: TestApp): Promise<SignedIn> {
  const person = await verifiedPerson(t);
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.id));
  return person;
}
