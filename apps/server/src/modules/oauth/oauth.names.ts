import { NAME_MAX, USERNAME_MAX, USERNAME_MIN, ZName } from '@suara/domain';

const FALLBACK_NAME = 'Rider';
const FALLBACK_USERNAME = 'rider';
// Room for '_' and a numeric suffix when the plain username is taken.
const USERNAME_BASE_MAX = USERNAME_MAX - 7;

/** Keeps what the domain's name rule accepts (letters of any script, marks, single spaces). */
function cleanName(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/['’`]/g, '') // O'Brien → OBrien rather than 'O Brien'
    .replace(/[^\p{L}\p{M}]+/gu, ' ')
    .trim()
    .slice(0, NAME_MAX)
    .trim();
}

/**
 * The display name for a new social account: the provider's name with characters the name rule
 * refuses removed, else the e-mail's local part ('siti.aminah99' → 'siti aminah'), else 'Rider'.
 */
export function displayNameFor(providerName: string | null, email: string | null): string {
  const candidates = [providerName ?? '', email?.split('@')[0] ?? ''].map(cleanName);
  for (const candidate of candidates) {
    const parsed = ZName.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return FALLBACK_NAME;
}

/**
 * The username to try first for a new social account: the display name folded to ASCII
 * ('Siti Nur Aisyah' → 'siti_nur_aisyah', 'José' → 'jose'). Never taken from the e-mail: usernames are
 * public and cannot be changed later. Names with no Latin letters (Chinese, Tamil) get 'rider'.
 */
export function usernameBaseFor(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_BASE_MAX)
    .replace(/_+$/, '');
  if (folded.length >= USERNAME_MIN) return folded;
  return folded ? `${folded}_${FALLBACK_USERNAME}` : FALLBACK_USERNAME;
}

/** Candidates in the order to try them: the base itself (when long enough), then the base with random digits. */
export function usernameCandidates(base: string, random: () => number = Math.random): string[] {
  const suffixed = (digits: number) => `${base}_${String(Math.floor(random() * 10 ** digits)).padStart(digits, '0')}`;
  const first = base.length >= USERNAME_MIN ? [base] : [];
  return [...first, suffixed(4), suffixed(4), suffixed(4), suffixed(6), suffixed(6)];
}
