import { isApiError } from '../../lib/api-client';

/*
 * What the invitation page shows (/join-team/{token}), decided from the invitation's state and who is
 * signed in: the server's own rules for accepting, so the page offers 'Join the team' only where the
 * server would take it, and says why not everywhere else.
 */

export type JoinView = 'used' | 'expired' | 'signedOut' | 'otherEmail' | 'canJoin';

/** The same address however it was typed (the server stores invited addresses lower-cased). */
export const sameEmail = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

export function joinView(invitation: { email: string; state: 'pending' | 'accepted' | 'expired' }, user: { email: string | null } | null): JoinView {
  if (invitation.state === 'accepted') return 'used';
  if (invitation.state === 'expired') return 'expired';
  if (!user) return 'signedOut';
  // An account without an address (a social sign-in that shared none) is another address too.
  return sameEmail(user.email, invitation.email) ? 'canJoin' : 'otherEmail';
}

/** Why the server refused 'Join the team' (the link may have been used or expired since the page loaded). */
export type JoinRefusal = 'used' | 'expired' | 'otherEmail' | 'unverified' | 'unknownLink' | 'other';

export function joinRefusal(error: unknown): JoinRefusal {
  if (!isApiError(error)) return 'other';
  switch (error.code) {
    case 'invitation_used':
      return 'used';
    case 'invitation_expired':
      return 'expired';
    case 'invitation_other_email':
      return 'otherEmail';
    case 'email_not_verified':
      return 'unverified';
    default:
      return error.status === 404 ? 'unknownLink' : 'other';
  }
}
