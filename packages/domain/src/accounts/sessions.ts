// Token lifetimes. SESSION_TTL_DAYS is the default of the env variable of the same name.
export const SESSION_TTL_DAYS = 30;
/** A reset link is a bearer credential for the account: keep it short-lived. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Verification mail may sit unread over a weekend-ish gap; it grants no account access. */
export const VERIFY_LINK_TTL_MS = 48 * 60 * 60 * 1000;
