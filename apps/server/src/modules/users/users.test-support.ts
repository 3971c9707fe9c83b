import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { buildTestApp } from '../../../test/build-test-app.ts';
import { comments, reviewOptions, reviews, users } from '../../db/schema/index.ts';

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
