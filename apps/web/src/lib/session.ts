import type { AgeBand, Gender, NationalStatus, TransportUsage } from '@suara/domain';
import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/** The onboarding answers as the server returns them (null until answered). */
export type OnboardingAnswersView = {
  gender: Gender;
  ageBand: AgeBand;
  nationalStatus: NationalStatus;
  homeLocation: string;
  disability: boolean | null;
  transportUsage: TransportUsage;
};

/** The signed-in user as GET /api/auth/me, sign-in and the /api/users/me calls return it. */
export type MeUser = {
  id: string;
  name: string;
  username: string;
  /** Null for an account created through a social sign-in without an e-mail. */
  email: string | null;
  phone: string | null;
  avatarUrl: string | null;
  about: string | null;
  location: string | null;
  language: 'en' | 'ms';
  /** E-mails about an operator's answers and status moves on my reviews (Settings). */
  emailReviewUpdates: boolean;
  /** The weekly digest (operator teams' members and administrators). */
  emailDigest: boolean;
  emailVerified: boolean;
  hasAnsweredOnBoardQuestion: boolean;
  role: { isAdmin: boolean; super: boolean };
  onboarding: OnboardingAnswersView | null;
  createdAt: string;
};

/**
 * The user part of client state (spec §3: "only the user part of client state is persisted
 * locally"), with the session token as the spec's User.token. Nothing else lives here: server
 * data belongs to TanStack Query.
 */
export type SessionUser = MeUser & { token: string };

export const SESSION_STORAGE_KEY = 'suara.session';

const listeners = createListeners();

/** The fields the app relies on; the rest of the "me" shape is read defensively where it is used. */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const role = v.role as Record<string, unknown> | null | undefined;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.username === 'string' &&
    (v.avatarUrl === null || typeof v.avatarUrl === 'string') &&
    typeof v.emailVerified === 'boolean' &&
    typeof v.hasAnsweredOnBoardQuestion === 'boolean' &&
    typeof role === 'object' &&
    role !== null &&
    typeof role.isAdmin === 'boolean' &&
    typeof role.super === 'boolean'
  );
}

function readStoredUser(): SessionUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null; // unreadable or corrupt: treat as signed out
  }
}

let currentUser: SessionUser | null = readStoredUser();


function persist(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage blocked: the session lasts for this page only
  }
}

export function getUser(): SessionUser | null {
  return currentUser;
}

/** The bearer token of the signed-in user, or null. */
export function getToken(): string | null {
  return currentUser?.token ?? null;
}

export function setUser(user: SessionUser): void {
  currentUser = user;
  persist(user);
  listeners.notify();
}

/** Sign in: keep the user the server returned together with its session token. */
export function signIn(user: MeUser, token: string): void {
  setUser({ ...user, token });
}

/**
 * Replace the stored user with a fresh copy from the server (after a profile edit, onboarding,
 * an avatar upload or GET /api/auth/me), keeping the token. No-op when signed out or when the
 * copy belongs to someone else.
 */
export function mergeUser(user: MeUser): void {
  if (!currentUser || currentUser.id !== user.id) return;
  setUser({ ...currentUser, ...user, token: currentUser.token });
}

/** Change part of the signed-in user (e.g. after onboarding or a profile edit); no-op when signed out. */
export function updateUser(patch: Partial<Omit<SessionUser, 'id' | 'token'>>): void {
  if (!currentUser) return;
  setUser({ ...currentUser, ...patch, role: { ...currentUser.role, ...patch.role } });
}

export function clearSession(): void {
  currentUser = null;
  persist(null);
  listeners.notify();
}

export const subscribe = listeners.subscribe;

// Keep tabs in step: signing out in one tab signs out the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    currentUser = readStoredUser();
    listeners.notify();
  });
}

export type Session = {
  user: SessionUser | null;
  isSignedIn: boolean;
  setUser: typeof setUser;
  updateUser: typeof updateUser;
  clearSession: typeof clearSession;
};

export function useSession(): Session {
  const user = useSyncExternalStore(subscribe, getUser, () => null);
  return { user, isSignedIn: user !== null, setUser, updateUser, clearSession };
}
