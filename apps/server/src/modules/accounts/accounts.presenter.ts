import { z } from 'zod';
import type { UserRow } from './accounts.repository.ts';

export const avatarUrl = (key: string | null) => (key ? `/api/files/avatars/${key}` : null);

export const ZOnboarding = z.object({
  gender: z.string(),
  ageBand: z.string(),
  nationalStatus: z.string(),
  homeLocation: z.string(),
  disability: z.boolean().nullable(),
  transportUsage: z.string(),
});

/** What the signed-in user sees of themselves; the only shape that carries e-mail, phone and answers. */
export const ZMeUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  about: z.string().nullable(),
  location: z.string().nullable(),
  language: z.enum(['en', 'ms']),
  /** E-mails about an operator's answers and status moves on my reviews. */
  emailReviewUpdates: z.boolean(),
  /** The weekly digest (operator teams' members and administrators). */
  emailDigest: z.boolean(),
  emailVerified: z.boolean(),
  hasAnsweredOnBoardQuestion: z.boolean(),
  role: z.object({ isAdmin: z.boolean(), super: z.boolean() }),
  onboarding: ZOnboarding.nullable(),
  createdAt: z.string(),
});
export type MeUser = z.infer<typeof ZMeUser>;

export function presentMe(user: UserRow): MeUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    avatarUrl: avatarUrl(user.avatarKey),
    about: user.about,
    location: user.location,
    language: user.language === 'ms' ? 'ms' : 'en',
    emailReviewUpdates: user.emailReviewUpdates,
    emailDigest: user.emailDigest,
    emailVerified: user.emailVerifiedAt !== null,
    hasAnsweredOnBoardQuestion: user.onboardedAt !== null,
    role: { isAdmin: user.isAdmin, super: user.isSuper },
    onboarding: user.onboardedAt
      ? {
          gender: user.gender ?? '',
          ageBand: user.ageBand ?? '',
          nationalStatus: user.nationalStatus ?? '',
          homeLocation: user.homeLocation ?? '',
          disability: user.disability,
          transportUsage: user.transportUsage ?? '',
        }
      : null,
    createdAt: user.createdAt.toISOString(),
  };
}
