import type { FindingRow } from '@suara/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { klDayEnd, klDayStart } from '../../db/kl-day.ts';
import { rowsOf } from '../../db/rows-of.ts';

// The scorecards' reads. Weeks, aspects, routes and stops come from review_weekly_counts (migration
// 0012); what needs days or feelings (findings, a route's stops, a stop's routes) from
// review_daily_counts (0011); only the recent reviews and the days to resolution from reviews.

/** Whole Malaysia weeks `from` (a Monday) to `to` (a Sunday), and the filters by option key. */
export type InsightsFilter = { from: string; to: string; service?: string; aspect?: string };

/** The summed measures of a group: what the domain's ScoreTotals and the progress shares are made of. */
export type Measures = { reviews: number; scoreSum: number; negative: number; verified: number; forwarded: number; resolved: number };

export type SubjectKind = 'operator' | 'route' | 'stop';

const measures = sql`sum(c.reviews)::int as "reviews", sum(c.score_sum)::int as "scoreSum", sum(c.negative)::int as "negative",
  sum(c.verified)::int as "verified", sum(c.forwarded)::int as "forwarded", sum(c.resolved)::int as "resolved"`;

const optionId = (category: 'service' | 'aspect', key: string) => sql`(select id from review_options where category = ${category} and key = ${key})`;

/** The week range and the service and aspect filters on a rollup aliased `c` whose time column is `column`. */
function filtered(filter: InsightsFilter, column: SQL, from = filter.from): SQL {
  const parts = [sql`${column} between ${from}::date and ${filter.to}::date`];
  if (filter.service) parts.push(sql`c.service_id = ${optionId('service', filter.service)}`);
  if (filter.aspect) parts.push(sql`c.aspect_id = ${optionId('aspect', filter.aspect)}`);
  return sql.join(parts, sql` and `);
}

const weekly = (filter: InsightsFilter, from?: string) => filtered(filter, sql`c.week`, from);
const daily = (filter: InsightsFilter) => filtered(filter, sql`c.day`);

export type OperatorWeek = Measures & { operatorId: string; week: string };

/** Every operator's weeks in the period (the overview). */
export const operatorWeeks = (db: Database, filter: InsightsFilter) =>
  rowsOf<OperatorWeek>(
    db,
    sql`select c.subject_id as "operatorId", c.week::text as "week", ${measures}
        from review_weekly_counts c where c.subject = 'operator' and ${weekly(filter)}
        group by 1, 2`,
  );

export type SubjectCell = Measures & { week: string; aspect: string };

/** One operator's, route's or stop's reviews per week and aspect in the period. */
export const subjectCells = (db: Database, kind: SubjectKind, id: string, filter: InsightsFilter) =>
  rowsOf<SubjectCell>(
    db,
    sql`select c.week::text as "week", a.key as "aspect", ${measures}
        from review_weekly_counts c join review_options a on a.id = c.aspect_id
        where c.subject = ${kind} and c.subject_id = ${id} and ${weekly(filter)}
        group by 1, 2`,
  );

export type RouteAspect = Measures & { routeId: string; aspect: string };
export type RouteWeek = Measures & { routeId: string; week: string };

/** An operator's routes: each one's totals per aspect over the period. */
export const operatorRouteAspects = (db: Database, operatorId: string, filter: InsightsFilter) =>
  rowsOf<RouteAspect>(
    db,
    sql`select c.subject_id as "routeId", a.key as "aspect", ${measures}
        from review_weekly_counts c join review_options a on a.id = c.aspect_id
        where c.operator_id = ${operatorId} and c.subject = 'route' and ${weekly(filter)}
        group by 1, 2`,
  );

/** An operator's routes per week from `from` (the routes table's sparklines). */
export const operatorRouteWeeks = (db: Database, operatorId: string, filter: InsightsFilter, from: string) =>
  rowsOf<RouteWeek>(
    db,
    sql`select c.subject_id as "routeId", c.week::text as "week", ${measures}
        from review_weekly_counts c
        where c.operator_id = ${operatorId} and c.subject = 'route' and ${weekly(filter, from)}
        group by 1, 2`,
  );

