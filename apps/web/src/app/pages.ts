import { lazyWithStyles } from './page-styles';

/*
 * Every page is its own chunk, loaded on first visit with Mantine's full styles (lazyWithStyles; the
 * layout's <Suspense> shows a skeleton meanwhile). A page module default-exports its component.
 */

// accounts
export const SignInPage = lazyWithStyles(() => import('../features/accounts/routes/signin-page'));
export const SignUpPage = lazyWithStyles(() => import('../features/accounts/routes/signup-page'));
export const VerifyEmailPage = lazyWithStyles(() => import('../features/accounts/routes/verify-email-page'));
export const ForgotPasswordPage = lazyWithStyles(() => import('../features/accounts/routes/forgot-password-page'));
export const ResetPasswordPage = lazyWithStyles(() => import('../features/accounts/routes/reset-password-page'));
export const SocialLoginRedirectPage = lazyWithStyles(() => import('../features/accounts/routes/social-login-redirect-page'));
export const OnboardingPage = lazyWithStyles(() => import('../features/accounts/routes/onboarding-page'));

// home, reviews, community
export const HomePage = lazyWithStyles(
  () => import('../features/home/routes/home-page'),
  () => import('../features/home/routes/home-early-data'),
);
export const PopularPage = lazyWithStyles(
  () => import('../features/reviews/routes/popular-page'),
  () => import('../features/reviews/routes/popular-early-data'),
);
export const ReviewCreatePage = lazyWithStyles(() => import('../features/reviews/routes/review-create-page'));
export const NotificationsPage = lazyWithStyles(() => import('../features/notifications/routes/notifications-page'));

// users
export const ProfilePage = lazyWithStyles(() => import('../features/users/routes/profile-page'));
export const PublicProfilePage = lazyWithStyles(() => import('../features/users/routes/public-profile-page'));
export const SettingsPage = lazyWithStyles(() => import('../features/users/routes/settings-page'));

// survey, MaaS poll, contact, admin
export const SurveyPage = lazyWithStyles(() => import('../features/survey/routes/survey-page'));
export const MaasPage = lazyWithStyles(() => import('../features/polls/routes/maas-page'));
export const ContactUsPage = lazyWithStyles(() => import('../features/contact/routes/contact-us-page'));
export const OperatorPage = lazyWithStyles(() => import('../features/operator/routes/operator-page'));
export const AdminDashboardPage = lazyWithStyles(() => import('../features/admin/routes/admin-dashboard-page'));

// information pages (features/info)
export const AboutUsPage = lazyWithStyles(() => import('../features/info/routes/about-us-page'));
export const MeetTheTeamPage = lazyWithStyles(() => import('../features/info/routes/meet-the-team-page'));
export const CreditAttributionPage = lazyWithStyles(() => import('../features/info/routes/credit-attribution-page'));
export const TermOfUsePage = lazyWithStyles(() => import('../features/info/routes/term-of-use-page'));
export const ContentPolicyPage = lazyWithStyles(() => import('../features/info/routes/content-policy-page'));
export const DisclaimerPage = lazyWithStyles(() => import('../features/info/routes/disclaimer-page'));
export const PrivacyCookiesPage = lazyWithStyles(() => import('../features/info/routes/privacy-cookies-page'));
export const FaqPage = lazyWithStyles(() => import('../features/info/routes/faq-page'));

// open data (features/open-data)
export const OpenDataPage = lazyWithStyles(() => import('../features/open-data/routes/open-data-page'));

// public scorecards (features/insights)
export const InsightsPage = lazyWithStyles(() => import('../features/insights/routes/insights-page'));
export const OperatorInsightsPage = lazyWithStyles(() => import('../features/insights/routes/operator-insights-page'));
export const RouteInsightsPage = lazyWithStyles(() => import('../features/insights/routes/route-insights-page'));
export const StopInsightsPage = lazyWithStyles(() => import('../features/insights/routes/stop-insights-page'));

// operator teams: an invitation's page (features/teams)
export const UnsubscribePage = lazyWithStyles(() => import('../features/operator/routes/unsubscribe-page'));
export const JoinTeamPage = lazyWithStyles(() => import('../features/teams/routes/join-team-page'));

// the catch-all
export const NotFoundPage = lazyWithStyles(() => import('./not-found-page'));
