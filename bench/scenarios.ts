// The requests the benchmark makes: every sort, every filter and a combination, type-ahead search,
// the map zoomed in and out, review details and review creation. See README.md for each one.
import { addDays, formatBbox, type MapBounds } from '@suara/domain';
import { PLACES } from '../apps/server/src/db/seed/demo/places.ts';
import type { RequestContext, Scenario } from './load.ts';
import type { Fixtures } from './prepare.ts';

const SORTS = ['latest', 'earliest', 'positive', 'critical', 'discussed', 'upvotes', 'downvotes'] as const;

/** The whole Klang Valley at zoom 11: thousands of reviews, so clusters. */
export const KLANG_VALLEY_BOX: MapBounds = { west: 101.35, south: 2.75, east: 101.9, north: 3.35 };
export const ZOOMED_OUT = 11;
export const ZOOMED_IN = 17;

/** The same day a year before ('yyyy-MM-dd'). */
const yearAgo = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

export type MapBoxes = { pointsBox: MapBounds };

export function buildScenarios(f: Fixtures, { pointsBox }: MapBoxes, listCursor: string | null): Scenario[] {
  const list = (query: string) => `/api/reviews${query ? `?${query}` : ''}`;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const scenarios: Scenario[] = SORTS.map((sort) => ({
    name: `list ${sort}`,
    description: sort === 'latest' ? 'GET /api/reviews: the first page of cards, newest first (the default).' : `GET /api/reviews?sort=${sort}: the first page.`,
    path: () => list(sort === 'latest' ? '' : q({ sort })),
  }));
  if (listCursor) {
    scenarios.push({ name: 'list latest, page 2', description: 'The second page of the newest cards, through the first page’s nextCursor.', path: () => list(q({ cursor: listCursor })) });
  }

  const feelings = cycle(Object.values(f.feelingIds));
  const services = cycle(Object.values(f.serviceIds));
  scenarios.push(
    { name: 'filter feeling', description: 'One of the seven feelings (rotating), newest first.', path: () => list(q({ feeling: feelings() })) },
    { name: 'filter service', description: 'One of the eleven services (rotating), newest first.', path: () => list(q({ service: services() })) },
    { name: 'filter service (rare)', description: 'service=ERL: about 2% of the reviews.', path: () => list(q({ service: f.serviceIds.ERL! })) },
    { name: 'filter operator', description: "operator=rapid: a case-insensitive substring ('Rapid KL', 'RapidKL', 'Rapid Bus'), in about 40% of the reviews.", path: () => list(q({ operator: 'rapid' })) },
    { name: 'filter operator (rare)', description: 'operator=skybus: about 0.5% of the reviews.', path: () => list(q({ operator: 'skybus' })) },
    { name: 'filter route', description: "route=kelana: 'LRT Kelana Jaya Line' and a few bus routes, about 10% of the reviews.", path: () => list(q({ route: 'kelana' })) },
    { name: 'filter route (rare)', description: 'route=t580: one feeder bus route, about 0.3% of the reviews.', path: () => list(q({ route: 't580' })) },
    { name: 'filter date range', description: 'from and to: the last 30 days (Kuala Lumpur calendar days).', path: () => list(q({ from: f.monthAgo, to: f.today })) },
    { name: 'filter user', description: 'user: the demo rider with the most reviews.', path: () => list(q({ user: f.busyAuthorId })) },
    {
      name: 'filter combined',
      description: 'Stage bus, operator rapid, feeling Unacceptable, last 30 days, sorted critical.',
      path: () => list(q({ service: f.serviceIds.STAGE_BUS!, operator: 'rapid', feeling: f.feelingIds.UNACCEPTABLE!, from: f.monthAgo, to: f.today, sort: 'critical' })),
    },
  );

  const search = (query: string) => `/api/reviews/search?${q({ q: query })}`;
  scenarios.push(
    { name: 'search common word', description: "q=bus: about a fifth of the reviews ('bus', and 'bas' through the synonyms).", path: () => search('bus') },
    { name: 'search rare word', description: 'q=umbrella: about 250 reviews.', path: () => search('umbrella') },
    { name: 'search prefix', description: "q=driv: a prefix ('driver', 'drive'), about 8,700 reviews.", path: () => search('driv') },
    { name: 'search typo', description: "q=escalatr: a typo of 'escalator' (about 600 reviews).", path: () => search('escalatr') },
    { name: 'search two words', description: 'q=bus driver: both words, about 1,500 reviews.', path: () => search('bus driver') },
    { name: 'search two words rarely together', description: 'q=bus ktm: each word common, both in few of the newest reviews.', path: () => search('bus ktm') },
  );

  scenarios.push(
    {
      name: 'map zoomed in',
      description: `GET /api/reviews/map at zoom ${ZOOMED_IN} on a street-sized box: points.`,
      path: () => `/api/reviews/map?${q({ bbox: formatBbox(pointsBox), zoom: String(ZOOMED_IN) })}`,
    },
    {
      name: 'map zoomed out',
      description: `GET /api/reviews/map at zoom ${ZOOMED_OUT} on the whole Klang Valley: clusters.`,
      path: () => `/api/reviews/map?${q({ bbox: formatBbox(KLANG_VALLEY_BOX), zoom: String(ZOOMED_OUT) })}`,
    },
  );

  const ids = cycle(f.reviewIds);
  scenarios.push({ name: 'detail', description: 'GET /api/reviews/:id for 2,000 ids spread over the table (rotating).', path: () => `/api/reviews/${ids()}` });

  const tokens = cycle(f.writerTokens);
  scenarios.push({
    name: 'create',
    description: 'POST /api/reviews: a valid review by a verified writer (rotating over the bench writers, 30 reviews an hour each).',
    method: 'POST',
    path: () => '/api/reviews',
    headers: () => ({ authorization: `Bearer ${tokens()}` }),
    body: () =>
      JSON.stringify({
        feeling: feelings(),
        service: f.serviceIds.STAGE_BUS,
        aspect: f.aspectIds.DRIVER,
        incidentDateTime: new Date(Date.now() - 3_600_000).toISOString(),
        experience: 'Benchmark: the bus skipped the stop although I waved.',
        operatorName: 'Rapid KL',
        routeName: 'T789',
        stopName: 'SS2 (Jalan SS2/24)',
        vehiclePlate: 'WXY 1234',
        location: { latitude: 3.1187, longitude: 101.622, address: 'Jalan SS 2/24, SS 2, Petaling Jaya, Selangor, 47300, Malaysia' },
        attachments: [],
      }),
  });
  scenarios.push(...communityScenarios(f));
  return scenarios;
}