export type NamedRoute = { id: string; code: string; name: string };
export type NamedStop = NamedRoute & { latitude: number; longitude: number };
export type StopTally = NamedStop & { reviews: number; negative: number };

/** An operator's stops with the most negative reviews in the period. */
export const operatorStops = (db: Database, operatorId: string, filter: InsightsFilter, limit: number) =>
  rowsOf<StopTally>(
    db,
    sql`select s.id, s.code, s.name, s.latitude, s.longitude, t.reviews, t.negative
        from (select c.subject_id, sum(c.reviews)::int as reviews, sum(c.negative)::int as negative
              from review_weekly_counts c
              where c.operator_id = ${operatorId} and c.subject = 'stop' and ${weekly(filter)}
              group by 1 order by 3 desc, 2 desc, 1 limit ${limit}) t
        join transit_stops s on s.id = t.subject_id
        order by t.negative desc, t.reviews desc, s.code`,
  );

/** A route's stops with the most negative reviews in the period (daily counts: they keep both). */
export const routeStops = (db: Database, routeId: string, filter: InsightsFilter, limit: number) =>
  rowsOf<StopTally>(
    db,
    sql`select s.id, s.code, s.name, s.latitude, s.longitude, t.reviews, t.negative
        from (select c.stop_id, sum(c.reviews)::int as reviews, (coalesce(sum(c.reviews) filter (where f.score < 0), 0))::int as negative
              from review_daily_counts c join review_options f on f.id = c.feeling_id
              where c.route_id = ${routeId} and c.stop_id is not null and ${daily(filter)}
              group by 1 order by 3 desc, 2 desc, 1 limit ${limit}) t
        join transit_stops s on s.id = t.stop_id
        order by t.negative desc, t.reviews desc, s.code`,
  );

export type RouteTally = NamedRoute & { reviews: number; scoreSum: number; negative: number };

/** The routes reviewed at a stop in the period. */
export const stopRoutes = (db: Database, stopId: string, filter: InsightsFilter) =>
  rowsOf<RouteTally>(
    db,
    sql`select r.id, r.code, r.name, t.reviews, t."scoreSum", t.negative
        from (select c.route_id, sum(c.reviews)::int as reviews, sum(c.reviews * f.score)::int as "scoreSum",
                (coalesce(sum(c.reviews) filter (where f.score < 0), 0))::int as negative
              from review_daily_counts c join review_options f on f.id = c.feeling_id
              where c.stop_id = ${stopId} and c.route_id is not null and ${daily(filter)}
              group by 1) t
        join transit_routes r on r.id = t.route_id
        order by t.reviews desc, r.code`,
  );

/**
 * The rows the findings rules read, for one operator's or one route's reviews from the first of
 * `spans` (findingSpans: the days on which a rule's period starts) to `to`, each dated by the start
 * of its span: the rules compare days only with those, and a span sums up to a week of rows. The stop
 * is kept only from `stopsFrom` (the rules read it this month) and the route only on an operator's
 * page, so the rows merge (FindingRow). Summed by ids and named after: a fraction of the rows to group.
 */
export function findingRows(db: Database, kind: 'operator' | 'route', id: string, spans: readonly string[], to: string, stopsFrom: string) {
  const spanOf = sql`case ${sql.join(
    spans.toReversed().map((start) => sql`when c.day >= ${start}::date then ${start}::date`),
    sql` `,
  )} end`;
  return rowsOf<FindingRow>(
    db,
    sql`select t.day::text as "day", a.key as "aspect", t.route_id as "routeId", r.code as "routeCode",
          t.stop_id as "stopId", s.code as "stopCode", s.name as "stopName", f.score::int as "score", t.reviews
        from (select ${spanOf} as day, c.aspect_id, ${kind === 'operator' ? sql`c.route_id` : sql`null::uuid`} as route_id,
                case when c.day >= ${stopsFrom}::date then c.stop_id end as stop_id, c.feeling_id, sum(c.reviews)::int as reviews
              from review_daily_counts c
              where ${kind === 'operator' ? sql`c.operator_id` : sql`c.route_id`} = ${id} and c.day between ${spans[0]}::date and ${to}::date
              group by 1, 2, 3, 4, 5) t
          join review_options a on a.id = t.aspect_id
          join review_options f on f.id = t.feeling_id
          left join transit_routes r on r.id = t.route_id
          left join transit_stops s on s.id = t.stop_id`,
  );
}

