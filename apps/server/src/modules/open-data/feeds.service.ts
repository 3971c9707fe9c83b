import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { UUID } from '../reviews/reviews.cursor.ts';
import { atomXml, type AtomEntry } from './atom-feed.ts';
import { catalogueOf, LICENCE, type OptionCatalogue } from './open-data.fields.ts';
import * as openData from './open-data.repository.ts';
import { operatorBySlug, routeById } from '../insights/insights.repository.ts';
import * as repo from './feeds.repository.ts';

/** operatorSlug's longest: a longer one is a 404 without a query. */
const SLUG_MAX = 60;

/** A feed without entries still needs an `updated`: a fixed one, so two answers of it are the same document. */
const NOTHING_YET = new Date(0);

export function createFeedsService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const base = publicUrl.replace(/\/+$/, '');

  function entry(row: repo.FeedReviewRow, catalogue: OptionCatalogue): AtomEntry {
    const option = (id: string) => catalogue.get(id);
    const [feeling, service, aspect] = [option(row.feelingId), option(row.serviceId), option(row.aspectId)];
    const category = (scheme: string, entry: typeof feeling) => (entry ? [{ scheme: `${base}/open-data#${scheme}`, term: entry.key, label: entry.title }] : []);
    return {
      // The review's uuid: the entry keeps its id if the site moves to another address.
      id: `urn:uuid:${row.id}`,
      title: `${feeling?.title ?? 'Review'}: ${[service?.title, aspect?.title].filter(Boolean).join(', ')} (#${row.ticketNumber})`,
      // The review's shareable link (docs/decisions.md): the browse page opens its dialog.
      url: `${base}/popular?review=${row.id}`,
      published: row.createdAt,
      updated: row.createdAt,
      content: row.experience,
      categories: [...category('feeling', feeling), ...category('service_code', service), ...category('aspect_code', aspect)],
    };
  }

  async function feed(about: { id: string; name: string; path: string; page: string }, rows: repo.FeedReviewRow[]): Promise<string> {
    const catalogue = catalogueOf(await openData.allReviewOptions(db));
    const entries = rows.map((row) => entry(row, catalogue));
    return atomXml({
      id: `urn:uuid:${about.id}`,
      title: `Suara Transit: reviews of ${about.name}`,
      subtitle: `The latest ${repo.FEED_ENTRIES} published reviews of ${about.name} by riders on Suara Transit, newest first.`,
      selfUrl: `${base}${about.path}`,
      pageUrl: `${base}${about.page}`,
      relatedUrl: `${base}/open-data`,
      author: { name: LICENCE.attribution, uri: base },
      rights: `${LICENCE.name} ${LICENCE.url} (credit: ${LICENCE.attribution})`,
      licenceUrl: LICENCE.url,
      updated: entries[0]?.updated ?? NOTHING_YET,
      entries,
    });
  }

  return {
    /** GET /feeds/operators/{slug}.atom; 404 for a slug no operator has. */
    async operatorFeed(slug: string): Promise<string> {
      const operator = slug.length <= SLUG_MAX ? await operatorBySlug(db, slug) : undefined;
      if (!operator) throw notFound('No such operator.');
      const rows = await repo.latestReviews(db, { operatorId: operator.id });
      const segment = encodeURIComponent(operator.slug);
      return feed({ id: operator.id, name: operator.name, path: `/feeds/operators/${segment}.atom`, page: `/insights/operators/${segment}` }, rows);
    },

    /** GET /feeds/routes/{id}.atom; 404 for an id that is not a route's (malformed ones included). */
    async routeFeed(id: string): Promise<string> {
      const route = UUID.test(id) ? await routeById(db, id) : undefined;
      if (!route) throw notFound('No such route.');
      const name = route.name && route.name !== route.code ? `route ${route.code} ${route.name}` : `route ${route.code}`;
      const rows = await repo.latestReviews(db, { routeId: route.id });
      const about = { id: route.id, name: route.operator ? `${name} (${route.operator.name})` : name, path: `/feeds/routes/${route.id}.atom`, page: `/insights/routes/${route.id}` };
      return feed(about, rows);
    },
  };
}