/**
 * The review dialog's reads and the community's writes: reactions by many riders on many reviews
 * and by many riders on one review (its counter row is the contended one), comments, trending.
 */
function communityScenarios(f: Fixtures): Scenario[] {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  // Each connection likes a review as a writer, then takes the like back, and goes on to the next pair,
  // so a run leaves few reactions and a rider's like and its undo never race.
  const toggles = (reviewOf: (pair: number) => string) => {
    let pairs = 0;
    const put = (value: 'like' | null) => ({
      method: 'PUT' as const,
      path: (pair: RequestContext) => `/api/reviews/${pair.review}/reaction`,
      body: () => JSON.stringify({ value }),
      headers: (pair: RequestContext) => bearer(pair.token!),
    });
    return {
      ...put('like'),
      path: (pair: RequestContext) => {
        const n = pairs++;
        Object.assign(pair, { review: reviewOf(n), token: f.writerTokens[n % f.writerTokens.length]! });
        return `/api/reviews/${pair.review}/reaction`;
      },
      then: put(null),
    };
  };
  const reviews = cycle(f.reviewIds);
  const commenters = cycle(f.writerTokens);
  const sinceDays = cycle(Array.from({ length: 1800 }, (_, i) => addDays(f.today, -1 - ((i * 7_919) % 1800))));
  return [
    { name: 'like toggle', description: 'PUT /api/reviews/:id/reaction: like, then none, by the bench writers on 2,000 reviews.', ...toggles((pair) => f.reviewIds[(pair * 7919) % f.reviewIds.length]!) },
    { name: 'like toggle (one review)', description: 'The same on one review, the most discussed: every writer updates its counters.', ...toggles(() => f.mostDiscussedId) },
    {
      name: 'comment create',
      description: 'POST /api/reviews/:id/comments by the bench writers (60 an hour each), rotating over 2,000 reviews.',
      method: 'POST',
      path: () => `/api/reviews/${reviews()}/comments`,
      body: () => JSON.stringify({ body: 'Benchmark: same here, the bus was late again this morning.' }),
      headers: () => bearer(commenters()),
    },
    { name: 'dialog comments', description: 'GET /api/reviews/:id/comments: the first five comments with their first replies (the dialog also asks for the detail).', path: () => `/api/reviews/${reviews()}/comments` },
    { name: 'dialog comments (busy)', description: 'The same for the most discussed review.', path: () => `/api/reviews/${f.mostDiscussedId}/comments` },
    { name: 'trending', description: 'GET /api/reviews/trending: the home page’s six.', path: () => '/api/reviews/trending' },
    { name: 'insights overview', description: 'GET /api/insights: every operator ranked over the last 26 weeks, with sparklines.', path: () => '/api/insights' },
    {
      name: 'insights overview filtered',
      description: 'The same for stage buses and the driver, over a year.',
      path: () => `/api/insights?${new URLSearchParams({ service: 'STAGE_BUS', aspect: 'DRIVER', from: yearAgo(f.today) }).toString()}`,
    },
    { name: 'insights operator', description: "GET /api/insights/operators/:slug: the operator with most reviews (its weeks, aspects, routes, stops and findings).", path: () => `/api/insights/operators/${f.busiestOperatorSlug}` },
    { name: 'insights route', description: 'GET /api/insights/routes/:id: the route with most reviews.', path: () => `/api/insights/routes/${f.busiestRouteId}` },
    { name: 'insights stop', description: 'GET /api/insights/stops/:id: the stop with most reviews.', path: () => `/api/insights/stops/${f.busiestStopId}` },
    // Answers are kept until the data changes: these ask with a new `from` each time (any of the 1,800
    // days before today), so that all but a few requests are read afresh, as after every write.
    { name: 'insights overview (new filters)', description: 'GET /api/insights?from=…, a different day each request: answers read afresh.', path: () => `/api/insights?from=${sinceDays()}` },
    {
      name: 'insights operator (new filters)',
      description: 'The busiest operator, a different `from` each request.',
      path: () => `/api/insights/operators/${f.busiestOperatorSlug}?from=${sinceDays()}`,
    },
  ];
}

