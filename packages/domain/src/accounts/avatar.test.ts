import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileError } from './avatar.ts';
import { RESET_LINK_TTL_MS, SESSION_TTL_DAYS, VERIFY_LINK_TTL_MS } from './sessions.ts';

describe('avatar', () => {
  it('is limited to 500 kB (0.5 MB)', () => {
    expect(AVATAR_MAX_BYTES).toBe(500_000);
    expect(avatarFileError({ type: 'image/jpeg', size: 500_000 })).toBeNull();
    expect(avatarFileError({ type: 'image/jpeg', size: 500_001 })).toBe('avatarTooLarge');
  });

  it('accepts images only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(avatarFileError({ type, size: 1 })).toBeNull();
    }
    for (const type of ['application/pdf', 'image/svg+xml', 'text/plain', '']) {
      expect(avatarFileError({ type, size: 1 })).toBe('avatarNotImage');
    }
  });
});

describe('token lifetimes', () => {
  it('sessions 30 days, reset 1 hour, verification 48 hours', () => {
    expect(SESSION_TTL_DAYS).toBe(30);
    expect(RESET_LINK_TTL_MS).toBe(3_600_000);
    expect(VERIFY_LINK_TTL_MS).toBe(48 * 3_600_000);
  });
});
