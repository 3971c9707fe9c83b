import { TEAM_ROLES } from '@suara/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import en from '../../locales/en.json';
import ms from '../../locales/ms.json';
import { joinRefusal, joinView, sameEmail } from './join-team-view';

const invitation = (state: 'pending' | 'accepted' | 'expired', email = 'siti@example.my') => ({ email, state });

describe('joinView', () => {
  it('says a used or expired link is so, whoever reads it', () => {
    for (const user of [null, { email: 'siti@example.my' }, { email: 'someone@example.my' }]) {
      expect(joinView(invitation('accepted'), user)).toBe('used');
      expect(joinView(invitation('expired'), user)).toBe('expired');
    }
  });

  it('asks a visitor to sign in, and offers joining only to the invited address', () => {
    expect(joinView(invitation('pending'), null)).toBe('signedOut');
    expect(joinView(invitation('pending'), { email: 'siti@example.my' })).toBe('canJoin');
    expect(joinView(invitation('pending'), { email: ' Siti@Example.MY ' })).toBe('canJoin');
    expect(joinView(invitation('pending'), { email: 'someone@example.my' })).toBe('otherEmail');
    // An account a social sign-in made without an address cannot be the invited one.
    expect(joinView(invitation('pending'), { email: null })).toBe('otherEmail');
  });

  it('compares addresses without regard to case or spaces around them', () => {
    expect(sameEmail('A@B.MY', 'a@b.my')).toBe(true);
    expect(sameEmail(null, 'a@b.my')).toBe(false);
    expect(sameEmail('a@b.my', 'b@b.my')).toBe(false);
  });
});

describe('joinRefusal', () => {
  it("names each of the server's refusals of 'Join the team'", () => {
    expect(joinRefusal(new ApiError(409, 'invitation_used', 'Used.'))).toBe('used');
    expect(joinRefusal(new ApiError(409, 'invitation_expired', 'Expired.'))).toBe('expired');
    expect(joinRefusal(new ApiError(403, 'invitation_other_email', 'Other.'))).toBe('otherEmail');
    expect(joinRefusal(new ApiError(403, 'email_not_verified', 'Verify.'))).toBe('unverified');
    expect(joinRefusal(new ApiError(404, 'not_found', 'Not valid.'))).toBe('unknownLink');
  });

  it('leaves anything else to the shared error text', () => {
    expect(joinRefusal(new ApiError(429, 'rate_limited', 'Slow down.'))).toBe('other');
    expect(joinRefusal(new ApiError(0, 'network_error', ''))).toBe('other');
    expect(joinRefusal(new Error('boom'))).toBe('other');
  });
});

describe('the words of each role', () => {
  // Built from the role at run time, so the typecheck cannot see them: every role has them in both languages.
  it.each([
    ['en', en],
    ['ms', ms],
  ])('%s has a name, a hint, an invitation and a welcome for every role', (_language, strings) => {
    for (const role of TEAM_ROLES) {
      expect(strings.teamRoles[role]).toBeTruthy();
      expect(strings.teamRoles.hints[role]).toContain('{{operator}}');
      expect(strings.joinTeam.invited[role]).toContain('{{operator}}');
      expect(strings.joinTeam.joinedBody[role]).toContain('{{operator}}');
    }
  });
});
