import { klDateString, OPEN_DATA_FIELDS } from '@suara/domain';
import type { Database } from '../../db/client.ts';
import { CSV_BOM, csvLine } from '../../lib/csv.ts';
import { catalogueOf, LICENCE, openDataRecord, type OpenDataRecord, type OptionCatalogue } from './open-data.fields.ts';
import { downloadFilter, type OpenDataQuery } from './open-data.filters.ts';
import * as repo from './open-data.repository.ts';

export type DownloadFormat = 'csv' | 'geojson';

/** 'suara-transit-reviews-2026-11-26.csv': the day in Malaysia. */
export const downloadFilename = (format: DownloadFormat, now: Date) => `suara-transit-reviews-${klDateString(now)}.${format}`;

/** The published reviews the filter picks as open-data records, a batch at a time, oldest first (keyset on created_at, id). */
async function* recordBatches(db: Database, filter: repo.PublicReviewFilter, catalogue: OptionCatalogue): AsyncGenerator<OpenDataRecord[]> {
  let after: repo.DownloadCursor | null = null;
  for (;;) {
    const batch = await repo.downloadBatch(db, filter, after);
    if (batch.length > 0) yield batch.map((row) => openDataRecord(row, catalogue));
    if (batch.length < repo.OPEN_DATA_BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.cursorAt, id: last.id };
  }
}

/**
 * The licence as a first line: '#' marks it a comment for data tools (pandas `comment='#'`, R
 * `comment.char`), and without a comma or semicolon it stays one cell in a spreadsheet program.
 */
export const csvLicenceLine = (pageUrl: string) =>
  `# Suara Transit open data. Licence: ${LICENCE.name} ${LICENCE.url} (credit: ${LICENCE.attribution}). Fields explained at ${pageUrl}\r\n`;

async function* csvChunks(batches: AsyncIterable<OpenDataRecord[]>, pageUrl: string) {
  yield CSV_BOM + csvLicenceLine(pageUrl) + csvLine(OPEN_DATA_FIELDS);
  for await (const batch of batches) yield batch.map((record) => csvLine(OPEN_DATA_FIELDS.map((field) => record[field]))).join('');
}

/** A GeoJSON feature: the point, rounded, as the geometry (null for a review without one), the rest as properties. */
function feature({ latitude, longitude, ...properties }: OpenDataRecord) {
  const point = typeof latitude === 'number' && typeof longitude === 'number' ? { type: 'Point', coordinates: [longitude, latitude] } : null;
  return JSON.stringify({ type: 'Feature', id: properties.ticket_number, geometry: point, properties });
}

async function* geojsonChunks(batches: AsyncIterable<OpenDataRecord[]>, pageUrl: string) {
  // RFC 7946 allows members of its own beside 'features': the licence travels with the file.
  const head = { type: 'FeatureCollection', license: LICENCE.id, license_url: LICENCE.url, attribution: LICENCE.attribution, documentation: pageUrl };
  yield `${JSON.stringify(head).slice(0, -1)},"features":[\n`;
  let first = true;
  for await (const batch of batches) {
    yield (first ? '' : ',\n') + batch.map(feature).join(',\n');
    first = false;
  }
  yield '\n]}\n';
}

const WRITERS: Record<DownloadFormat, typeof csvChunks> = { csv: csvChunks, geojson: geojsonChunks };

export function createOpenDataService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const pageUrl = `${publicUrl.replace(/\/+$/, '')}/open-data`;

  return {
    /**
     * The file's text chunks, one per batch of reviews, pulled by a Readable so the next batch is
     * read only when the client has taken the previous one. The filters are checked (422) before
     * the first chunk, while an error can still be an answer.
     */
    async download(format: DownloadFormat, query: OpenDataQuery): Promise<AsyncGenerator<string>> {
      const catalogue = catalogueOf(await repo.allReviewOptions(db));
      return WRITERS[format](recordBatches(db, downloadFilter(query, catalogue), catalogue), pageUrl);
    },
  };
}
