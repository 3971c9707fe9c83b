import { z } from 'zod';
import { ZAspectKey } from '../reviews/aspects.ts';
import { ZServiceKey } from '../reviews/services-schema.ts';
import { klDateString } from '../shared/dates.ts';
import { ZDay } from '../shared/dates-schema.ts';
import { err } from '../shared/errors.ts';
import { addDays, SPARKLINE_WEEKS, weekEnd, weekStart } from './weeks.ts';

// The public scorecards' API (/api/insights/…): its filters, shared by the server and the pages'
// addresses, and the answers' shapes.

/** The widest period a scorecard or an open-data download may ask for. */
export const MAX_RANGE_YEARS = 5;
/** A route's own sparkline in an operator's routes table: the last two months of the period. */
export const ROUTE_TREND_WEEKS = 8;
/** The stops an operator or route page maps: those with the most negative reviews. */
export const INSIGHTS_STOPS_LIMIT = 50;
/** The latest reviews a route or stop page lists. */
export const INSIGHTS_RECENT_LIMIT = 5;

/**
 * The filters of every scorecard (and of the open-data downloads): Malaysian calendar days, both
 * included, a service and an aspect by key. Strict: a misspelt filter is refused, not ignored.
 */
export const ZInsightsQuery = z.strictObject({
  from: ZDay.optional().describe('The first day, yyyy-MM-dd in Malaysia, included.'),
  to: ZDay.optional().describe(`The last day, included; at most ${MAX_RANGE_YEARS} years after from.`),
  service: z.enum(ZServiceKey.options, err('invalidValue')).optional().describe('The travel mode, by key.'),
  aspect: z.enum(ZAspectKey.options, err('invalidValue')).optional().describe('The aspect, by key.'),
});
export type InsightsQuery = z.infer<typeof ZInsightsQuery>;

/** The day `years` later on the calendar (29 February moves to 1 March). */
export function yearsLater(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** Why a range is refused, or null: `to` before `from`, or longer than MAX_RANGE_YEARS. */
export function rangeProblem(from: string | undefined, to: string | undefined): 'dateToBeforeFrom' | 'rangeTooLong' | null {
  if (!from || !to) return null;
  if (to < from) return 'dateToBeforeFrom';
  return to >= yearsLater(from, MAX_RANGE_YEARS) ? 'rangeTooLong' : null;
}

export type Period = { from: string; to: string };

/**
 * The whole weeks a scorecard covers (the rollups count by week): from the Monday of `from`'s week to
 * the Sunday of `to`'s. Without `to`, up to this week; without `from`, SPARKLINE_WEEKS weeks.
 */
export function insightsPeriod(query: Pick<InsightsQuery, 'from' | 'to'>, now = new Date()): Period {
  const to = weekEnd(weekStart(query.to ?? klDateString(now)));
  const from = weekStart(query.from ?? addDays(to, 1 - 7 * SPARKLINE_WEEKS));
  return { from, to };
}

const ZShare = z.number().nullable().describe('0..1; null without reviews');
const ZMean = z.number().nullable().describe('The plain mean feeling score, -3..3; null without reviews');

/** A group's numbers: the Bayesian mean ranks, the count and the plain mean stand beside it. */
export const ZScoreCard = z.object({
  reviews: z.number().int(),
  mean: ZMean,
  negativeShare: ZShare,
  bayesianMean: z.number(),
});

/**
 * How far riders' reviews got: the share whose status reached verified (verified, forwarded or
 * resolved), forwarded (forwarded or resolved) and resolved, and the median whole days from writing
 * to resolution of those resolved.
 */
export const ZProgress = z.object({
  verifiedShare: ZShare,
  forwardedShare: ZShare,
  resolvedShare: ZShare,
  medianDaysToResolve: z.number().nullable(),
});

export const ZWeekPoint = z.object({ week: z.string().describe('Its Monday'), reviews: z.number().int(), mean: ZMean, negativeShare: ZShare });

export const ZAspectRow = z.object({ aspect: z.string(), reviews: z.number().int(), negative: z.number().int(), negativeShare: ZShare, mean: ZMean });

export const ZOperatorRef = z.object({ slug: z.string(), name: z.string(), kind: z.string() });

export const ZOperatorRow = ZOperatorRef.extend(ZScoreCard.shape).extend(ZProgress.shape).extend({
  responseRate: ZShare.describe("The share of the period's reviews with an official response from the operator's team"),
  trend: z.array(ZWeekPoint).describe(`The last ${SPARKLINE_WEEKS} weeks of the period`),
});

export const ZRouteRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  ...ZScoreCard.shape,
  trend: z.array(ZWeekPoint).describe(`The last ${ROUTE_TREND_WEEKS} weeks of the period`),
  worstAspect: z.string().nullable().describe('The aspect with the highest negative share (at least one complaint)'),
});