/** Read scenarios: the PostgreSQL target is p95 under 25 ms for each. */
export const isRead = (scenario: Pick<Scenario, 'method'>) => (scenario.method ?? 'GET') === 'GET';

/** A GET against the server (over HTTP for the benchmark, through app.inject for the plans). */
export type Get = (url: string) => Promise<{ status: number; json: () => unknown }>;

/** A street-sized box at the zoomed-in level with some reviews but no more than the points limit, near a quiet place. */
export async function findPointsBox(get: Get): Promise<MapBounds> {
  const quiet = [...PLACES].sort((a, b) => a.weight - b.weight);
  const boxAround = (p: (typeof PLACES)[number]) => ({ west: p.longitude - 0.002, south: p.latitude - 0.002, east: p.longitude + 0.002, north: p.latitude + 0.002 });
  for (const place of quiet) {
    const box = boxAround(place);
    const res = await get(`/api/reviews/map?bbox=${formatBbox(box)}&zoom=${ZOOMED_IN}`);
    if (res.status !== 200) break;
    const body = res.json() as { kind: string; items: unknown[] };
    if (body.kind === 'points' && body.items.length >= 20) return box;
  }
  return boxAround(quiet[0]!);
}

/** The first page's nextCursor, for the page-2 scenario. */
export async function firstCursor(get: Get): Promise<string | null> {
  const res = await get('/api/reviews');
  return res.status === 200 ? ((res.json() as { nextCursor?: string | null }).nextCursor ?? null) : null;
}
