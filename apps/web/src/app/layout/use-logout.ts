import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';

/**
 * Sign out and land on the home page. Navigate first (flushSync: committed now, not in a pending
 * transition), then clear: clearing first would let the guard of a signed-in-only page
 * (e.g. /profile) redirect to /signin before we leave it.
 * The accounts issue adds POST /api/auth/logout here.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { flushSync: true });
    clearSession();
  };
}