export const ZStopRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  reviews: z.number().int(),
  negative: z.number().int(),
});

export const ZRecentReview = z.object({
  id: z.string(),
  ticketNumber: z.number().int(),
  createdAt: z.string(),
  score: z.number().int(),
  service: z.string(),
  aspect: z.string(),
  text: z.string().describe('The experience, cut to 200 characters'),
});

/** The domain's Finding (findings.ts), described loosely for the API document. */
export const ZFinding = z.object({
  kind: z.string(),
  key: z.string(),
  strength: z.number(),
  evidence: z.object({ aspect: z.string(), routeId: z.string().nullable(), stopId: z.string().nullable(), from: z.string(), to: z.string() }),
  params: z.record(z.string(), z.unknown()),
});

/** What riders say most about an aspect: its words and two-word phrases by the number of reviews using them. */
export const ZAspectWords = z.object({
  aspect: z.string(),
  words: z.array(z.object({ word: z.string(), reviews: z.number().int() })),
  phrases: z.array(z.object({ phrase: z.string(), reviews: z.number().int() })),
});

const ZPeriod = z.object({ from: z.string(), to: z.string() });
const ZFilters = z.object({ service: z.string().nullable(), aspect: z.string().nullable() });
const ZSummary = ZScoreCard.extend(ZProgress.shape);

export const ZInsightsOverview = z.object({
  period: ZPeriod,
  filters: ZFilters,
  platform: ZScoreCard,
  operators: z.array(ZOperatorRow),
});

/**
 * How the operator answers riders (issue #18), over the period's reviews of the filters: how many
 * have an official response and their share, the median hours from writing to the first response,
 * of those ever resolved the share a rider reopened, and the riders who said 'me too'.
 */
export const ZResponsiveness = z.object({
  responded: z.number().int(),
  responseRate: ZShare,
  medianHoursToFirstResponse: z.number().nullable(),
  reopenedShare: ZShare,
  meToos: z.number().int(),
});
export type Responsiveness = z.infer<typeof ZResponsiveness>;

export const ZOperatorInsights = z.object({
  operator: ZOperatorRef,
  period: ZPeriod,
  filters: ZFilters,
  summary: ZSummary,
  responsiveness: ZResponsiveness,
  weeks: z.array(ZWeekPoint),
  aspects: z.array(ZAspectRow),
  routes: z.array(ZRouteRow),
  stops: z.array(ZStopRow),
  findings: z.array(ZFinding),
  words: z.array(ZAspectWords),
});

export const ZRouteInsights = z.object({
  route: z.object({ id: z.string(), code: z.string(), name: z.string(), operator: ZOperatorRef.nullable() }),
  period: ZPeriod,
  filters: ZFilters,
  summary: ZSummary,
  weeks: z.array(ZWeekPoint),
  aspects: z.array(ZAspectRow),
  stops: z.array(ZStopRow),
  findings: z.array(ZFinding),
  words: z.array(ZAspectWords),
  recent: z.array(ZRecentReview),
});

export const ZStopInsights = z.object({
  stop: z.object({ id: z.string(), code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  period: ZPeriod,
  filters: ZFilters,
  summary: ZSummary,
  weeks: z.array(ZWeekPoint),
  aspects: z.array(ZAspectRow),
  routes: z.array(ZRouteRow.omit({ trend: true, worstAspect: true })),
  words: z.array(ZAspectWords),
  recent: z.array(ZRecentReview),
});

export type InsightsOverview = z.infer<typeof ZInsightsOverview>;
export type OperatorInsights = z.infer<typeof ZOperatorInsights>;
export type RouteInsights = z.infer<typeof ZRouteInsights>;
export type StopInsights = z.infer<typeof ZStopInsights>;
export type WeekPoint = z.infer<typeof ZWeekPoint>;
export type AspectRow = z.infer<typeof ZAspectRow>;
export type RouteRow = z.infer<typeof ZRouteRow>;
export type StopRow = z.infer<typeof ZStopRow>;
export type RecentReview = z.infer<typeof ZRecentReview>;
export type AspectWords = z.infer<typeof ZAspectWords>;

/**
 * The tables a scorecard page downloads as CSV: GET /api/insights/{page}/{table}.csv with the page's
 * filters, e.g. /api/insights/operators/rapid-kl/routes.csv?from=2026-01-05.
 */
export const INSIGHTS_TABLES = {
  overview: ['operators'],
  operator: ['weeks', 'aspects', 'routes', 'stops'],
  route: ['weeks', 'aspects', 'stops'],
  stop: ['weeks', 'aspects', 'routes'],
} as const;
