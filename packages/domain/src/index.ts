// @suara/domain: the spec's enumerations, limits, validation rules and messages,
// shared by the web forms and the server.

export * from './shared/language.ts';
export * from './shared/messages.ts';
export * from './shared/errors.ts';
export * from './shared/text.ts';
export * from './shared/pagination.ts';
export * from './shared/ui.ts';
export * from './shared/map.ts';
export * from './shared/dates.ts';
export * from './shared/dates-schema.ts';
export * from './shared/policy.ts';
export * from './shared/states.ts';
export * from './shared/home-location.ts';

export * from './accounts/fields.ts';
export * from './accounts/signup.ts';
export * from './accounts/signin.ts';
export * from './accounts/password-reset.ts';
export * from './accounts/avatar.ts';
export * from './accounts/onboarding.ts';
export * from './accounts/profile.ts';
export * from './accounts/sessions.ts';

export * from './reviews/feelings.ts';
export * from './reviews/feelings-schema.ts';
export * from './reviews/services.ts';
export * from './reviews/services-schema.ts';
export * from './reviews/aspects.ts';
export * from './reviews/review-options.ts';
export * from './reviews/review-limits.ts';
export * from './reviews/uploads.ts';
export * from './reviews/address.ts';
export * from './reviews/review-details.ts';
export * from './reviews/review-submission.ts';
export * from './reviews/review-sort.ts';
export * from './reviews/review-sort-schema.ts';
export * from './reviews/review-filter.ts';
export * from './reviews/review-map.ts';
export * from './reviews/review-map-schema.ts';
export * from './reviews/search-terms.ts';
export * from './reviews/similar-reviews.ts';

export * from './community/reports.ts';
export * from './community/comments.ts';
export * from './community/reactions.ts';
export * from './community/contact.ts';
export * from './content/posters.ts';

export * from './polls/polls.ts';
export * from './polls/polls-schema.ts';

export * from './operators/operators.ts';
export * from './operators/teams.ts';
export * from './operators/operator-loop.ts';
export * from './operators/digest.ts';
export * from './transit/transit-routes.ts';

export * from './insights/scores.ts';
export * from './insights/weeks.ts';
export type { FindingEvidence, FindingRow } from './insights/finding-rows.ts';
export * from './insights/complaint-share.ts';
export * from './insights/stop-complaints.ts';
export * from './insights/score-streak.ts';
export * from './insights/findings.ts';
export * from './insights/finding-sentences.ts';
export * from './insights/insights-api.ts';
export * from './insights/common-words.ts';
export * from './insights/frequent-terms.ts';
export * from './insights/open-data-fields.ts';

export * from './admin/overview.ts';
export * from './admin/admin-users.ts';
export * from './admin/moderation.ts';
export * from './admin/audit.ts';
