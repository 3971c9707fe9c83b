import { useLocation, useNavigate } from 'react-router';
import type { ReturnToState } from './return-to';
import { useSession } from './session';

/**
 * Runs `action` for a signed-in user; a visitor is sent to sign in and comes back to this page
 * (spec §6: visitors read, signed-in users comment, like and report).
 */
export function useSignInFirst() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  return (action: () => void) => {
    if (user) {
      action();
      return;
    }
    const state: ReturnToState = { from: `${location.pathname}${location.search}` };
    void navigate('/signin', { state });
  };
}
