import type { QueryClient } from '@tanstack/react-query';
import { forgetPersonalData } from '../../../lib/forget-personal-data';
import { clearSession, getToken } from '../../../lib/session';
import { authApi } from './auth-api';

/**
 * Spec §4 "Session": back to anonymous. The server revokes the session (POST /api/auth/logout);
 * whatever it answers, the browser forgets the user and the cached personal data. The language
 * choice stays (it is a device preference as much as an account one).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (getToken()) {
    try {
      await authApi.logout();
    } catch {
      // offline or already expired: the local sign-out below is what matters to the reader
    }
  }
  clearSession();
  forgetPersonalData(queryClient);
}
