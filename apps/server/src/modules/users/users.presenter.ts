import { z } from 'zod';
import { avatarUrl, presentMe } from '../accounts/accounts.presenter.ts';
import type { UserData, UserRow } from './users.repository.ts';

/** How a deleted account appears wherever its reviews and comments are still shown. */
export const DELETED_USER = { name: 'Deleted user', username: 'deleted' } as const;

/**
 * What anyone may see of a user: what the public profile page shows, no more. Never e-mail,
 * phone, onboarding answers, the language they chose, whether they are an administrator (a target
 * worth phishing) or whether their e-mail is verified. The response schema drops anything else,
 * so a field added to the row cannot leak here.
 */
export const ZPublicUser = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  about: z.string().nullable(),
  location: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  reviewCount: z.number().int(),
});
export type PublicUser = z.infer<typeof ZPublicUser>;

export function presentPublicUser(user: UserRow, reviewCount: number): PublicUser {
  const createdAt = user.createdAt.toISOString();
  if (user.deletedAt) {
    return { id: user.id, ...DELETED_USER, avatarUrl: null, about: null, location: null, deleted: true, createdAt, reviewCount };
  }
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    avatarUrl: avatarUrl(user.avatarKey),
    about: user.about,
    location: user.location,
    deleted: false,
    createdAt,
    reviewCount,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The data export (PDPA right of access): everything we hold about the user, in plain JSON. Each
 * part lists its fields explicitly, so a password hash or token hash can never slip in.
 */
export function presentExport(user: UserRow, data: UserData, exportedAt: Date, currentSessionId: string) {
  const me = presentMe(user);
  return {
    format: 'suara-transit-export/1',
    exportedAt: exportedAt.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      phone: user.phone,
      avatarUrl: me.avatarUrl,
      about: user.about,
      location: user.location,
      language: me.language,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      hasPassword: user.passwordHash !== null,
      role: { isAdmin: user.isAdmin, super: user.isSuper, addedAt: iso(user.roleAddedAt), removedAt: iso(user.roleRemovedAt) },
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    onboarding: user.onboardedAt
      ? {
          gender: user.gender,
          ageBand: user.ageBand,
          nationalStatus: user.nationalStatus,
          homeLocation: user.homeLocation,
          disability: user.disability,
          transportUsage: user.transportUsage,
          answeredAt: user.onboardedAt.toISOString(),
        }
      : null,
    sessions: data.sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      current: s.id === currentSessionId,
    })),
    linkedAccounts: data.linkedAccounts.map((a) => ({ provider: a.provider, subject: a.subject, linkedAt: a.createdAt.toISOString() })),
    reviews: data.reviews.map((r) => ({
      ...r,
      incidentAt: r.incidentAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      deletedAt: iso(r.deletedAt),
    })),
    attachments: data.attachments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    comments: data.comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString(), deletedAt: iso(c.deletedAt) })),
    reactions: {
      reviews: data.reviewReactions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      comments: data.commentReactions.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    },
    meToos: data.meToos.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    reports: data.reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt) })),
    pollVotes: data.pollVotes.map((v) => ({ ...v, createdAt: v.createdAt.toISOString(), updatedAt: v.updatedAt.toISOString() })),
    contactMessages: data.contactMessages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    notifications: data.notifications.map((n) => ({ ...n, readAt: iso(n.readAt), createdAt: n.createdAt.toISOString() })),
  };
}
export type UserExport = ReturnType<typeof presentExport>;
