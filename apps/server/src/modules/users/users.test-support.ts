import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { buildTestApp } from '../../../test/build-test-app.ts';
import { comments, reviewOptions, reviews, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Helpers shared by the users and reports tests: people signed up and in through the real routes. */
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Person = { name: string; username: string; email: string; password: string };
export type SignedIn = Person & { id: string; token: string };

export const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

export function newPerson(): Person {
  const tag = randomBytes(4).toString('hex');
  return { name: 'Siti Aminah', username: `siti_${tag}`, email: `siti.${tag}@example.my`, password: 'Bas123!' };
}

export async function signUpAndIn(t: TestApp, person: Person = newPerson()): Promise<SignedIn> {
  const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person });
  expect(signup.statusCode, signup.body).toBe(201);
  const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { identifier: person.username, password: person.password } });
  expect(signin.statusCode, signin.body).toBe(200);
  const { token, user } = signin.json<{ token: string; user: { id: string } }>();
  return { ...person, id: user.id, token };
}

export async function markVerified(t: TestApp, userId: string) {
  await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** A review written straight into the database (the reviews API is another issue's work). */
export async function insertReview(t: TestApp, userId: string, extra: Partial<typeof reviews.$inferInsert> = {}) {
  const options = await t.db.select().from(reviewOptions);
  const pick = (category: string) => options.find((o) => o.category === category)!;
  const feeling = pick('feeling');
  const [row] = await t.db
    .insert(reviews)
    .values({
      userId,
      feelingId: feeling.id,
      score: feeling.score ?? 0,
      serviceId: pick('service').id,
      aspectId: pick('aspect').id,
      operatorName: 'Rapid KL',
      routeName: 'T789',
      experience: 'The bus came on time and the driver was kind.',
      incidentAt: new Date(),
      ...extra,
    })
    .returning();
  return row!;
}

export async function insertComment(t: TestApp, userId: string, reviewId: string, extra: Partial<typeof comments.$inferInsert> = {}) {
  const [row] = await t.db.insert(comments).values({ userId, reviewId, body: 'Same here, every morning.', ...extra }).returning();
  return row!;
}

/** `n` verified users with live sessions, written straight into the database (signing up 100 people through argon2 is slow). */
export async function crowd(t: TestApp, n: number): Promise<{ id: string; token: string }[]> {
  const tag = randomBytes(4).toString('hex');
  const people = await t.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Rider ${i}`, username: `rider_${tag}_${i}`, email: `rider.${tag}.${i}@example.my`, emailVerifiedAt: new Date() })))
    .returning({ id: users.id });
  const tokens = people.map(() => newToken());
  await t.db.insert(sessions).values(people.map((p, i) => ({ userId: p.id, tokenHash: hashToken(tokens[i]!), expiresAt: new Date(Date.now() + 86_400_000) })));
  return people.map((p, i) => ({ id: p.id, token: tokens[i]! }));
}
