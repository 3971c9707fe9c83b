import { lazy } from 'react';

/*
 * Every page is its own chunk, loaded on first visit (React.lazy; the layout's <Suspense> shows a
 * skeleton meanwhile). A page module default-exports its component.
 */

// accounts
export const SignInPage = lazy(() => import('../features/accounts/routes/signin-page'));
export const SignUpPage = lazy(() => import('../features/accounts/routes/signup-page'));
export const VerifyEmailPage = lazy(() => import('../features/accounts/routes/verify-email-page'));
export const ForgotPasswordPage = lazy(() => import('../features/accounts/routes/forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('../features/accounts/routes/reset-password-page'));
export const SocialLoginRedirectPage = lazy(() => import('../features/accounts/routes/social-login-redirect-page'));
export const OnboardingPage = lazy(() => import('../features/accounts/routes/onboarding-page'));

// home, reviews, community
export const HomePage = lazy(() => import('../features/home/routes/home-page'));
export const PopularPage = lazy(() => import('../features/reviews/routes/popular-page'));
export const ReviewCreatePage = lazy(() => import('../features/reviews/routes/review-create-page'));
export const NotificationsPage = lazy(() => import('../features/notifications/routes/notifications-page'));

// users
export const ProfilePage = lazy(() => import('../features/users/routes/profile-page'));
export const PublicProfilePage = lazy(() => import('../features/users/routes/public-profile-page'));
export const SettingsPage = lazy(() => import('../features/users/routes/settings-page'));

// survey, MaaS poll, contact, admin
export const SurveyPage = lazy(() => import('../features/survey/routes/survey-page'));
export const MaasPage = lazy(() => import('../features/polls/routes/maas-page'));
export const ContactUsPage = lazy(() => import('../features/contact/routes/contact-us-page'));
export const AdminDashboardPage = lazy(() => import('../features/admin/routes/admin-dashboard-page'));

// information pages (features/info)
export const AboutUsPage = lazy(() => import('../features/info/routes/about-us-page'));
export const MeetTheTeamPage = lazy(() => import('../features/info/routes/meet-the-team-page'));
export const CreditAttributionPage = lazy(() => import('../features/info/routes/credit-attribution-page'));
export const TermOfUsePage = lazy(() => import('../features/info/routes/term-of-use-page'));
export const ContentPolicyPage = lazy(() => import('../features/info/routes/content-policy-page'));
export const DisclaimerPage = lazy(() => import('../features/info/routes/disclaimer-page'));
export const PrivacyCookiesPage = lazy(() => import('../features/info/routes/privacy-cookies-page'));
export const FaqPage = lazy(() => import('../features/info/routes/faq-page'));

// the catch-all
export const NotFoundPage = lazy(() => import('./not-found-page'));
