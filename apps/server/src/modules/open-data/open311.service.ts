import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogueOf } from './open-data.fields.ts';
import * as repo from './open-data.repository.ts';
import { presentRequest, serviceKinds, statusesOf, type Open311Request, type Open311Service } from './open311.presenter.ts';
import { OPEN311_PAGE_SIZE, type Open311Instant, type Open311RequestsQuery } from './open311.query.ts';

/** GeoReport v2: a search may not span more than 90 days, and without dates it covers the last 90. */
export const OPEN311_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;
const WINDOW_MS = OPEN311_WINDOW_DAYS * DAY_MS;

/** GeoReport answers 400 to any request it cannot fulfil, 404 to a resource that does not exist. */
const badRequest = (message: string) => new AppError(400, 'bad_request', message);

/** [from, before) of creation times for the dates asked, refusing an inverted or over-long span. */
export function requestWindow(start: Open311Instant | undefined, end: Open311Instant | undefined, now: Date): { from: Date; before?: Date } {
  // An end given as a day takes that whole day; an instant is included itself.
  const before = end && new Date(end.at.getTime() + (end.wholeDay ? DAY_MS : 1));
  if (!start) return before ? { from: new Date(before.getTime() - WINDOW_MS), before } : { from: new Date(now.getTime() - WINDOW_MS) };
  if (!before) return { from: start.at, before: new Date(start.at.getTime() + WINDOW_MS) };
  if (before <= start.at) throw badRequest('start_date must be before end_date.');
  // The 1 ms an included end instant adds does not count against the span.
  if (before.getTime() - start.at.getTime() > WINDOW_MS + 1) throw badRequest(`start_date and end_date may not span more than ${OPEN311_WINDOW_DAYS} days.`);
  return { from: start.at, before };
}

export function createOpen311Service(db: Database) {
  const catalogue = async () => catalogueOf(await repo.allReviewOptions(db));

  return {
    async services(): Promise<Open311Service[]> {
      return [...serviceKinds(await catalogue()).values()].map((kind) => kind.definition);
    },

    async requests(query: Open311RequestsQuery, now = new Date()): Promise<Open311Request[]> {
      const options = await catalogue();
      if (query.service_request_id) {
        const rows = await repo.reviewPage(db, { tickets: query.service_request_id.map(Number) }, 0, query.service_request_id.length);
        return rows.map((row) => presentRequest(row, options));
      }
      const kinds = serviceKinds(options);
      const codes = query.service_code?.map((code) => {
        const kind = kinds.get(code);
        if (!kind) throw badRequest(`service_code '${code}' is not one of the codes of services.json.`);
        return kind;
      });
      const pageSize = query.page_size ?? OPEN311_PAGE_SIZE;
      const rows = await repo.reviewPage(
        db,
        { ...requestWindow(query.start_date, query.end_date, now), kinds: codes, statuses: query.status && statusesOf(query.status) },
        ((query.page ?? 1) - 1) * pageSize,
        pageSize,
      );
      return rows.map((row) => presentRequest(row, options));
    },

    /** One published review by its ticket number; 404 for anything else. */
    async request(id: string): Promise<Open311Request> {
      const [row] = /^\d{1,12}$/.test(id) ? await repo.reviewPage(db, { tickets: [Number(id)] }, 0, 1) : [];
      if (!row) throw new AppError(404, 'not_found', `No service request has the id '${id.slice(0, 40)}'.`);
      return presentRequest(row, await catalogue());
    },
  };
}
