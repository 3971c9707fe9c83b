/**
 * Links that leave the site. The Press Kit lives on the company site (the spec marks it external);
 * a deployment can point elsewhere with VITE_PRESS_KIT_URL at build time.
 */
export const PRESS_KIT_URL: string =
  (import.meta.env.VITE_PRESS_KIT_URL as string | undefined) || 'https://suaratransit.my/press-kit';
