import {
  addDays,
  deriveFindings,
  findingSpans,
  frequentTerms,
  INSIGHTS_RECENT_LIMIT,
  INSIGHTS_STOPS_LIMIT,
  insightsPeriod,
  klDateString,
  monthStart,
  platformMean,
  rankByScore,
  ROUTE_TREND_WEEKS,
  scoreOf,
  SPARKLINE_WEEKS,
  weekStarts,
  WORDS_ASPECTS,
  WORDS_SAMPLE_REVIEWS,
  type AspectRow,
  type AspectWords,
  type Finding,
  type InsightsOverview,
  type InsightsQuery,
  type OperatorInsights,
  type RouteInsights,
  type RouteRow,
  type StopInsights,
  type WeekPoint,
} from '@suara/domain';
import type { ChangeWatch } from '../../db/change-watch.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { checkRange } from '../../lib/date-range.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import * as repo from './insights.repository.ts';
import type { InsightsFilter, Measures } from './insights.repository.ts';
import { keptAnswers } from './kept-answers.ts';

const NO_MEASURES: Measures = { reviews: 0, scoreSum: 0, negative: 0, verified: 0, forwarded: 0, resolved: 0 };

// Written out field by field, summing in place: the overview sums thousands of rows, and spreads
// and a new object per row made this its largest cost after the database (4 ms of 22).
function addMeasures(a: Measures, b: Measures): Measures {
  return addInto({ ...NO_MEASURES }, a, b);
}

function addInto(sum: Measures, ...rows: Measures[]): Measures {
  for (const row of rows) {
    sum.reviews += row.reviews;
    sum.scoreSum += row.scoreSum;
    sum.negative += row.negative;
    sum.verified += row.verified;
    sum.forwarded += row.forwarded;
    sum.resolved += row.resolved;
  }
  return sum;
}

/** Sums `rows` per `keyOf`, in first-seen order. */
function sumBy<R extends Measures, K>(rows: readonly R[], keyOf: (row: R) => K): Map<K, Measures> {
  const sums = new Map<K, Measures>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = sums.get(key);
    if (sum) addInto(sum, row);
    else sums.set(key, addInto({ ...NO_MEASURES }, row));
  }
  return sums;
}

/** `rows` in lists per `keyOf`. */
function groupBy<R, K>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function progressOf(m: Measures, medianDaysToResolve: number | null) {
  return {
    verifiedShare: share(m.verified, m.reviews),
    forwardedShare: share(m.forwarded, m.reviews),
    resolvedShare: share(m.resolved, m.reviews),
    medianDaysToResolve,
  };
}

/** A point for each of the `count` weeks ending with the period's last, zeros where no review was written. */
function weekPoints(byWeek: Map<string, Measures>, lastDay: string, count: number): WeekPoint[] {
  return weekStarts(lastDay, count).map((week) => {
    const m = byWeek.get(week) ?? NO_MEASURES;
    const { mean, negativeShare } = scoreOf(m, 0);
    return { week, reviews: m.reviews, mean, negativeShare };
  });
}

/** The lower median of a histogram of days (PostgreSQL's percentile_disc(0.5)); null when empty. */
export function medianDays(rows: readonly { days: number; reviews: number }[]): number | null {
  const sorted = [...rows].sort((a, b) => a.days - b.days);
  const total = sorted.reduce((sum, row) => sum + row.reviews, 0);
  let seen = 0;
  for (const row of sorted) {
    seen += row.reviews;
    if (seen * 2 >= total) return row.days;
  }
  return null;
}

/** Whole weeks in the period, `from` a Monday to `to` a Sunday. */
const weeksIn = (from: string, to: string) => Math.round((Date.parse(addDays(to, 1)) - Date.parse(from)) / (7 * 86_400_000));

/** Aspects by negative share, then volume; the web re-sorts by volume for its second list. */
function aspectRows(byAspect: Map<string, Measures>): AspectRow[] {
  return [...byAspect]
    .map(([aspect, m]) => {
      const { mean, negativeShare } = scoreOf(m, 0);
      return { aspect, reviews: m.reviews, negative: m.negative, negativeShare, mean };
    })
    .sort((a, b) => (b.negativeShare ?? 0) - (a.negativeShare ?? 0) || b.reviews - a.reviews || (a.aspect < b.aspect ? -1 : 1));
}

/** The aspect a group's riders complain about most in proportion, if they complained at all. */
function worstAspect(byAspect: Map<string, Measures> | undefined): string | null {
  const [first] = aspectRows(byAspect ?? new Map());
  return first && first.negative > 0 ? first.aspect : null;
}

/** Each of `aspects` (in their order) with the words and phrases its sampled texts use most. */
function wordsByAspect(samples: readonly repo.SampleText[], aspects: readonly string[]): AspectWords[] {
  const textsOf = groupBy(samples, (row) => row.aspect);
  return aspects
    .map((aspect) => {
      const { words, phrases } = frequentTerms((textsOf.get(aspect) ?? []).map((row) => row.text));
      return { aspect, words: words.map(({ text, reviews }) => ({ word: text, reviews })), phrases: phrases.map(({ text, reviews }) => ({ phrase: text, reviews })) };
    })
    .filter((entry) => entry.words.length > 0 || entry.phrases.length > 0);
}