const subjectColumn = (kind: SubjectKind) => (kind === 'operator' ? sql`r.operator_id` : kind === 'route' ? sql`r.route_id` : sql`r.stop_id`);

/** Reviews written in the period's days, as `r`, with the filters. */
function reviewsIn(filter: InsightsFilter): SQL {
  const parts = [
    sql`r.created_at >= ${klDayStart(filter.from)}`,
    sql`r.created_at < ${klDayEnd(filter.to)}`,
  ];
  if (filter.service) parts.push(sql`r.service_id = ${optionId('service', filter.service)}`);
  if (filter.aspect) parts.push(sql`r.aspect_id = ${optionId('aspect', filter.aspect)}`);
  return sql.join(parts, sql` and `);
}

export type ResolutionRow = { subjectId: string; days: number; reviews: number };

/** How many resolved reviews took each number of days, per operator (the overview) or for one subject. */
export const resolutionDays = (db: Database, kind: SubjectKind, id: string | null, filter: InsightsFilter) =>
  rowsOf<ResolutionRow>(
    db,
    sql`select c.subject_id as "subjectId", c.resolution_days::int as "days", sum(c.reviews)::int as "reviews"
        from review_weekly_counts c
        where c.subject = ${kind} ${id === null ? sql`` : sql`and c.subject_id = ${id}`} and ${weekly(filter)} and c.resolution_days is not null
        group by 1, 2`,
  );

export type ResponsivenessRow = { responded: number; medianHours: number | null; resolvedEver: number; reopened: number; meToos: number };

/**
 * The operator's answers to the period's reviews: from the loop's own tables (responses, status
 * events, 'me too's), each far smaller than the reviews, joined to the reviews they are about.
 */
export async function operatorResponsiveness(db: Database, operatorId: string, filter: InsightsFilter): Promise<ResponsivenessRow> {
  const ofOperator = sql`r.operator_id = ${operatorId} and r.deleted_at is null and r.status <> 'hidden' and ${reviewsIn(filter)}`;
  const [row] = await rowsOf<ResponsivenessRow>(
    db,
    sql`with first_answers as (
          select o.review_id, min(o.created_at) as at from official_responses o join operator_teams t on t.id = o.team_id
          where t.operator_id = ${operatorId} group by o.review_id
        ), answered as (
          select extract(epoch from a.at - r.created_at) / 3600 as hours from first_answers a join reviews r on r.id = a.review_id where ${ofOperator}
        ), resolutions as (
          select e.review_id, bool_or(e.action = 'reopen') as reopened from review_status_events e join reviews r on r.id = e.review_id
          where ${ofOperator} and (e.action = 'reopen' or e.to_status = 'resolved')
          group by e.review_id
        )
        select (select count(*) from answered)::int as "responded",
          (select percentile_cont(0.5) within group (order by hours) from answered)::float8 as "medianHours",
          (select count(*) from resolutions)::int as "resolvedEver",
          (select count(*) filter (where reopened) from resolutions)::int as "reopened",
          (select count(*) from review_me_toos m join reviews r on r.id = m.review_id where ${ofOperator})::int as "meToos"`,
  );
  return row!;
}

/** How many of the period's reviews each operator's team has answered (one count per operator with answers). */
export const respondedByOperator = (db: Database, filter: InsightsFilter) =>
  rowsOf<{ operatorId: string; responded: number }>(
    db,
    sql`select t.operator_id as "operatorId", count(distinct o.review_id)::int as "responded"
        from official_responses o join operator_teams t on t.id = o.team_id join reviews r on r.id = o.review_id
        where r.operator_id = t.operator_id and r.deleted_at is null and r.status <> 'hidden' and ${reviewsIn(filter)}
        group by 1`,
  );

