/** Every page of spec section 2 a visitor can open (sign-in pages included), and an unknown one. */
export const PUBLIC_ROUTES = [
  '/',
  '/signin',
  '/signup',
  '/verify-email/some-code',
  '/forgot-password',
  '/reset-password/some-code',
  '/social-login-redirect/google/some-code',
  '/popular',
  '/review',
  '/review/stage-bus',
  '/survey',
  '/meet-the-team',
  '/about-us',
  '/credit-attribution',
  '/term-of-use',
  '/content-policy',
  '/disclaimer',
  '/privacy-cookies',
  '/faq',
  '/maas',
  '/contact-us',
  '/open-data',
  '/insights',
  '/join-team/no-such-invitation',
  '/unsubscribe/no-such-link',
  '/public-profile/0190f2b4-0000-7000-8000-000000000000',
  '/no-such-page',
];

/** Pages that need a signed-in (or administrator) user: a visitor lands on /signin. */
export const GUARDED_ROUTES = ['/notification', '/profile', '/setting', '/on-board-question', '/admin-dashboard', '/operator', '/dashboard'];