/**
 * The scorecards' reads. The parts that several pages share (the platform's mean), and the dearest
 * (what riders say most, the findings), are kept until the data changes (`changes`).
 */
export function createInsightsService(db: Database, changes: ChangeWatch, now: () => Date = () => new Date()) {
  const priors = keptAnswers<number>(changes);
  const words = keptAnswers<AspectWords[]>(changes);
  const findings = keptAnswers<Finding[]>(changes);

  function filterOf(query: InsightsQuery): InsightsFilter {
    checkRange(query.from, query.to);
    return { ...insightsPeriod(query, now()), service: query.service, aspect: query.aspect };
  }

  const answerFrame = (filter: InsightsFilter) => ({
    period: { from: filter.from, to: filter.to },
    filters: { service: filter.service ?? null, aspect: filter.aspect ?? null },
  });

  /** The platform's mean over the period and filters, what a group's Bayesian mean is pulled to. */
  const priorMean = (filter: InsightsFilter) =>
    priors(JSON.stringify(filter), async () => platformMean((await repo.operatorWeeks(db, filter)).reduce<Measures>(addMeasures, NO_MEASURES)));

  /** Weeks, aspects and the summary of one operator, route or stop. */
  async function subjectScorecard(kind: repo.SubjectKind, id: string, filter: InsightsFilter) {
    const [cells, resolutions, prior] = await Promise.all([repo.subjectCells(db, kind, id, filter), repo.resolutionDays(db, kind, id, filter), priorMean(filter)]);
    const total = cells.reduce<Measures>(addMeasures, NO_MEASURES);
    return {
      summary: { reviews: total.reviews, ...scoreOf(total, prior), ...progressOf(total, medianDays(resolutions)) },
      weeks: weekPoints(
        sumBy(cells, (c) => c.week),
        filter.to,
        weeksIn(filter.from, filter.to),
      ),
      aspects: aspectRows(sumBy(cells, (c) => c.aspect)),
    };
  }

  /** What riders say most about the page's busiest aspects (or the one the filter names). */
  function wordsOf(kind: repo.SubjectKind, id: string, filter: InsightsFilter, aspects: readonly AspectRow[]): Promise<AspectWords[]> {
    const busiest = [...aspects]
      .sort((a, b) => b.reviews - a.reviews)
      .slice(0, WORDS_ASPECTS)
      .map((a) => a.aspect);
    return words(JSON.stringify([kind, id, filter, busiest]), async () =>
      wordsByAspect(await repo.aspectSamples(db, kind, id, filter, busiest, WORDS_SAMPLE_REVIEWS), busiest),
    );
  }

  function findingsOf(kind: 'operator' | 'route', id: string): Promise<Finding[]> {
    const today = klDateString(now());
    return findings(JSON.stringify([kind, id, today]), async () =>
      deriveFindings({ rows: await repo.findingRows(db, kind, id, findingSpans(today), today, monthStart(today)), today, perRoute: kind === 'operator' }),
    );
  }

  async function operatorRoutes(operatorId: string, filter: InsightsFilter, operatorMean: number): Promise<RouteRow[]> {
    const trendFrom = weekStarts(filter.to, ROUTE_TREND_WEEKS)[0]!;
    const [aspectRows_, weekRows] = await Promise.all([
      repo.operatorRouteAspects(db, operatorId, filter),
      repo.operatorRouteWeeks(db, operatorId, filter, trendFrom > filter.from ? trendFrom : filter.from),
    ]);
    const byRoute = sumBy(aspectRows_, (r) => r.routeId);
    const aspectsByRoute = new Map<string, Map<string, Measures>>();
    for (const row of aspectRows_) {
      const aspects = aspectsByRoute.get(row.routeId) ?? new Map<string, Measures>();
      aspects.set(row.aspect, row);
      aspectsByRoute.set(row.routeId, aspects);
    }
    const weeksByRoute = new Map<string, Map<string, Measures>>();
    for (const row of weekRows) {
      const weeks = weeksByRoute.get(row.routeId) ?? new Map<string, Measures>();
      weeks.set(row.week, row);
      weeksByRoute.set(row.routeId, weeks);
    }
    const named = await repo.routesByIds(db, [...byRoute.keys()]);
    const groups = named.map((route) => ({ ...route, ...byRoute.get(route.id)! }));
    // A route is pulled towards its operator's mean: among one operator's routes that is the fair prior.
    return rankByScore(groups, operatorMean).map((route) => ({
      id: route.id,
      code: route.code,
      name: route.name,
      reviews: route.reviews,
      mean: route.mean,
      negativeShare: route.negativeShare,
      bayesianMean: route.bayesianMean,
      trend: weekPoints(weeksByRoute.get(route.id) ?? new Map(), filter.to, ROUTE_TREND_WEEKS),
      worstAspect: worstAspect(aspectsByRoute.get(route.id)),
    }));
  }

  return {
    async overview(query: InsightsQuery): Promise<InsightsOverview> {
      const filter = filterOf(query);
      const [weeks, operators, resolutions, answered] = await Promise.all([
        repo.operatorWeeks(db, filter),
        repo.allOperators(db),
        repo.resolutionDays(db, 'operator', null, filter),
        repo.respondedByOperator(db, filter),
      ]);
      const respondedOf = new Map(answered.map((row) => [row.operatorId, row.responded]));
      const byOperator = sumBy(weeks, (w) => w.operatorId);
      const platform = [...byOperator.values()].reduce(addMeasures, NO_MEASURES);
      const prior = platformMean(platform);
      const weeksOf = groupBy(weeks, (w) => w.operatorId);
      const resolutionsOf = groupBy(resolutions, (r) => r.subjectId);
      const groups = operators.filter((o) => byOperator.has(o.id)).map((o) => ({ ...o, ...byOperator.get(o.id)! }));
      return {
        ...answerFrame(filter),
        platform: { reviews: platform.reviews, ...scoreOf(platform, prior) },
        operators: rankByScore(groups, prior).map((o) => ({
          slug: o.slug,
          name: o.name,
          kind: o.kind,
          reviews: o.reviews,
          mean: o.mean,
          negativeShare: o.negativeShare,
          bayesianMean: o.bayesianMean,
          ...progressOf(o, medianDays(resolutionsOf.get(o.id) ?? [])),
          responseRate: share(respondedOf.get(o.id) ?? 0, o.reviews),
          trend: weekPoints(
            sumBy(weeksOf.get(o.id) ?? [], (w) => w.week),
            filter.to,
            Math.min(SPARKLINE_WEEKS, weeksIn(filter.from, filter.to)),
          ),
        })),
      };
    },

    async operator(slug: string, query: InsightsQuery): Promise<OperatorInsights> {
      const filter = filterOf(query);
      const operator = await repo.operatorBySlug(db, slug);
      if (!operator) throw notFound(`No operator has the address '${slug.slice(0, 60)}'.`);
      const scorecard = await subjectScorecard('operator', operator.id, filter);
      const [routes, stops, findings, words, answers] = await Promise.all([
        operatorRoutes(operator.id, filter, scorecard.summary.mean ?? 0),
        repo.operatorStops(db, operator.id, filter, INSIGHTS_STOPS_LIMIT),
        findingsOf('operator', operator.id),
        wordsOf('operator', operator.id, filter, scorecard.aspects),
        repo.operatorResponsiveness(db, operator.id, filter),
      ]);
      const responsiveness = {
        responded: answers.responded,
        responseRate: share(answers.responded, scorecard.summary.reviews),
        medianHoursToFirstResponse: answers.medianHours === null ? null : Math.round(answers.medianHours * 10) / 10,
        reopenedShare: share(answers.reopened, answers.resolvedEver),
        meToos: answers.meToos,
      };
      return { operator: { slug: operator.slug, name: operator.name, kind: operator.kind }, ...answerFrame(filter), ...scorecard, responsiveness, routes, stops, findings, words };
    },

    async route(id: string, query: InsightsQuery): Promise<RouteInsights> {
      const filter = filterOf(query);
      const route = UUID.test(id) ? await repo.routeById(db, id) : undefined;
      if (!route) throw notFound('No such route.');
      const [scorecard, stops, findings, recent] = await Promise.all([
        subjectScorecard('route', id, filter),
        repo.routeStops(db, id, filter, INSIGHTS_STOPS_LIMIT),
        findingsOf('route', id),
        repo.recentReviews(db, 'route', id, filter, INSIGHTS_RECENT_LIMIT),
      ]);
      const words = await wordsOf('route', id, filter, scorecard.aspects);
      return { route, ...answerFrame(filter), ...scorecard, stops, findings, words, recent: recent.map(recentReview) };
    },

    async stop(id: string, query: InsightsQuery): Promise<StopInsights> {
      const filter = filterOf(query);
      const stop = UUID.test(id) ? await repo.stopById(db, id) : undefined;
      if (!stop) throw notFound('No such stop.');
      const [scorecard, routes, recent, prior] = await Promise.all([
        subjectScorecard('stop', id, filter),
        repo.stopRoutes(db, id, filter),
        repo.recentReviews(db, 'stop', id, filter, INSIGHTS_RECENT_LIMIT),
        priorMean(filter),
      ]);
      const words = await wordsOf('stop', id, filter, scorecard.aspects);
      return {
        stop,
        ...answerFrame(filter),
        ...scorecard,
        words,
        routes: routes.map(({ id: routeId, code, name, ...totals }) => ({ id: routeId, code, name, reviews: totals.reviews, ...scoreOf(totals, prior) })),
        recent: recent.map(recentReview),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;

const recentReview = (row: repo.RecentRow) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });
