// One scenario under load with autocannon; latencies are collected per response so the table can
// show p95 (autocannon's own histogram stops at p90 and p97.5).
import autocannon from 'autocannon';

/** What one connection's requests share until it starts again from the scenario's first request. */
export type RequestContext = Record<string, string>;

/** One request; each part is asked for every request so they vary. */
export type ScenarioRequest = {
  method?: 'GET' | 'POST' | 'PUT';
  /** The next request's path (and query). */
  path: (context: RequestContext) => string;
  body?: (context: RequestContext) => string;
  headers?: (context: RequestContext) => Record<string, string>;
};

export type Scenario = ScenarioRequest & {
  name: string;
  /** What the scenario asks, for the README. */
  description: string;
  /** A request the same connection sends right after the first, with its context (a like, then its undo). */
  then?: ScenarioRequest;
};

/** The scenario's requests in the order a connection sends them. */
export const requestsOf = (scenario: Scenario): ScenarioRequest[] => [scenario, ...(scenario.then ? [scenario.then] : [])];

/** How `request` goes out: method, path, body and headers. */
export function outgoing(request: ScenarioRequest, context: RequestContext) {
  // The path first: a request may pick there what its body and headers use (the pair of a toggle).
  const path = request.path(context);
  const body = request.body?.(context);
  return {
    method: request.method ?? 'GET',
    path,
    ...(body === undefined ? {} : { body }),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers?.(context) },
  };
}

export type LoadOptions = { baseUrl: string; connections: number; durationSeconds: number; warmupSeconds: number };

export type ScenarioResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  /** Connection errors and timeouts (10 s), warmup included: autocannon does not say when they happened. */
  errors: number;
  /** Measured answers outside 2xx. */
  non2xx: number;
  /** Status codes other than 2xx and how often they came. */
  statuses: Record<string, number>;
};

/**
 * What went wrong in `runs` of one scenario, as the tables print it: '0 / 0', or e.g. '0 / 2 (2× 503)':
 * connection errors and timeouts, then answers outside 2xx by status, summed over the runs.
 */
export function outcomeCell(runs: readonly Pick<ScenarioResult, 'errors' | 'non2xx' | 'statuses'>[]): string {
  const statuses = new Map<string, number>();
  for (const run of runs) for (const [status, n] of Object.entries(run.statuses)) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const non2xx = runs.reduce((sum, run) => sum + run.non2xx, 0);
  const byStatus = [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  return `${errors} / ${non2xx}${byStatus ? ` (${byStatus})` : ''}`;
}

/** A latency in ms as the tables print it: one decimal under 10, '–' for none. */
export const formatMs = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));

export function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One autocannon run of warmup + duration seconds on the same connections; only requests sent after
 * the warmup count. (Separate warmup and measured runs would open 50 new connections at once at the
 * start of the measurement, and on a busy server the first requests of such a burst wait for seconds.)
 */
export async function runScenario(scenario: Scenario, options: LoadOptions): Promise<ScenarioResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let non2xx = 0;
  const measureFrom = performance.now() + options.warmupSeconds * 1000;
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.warmupSeconds + options.durationSeconds,
        // autocannon keeps a context per connection and empties it when the connection starts again.
        requests: requestsOf(scenario).map((request) => ({
          method: request.method ?? 'GET',
          setupRequest: (raw: autocannon.Request, context: object) => ({ ...raw, ...outgoing(request, context as RequestContext) }),
        })),
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (performance.now() - responseTime < measureFrom) return;
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      non2xx += 1;
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    }
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requestsPerSecond: latencies.length / options.durationSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    total: latencies.length,
    errors: result.errors,
    non2xx,
    statuses,
  };
}
