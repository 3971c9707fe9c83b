import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, messageText, type MessageCode, type OnboardingAnswers, type ProfileUpdate } from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { Storage } from '../../plugins/storage/storage.ts';
import { AVATAR_CONTENT_TYPE, AVATAR_EXTENSION, squareAvatar } from './avatar-image.ts';
import * as repo from './users.repository.ts';
import type { UserChanges, UserRow } from './users.repository.ts';

export type UsersDeps = { db: Database; storage: Storage; limiter: RateLimiter; log: FastifyBaseLogger; now?: () => Date };

/** Decoding and re-encoding costs CPU: plenty for trying a few photos, a brake on a script. */
export const AVATAR_UPLOADS_PER_HOUR = 30;

/** Profile fields a user can empty: sent blank or null, they are stored as NULL. */
export const CLEARABLE_PROFILE_FIELDS = ['phone', 'about', 'location'] as const;
export type ClearableProfileField = (typeof CLEARABLE_PROFILE_FIELDS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Avatar keys are ours: a UUID and the extension of what we store.
const AVATAR_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

const avatarStorageKey = (avatarKey: string) => `avatars/${avatarKey}`;

const fail = (status: number, code: string, messageCode: MessageCode, field?: string) =>
  new AppError(status, code, messageText(messageCode, 'en'), field ? { [field]: messageCode } : undefined);

export const avatarTooLarge = () => fail(413, 'avatar_too_large', 'avatarTooLarge', 'avatar');
export const avatarNotImage = () => fail(415, 'unsupported_media_type', 'avatarNotImage', 'avatar');

export function createUsersService({ db, storage, limiter, log, now = () => new Date() }: UsersDeps) {
  /** Storage is cleaned after the database says so; a file left behind is logged, never an error to the user. */
  async function removeAvatarFile(avatarKey: string | null | undefined) {
    if (!avatarKey) return;
    await storage.delete(avatarStorageKey(avatarKey)).catch((error: unknown) => log.warn({ err: error, avatarKey }, 'could not remove avatar file'));
  }

  return {
    /**
     * Settings. Only the fields of ZProfileUpdate reach here (the schema drops anything else, such
     * as isAdmin, emailVerified, id or email); `sent` names the clearable fields the client sent.
     */
    async updateProfile(user: UserRow, update: ProfileUpdate, sent: readonly ClearableProfileField[]) {
      const changes: UserChanges = {};
      if (update.name !== undefined) changes.name = update.name;
      if (update.language !== undefined) changes.language = update.language;
      if (update.emailReviewUpdates !== undefined) changes.emailReviewUpdates = update.emailReviewUpdates;
      if (update.emailDigest !== undefined) changes.emailDigest = update.emailDigest;
      for (const field of CLEARABLE_PROFILE_FIELDS) {
        if (update[field] !== undefined) changes[field] = update[field];
        else if (sent.includes(field)) changes[field] = null;
      }
      // Preferences (the onboarding answers) may be changed one at a time from Settings.
      if (update.gender !== undefined) changes.gender = update.gender;
      if (update.ageBand !== undefined) changes.ageBand = update.ageBand;
      if (update.nationalStatus !== undefined) changes.nationalStatus = update.nationalStatus;
      if (update.homeLocation !== undefined) changes.homeLocation = update.homeLocation;
      if (update.disability !== undefined) changes.disability = update.disability;
      if (update.transportUsage !== undefined) changes.transportUsage = update.transportUsage;
      if (Object.keys(changes).length === 0) return user;
      return repo.updateUser(db, user.id, changes);
    },

    async saveOnboarding(user: UserRow, answers: OnboardingAnswers) {
      return repo.updateUser(db, user.id, {
        gender: answers.gender,
        ageBand: answers.ageBand,
        nationalStatus: answers.nationalStatus,
        homeLocation: answers.homeLocation,
        // null is 'Prefer not to say'.
        disability: answers.disability,
        transportUsage: answers.transportUsage,
        // The first answer date stays when the answers are sent again.
        onboardedAt: user.onboardedAt ?? now(),
      });
    },

    /** `upload` is the file as sent; its type is decided by its content, and it is stored re-encoded. */
    async setAvatar(user: UserRow, upload: Buffer) {
      if (upload.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
      await limiter.consume(`avatar:user:${user.id}`, { max: AVATAR_UPLOADS_PER_HOUR, windowMs: 3_600_000 });
      const image = await squareAvatar(upload);
      if (!image) throw avatarNotImage();
      const avatarKey = `${randomUUID()}${AVATAR_EXTENSION}`;
      await storage.put(avatarStorageKey(avatarKey), image, AVATAR_CONTENT_TYPE);
      let updated: UserRow;
      try {
        updated = await repo.updateUser(db, user.id, { avatarKey });
      } catch (error) {
        await removeAvatarFile(avatarKey);
        throw error;
      }
      await removeAvatarFile(user.avatarKey);
      return updated;
    },

    async removeAvatar(user: UserRow) {
      if (!user.avatarKey) return user;
      const updated = await repo.updateUser(db, user.id, { avatarKey: null });
      await removeAvatarFile(user.avatarKey);
      return updated;
    },

    async readAvatar(avatarKey: string) {
      const file = AVATAR_KEY.test(avatarKey) ? await storage.get(avatarStorageKey(avatarKey)) : undefined;
      if (!file) throw notFound('No such photo.');
      return file;
    },

    /** A profile anyone may see; an unknown or malformed id is simply not found. */
    async publicProfile(id: string) {
      const found = UUID.test(id) ? await repo.findUserWithReviewCount(db, id) : undefined;
      if (!found) throw notFound('No such user.');
      return found;
    },

    async exportData(user: UserRow) {
      return { data: await repo.collectUserData(db, user.id), exportedAt: now() };
    },

    /** The user confirms by typing their username (any case); social-only accounts have no password. */
    async deleteAccount(user: UserRow, confirmation: string) {
      if (confirmation.trim().toLowerCase() !== user.username.toLowerCase()) {
        throw new AppError(422, 'username_mismatch', 'Type your username exactly to confirm.', { username: 'invalidValue' });
      }
      const erased = await repo.eraseAccount(db, user.id, now());
      await removeAvatarFile(erased?.avatarKey);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