export type RecentRow = { id: string; ticketNumber: number; createdAt: Date | string; score: number; service: string; aspect: string; text: string };

/** A route's or stop's latest visible reviews (of the filters, any time). */
export const recentReviews = (db: Database, kind: 'route' | 'stop', id: string, filter: Pick<InsightsFilter, 'service' | 'aspect'>, limit: number) =>
  rowsOf<RecentRow>(
    db,
    sql`select r.id, r.ticket_number::int as "ticketNumber", r.created_at as "createdAt", r.score::int as "score",
          sv.key as "service", a.key as "aspect", left(r.experience, 200) as "text"
        from reviews r join review_options sv on sv.id = r.service_id join review_options a on a.id = r.aspect_id
        where ${subjectColumn(kind)} = ${id} and r.deleted_at is null and r.status <> 'hidden'
          ${filter.service ? sql`and r.service_id = ${optionId('service', filter.service)}` : sql``}
          ${filter.aspect ? sql`and r.aspect_id = ${optionId('aspect', filter.aspect)}` : sql``}
        order by r.created_at desc limit ${limit}`,
  );

export type SampleText = { aspect: string; text: string };

/**
 * The experience texts of the latest `sample` reviews about each of `aspects` in the period, for what
 * riders say most (frequent-terms.ts counts their words in Node: PGlite took 0.2 s for to_tsvector
 * and 0.5 s for the phrases at 100,000 reviews). The experience only: the search document also holds
 * the operator, route and place names.
 */
export const aspectSamples = (db: Database, kind: SubjectKind, id: string, filter: InsightsFilter, aspects: readonly string[], sample: number) =>
  aspects.length === 0
    ? Promise.resolve([])
    : rowsOf<SampleText>(
        db,
        sql`select a.key as "aspect", r.experience as "text"
            from review_options a
            cross join lateral (
              select r.experience from reviews r
              where ${subjectColumn(kind)} = ${id} and r.aspect_id = a.id and r.deleted_at is null and r.status <> 'hidden' and ${reviewsIn({ ...filter, aspect: undefined })}
              order by r.created_at desc limit ${sample}
            ) r
            where a.category = 'aspect' and a.key in (${sql.join(aspects.map((key) => sql`${key}`), sql`, `)})`,
      );

export type OperatorEntity = { id: string; slug: string; name: string; kind: string };

export const allOperators = (db: Database) => rowsOf<OperatorEntity>(db, sql`select id, slug, name, kind from operators`);

export async function operatorBySlug(db: Database, slug: string): Promise<OperatorEntity | undefined> {
  return (await rowsOf<OperatorEntity>(db, sql`select id, slug, name, kind from operators where slug = ${slug}`))[0];
}

export type RouteEntity = NamedRoute & { operator: { slug: string; name: string; kind: string } | null };

export async function routeById(db: Database, id: string): Promise<RouteEntity | undefined> {
  const [row] = await rowsOf<NamedRoute & { slug: string | null; operatorName: string | null; kind: string | null }>(
    db,
    sql`select r.id, r.code, r.name, o.slug, o.name as "operatorName", o.kind
        from transit_routes r left join operators o on o.id = r.operator_id where r.id = ${id}`,
  );
  if (!row) return undefined;
  const { slug, operatorName, kind, ...route } = row;
  return { ...route, operator: slug ? { slug, name: operatorName!, kind: kind! } : null };
}

export async function stopById(db: Database, id: string): Promise<NamedStop | undefined> {
  return (await rowsOf<NamedStop>(db, sql`select id, code, name, latitude, longitude from transit_stops where id = ${id}`))[0];
}

/** Route codes and names by id, for the routes an operator's rollup rows name. */
export const routesByIds = (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : rowsOf<NamedRoute>(db, sql`select id, code, name from transit_routes where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
