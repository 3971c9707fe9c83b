import { useSyncExternalStore } from 'react';

/**
 * The user part of client state (spec §3: "only the user part of client state is persisted
 * locally"). Nothing else lives here: server data belongs to TanStack Query.
 */
export type SessionUser = {
  id: string;
  name: string;
  username: string;
  avatarUrl: string | null;
  emailVerified: boolean;
  hasAnsweredOnBoardQuestion: boolean;
  role: { isAdmin: boolean; super: boolean };
};

export const SESSION_STORAGE_KEY = 'suara.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const role = v.role as Record<string, unknown> | null | undefined;
  return (
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

function emit(): void {
  for (const listener of listeners) listener();
}

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

export function setUser(user: SessionUser): void {
  currentUser = user;
  persist(user);
  emit();
}

/** Change part of the signed-in user (e.g. after onboarding or a profile edit); no-op when signed out. */
export function updateUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  if (!currentUser) return;
  setUser({ ...currentUser, ...patch, role: { ...currentUser.role, ...patch.role } });
}

export function clearSession(): void {
  currentUser = null;
  persist(null);
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Keep tabs in step: signing out in one tab signs out the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    currentUser = readStoredUser();
    emit();
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
