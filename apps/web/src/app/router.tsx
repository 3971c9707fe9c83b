import type { ReactElement } from 'react';
import { matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireOnboarded, RequireSignedIn } from './guards';
import { RootLayout } from './layout/root-layout';
import { isPreloadable } from './page-styles';
import * as Pages from './pages';
import { ReleasePage, ReleaseShell } from '../prerender/release-inert';
import { RouteError } from './route-error';
import { RouteErrorBoundary } from './route-error-boundary';

/*
 * Every route of spec §2, inside the layout. Guards are layout routes (they render <Outlet />).
 * Paths are matched case-insensitively by default in React Router; params are strings.
 */
export const routes: RouteObject[] = [
  {
    // Last resort if the layout itself fails (so it is not rendered again); page errors are
    // caught one level down, inside the layout. A pre-rendered page's #root and <main> are inert
    // until the layout releases them: without it, this message must release them itself.
    element: (
      <RouteErrorBoundary
        fallback={
          <main id="main">
            <ReleaseShell />
            <ReleasePage />
            <RouteError />
          </main>
        }
      >
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary fallback={<RouteError />}>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <Pages.HomePage /> },

          // Accounts. A signed-in user is sent on from /signin and /signup (spec §2 "Guards").
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: 'signin', element: <Pages.SignInPage /> },
              { path: 'signup', element: <Pages.SignUpPage /> },
            ],
          },
          { path: 'verify-email/:emailCode', element: <Pages.VerifyEmailPage /> },
          { path: 'forgot-password', element: <Pages.ForgotPasswordPage /> },
          { path: 'reset-password/:code', element: <Pages.ResetPasswordPage /> },
          { path: 'social-login-redirect/:provider/:code', element: <Pages.SocialLoginRedirectPage /> },

          // Open to everyone (spec: the feed, popular, review and survey pages are not guarded).
          { path: 'popular', element: <Pages.PopularPage /> },
          { path: 'review', element: <Pages.ReviewCreatePage /> },
          { path: 'review/:serviceSlug', element: <Pages.ReviewCreatePage /> },
          { path: 'survey', element: <Pages.SurveyPage /> },
          { path: 'maas', element: <Pages.MaasPage /> },
          { path: 'contact-us', element: <Pages.ContactUsPage /> },
          { path: 'public-profile/:userId', element: <Pages.PublicProfilePage /> },

          // Information pages (features/info).
          { path: 'about-us', element: <Pages.AboutUsPage /> },
          { path: 'meet-the-team', element: <Pages.MeetTheTeamPage /> },
          { path: 'credit-attribution', element: <Pages.CreditAttributionPage /> },
          { path: 'term-of-use', element: <Pages.TermOfUsePage /> },
          { path: 'content-policy', element: <Pages.ContentPolicyPage /> },
          { path: 'disclaimer', element: <Pages.DisclaimerPage /> },
          { path: 'privacy-cookies', element: <Pages.PrivacyCookiesPage /> },
          { path: 'faq', element: <Pages.FaqPage /> },
          { path: 'open-data', element: <Pages.OpenDataPage /> },

          // Public scorecards (issue #17): operators ranked, then one operator, route or stop.
          { path: 'insights', element: <Pages.InsightsPage /> },
          { path: 'insights/operators/:slug', element: <Pages.OperatorInsightsPage /> },
          { path: 'insights/routes/:id', element: <Pages.RouteInsightsPage /> },
          { path: 'insights/stops/:id', element: <Pages.StopInsightsPage /> },

          // An operator team's invitation (issue #18): read by anyone, accepted signed in.
          { path: 'join-team/:token', element: <Pages.JoinTeamPage /> },
          // The weekly digest's unsubscribe link: no account needed.
          { path: 'unsubscribe/:token', element: <Pages.UnsubscribePage /> },

          // Signed-in only.
          {
            element: <RequireSignedIn />,
            children: [
              // Onboarding needs a user (it greets them by name and saves their answers), but must
              // not require onboarding itself.
              { path: 'on-board-question', element: <Pages.OnboardingPage /> },
              // The admin check (a server call) happens inside the page; any failure → ./profile.
              { path: 'admin-dashboard', element: <Pages.AdminDashboardPage /> },
              // An operator team's inbox (issue #18): the teams are read inside the page.
              { path: 'operator', element: <Pages.OperatorPage /> },
              {
                // Spec §2: /notification and /profile need a signed-in, onboarded user.
                // /setting too: it is reached from the profile page's Settings button and edits
                // the very preferences onboarding collects, so it follows the profile's rules.
                element: <RequireOnboarded />,
                children: [
                  { path: 'notification', element: <Pages.NotificationsPage /> },
                  { path: 'profile', element: <Pages.ProfilePage /> },
                  { path: 'setting', element: <Pages.SettingsPage /> },
                ],
              },
            ],
          },

          // Spec: "/dashboard (purpose not shown)": send it to the admin dashboard.
          { path: 'dashboard', element: <Navigate to="/admin-dashboard" replace /> },

          { path: '*', element: <Pages.NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The routes in a plain (declarative) router: the app loads no data through the router, so its
 * data router, twice the size, was JavaScript every first visit paid for (issue #14).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts fetching the page at `location` (its code and styles), e.g. while the strings load, and
 * once its code is in, the data it starts with.
 */
export function preloadPage({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const page = (route.element as ReactElement | undefined)?.type;
    if (isPreloadable(page)) page.preload(new URLSearchParams(search));
  }
}
