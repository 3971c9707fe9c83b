import { TIME_ZONE_OFFSET, type OPEN_DATA_FIELDS } from '@suara/domain';
import type { Cell } from '../../lib/csv.ts';
import type { PublicReviewRow, ReviewOptionEntry } from './open-data.repository.ts';

/*
 * What the open data says about a review, shared by the CSV and the GeoJSON downloads: public
 * fields only (no author, no rider's words), the point rounded, times in Malaysia with their offset.
 */

export const LICENCE = {
  id: 'CC-BY-4.0',
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'Suara Transit',
} as const;

/** Three decimals: about 110 m north–south and less east–west here; a block or a stop, not a doorstep. */
export function roundCoordinate(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}

const OFFSET_MS = 8 * 3_600_000;

/** ISO 8601 (the W3C profile Open311 asks for) in Malaysia time: '2026-11-26T22:03:27+08:00'. */
export function malaysiaIso(instant: Date): string {
  return `${new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${TIME_ZONE_OFFSET}`;
}

/** The feelings, services and aspects by id, read once per request. */
export type OptionCatalogue = ReadonlyMap<string, ReviewOptionEntry>;

export const catalogueOf = (entries: readonly ReviewOptionEntry[]): OptionCatalogue => new Map(entries.map((entry) => [entry.id, entry]));

/** An option of a category by its key (e.g. service 'STAGE_BUS'). */
export function optionByKey(catalogue: OptionCatalogue, category: ReviewOptionEntry['category'], key: string) {
  for (const entry of catalogue.values()) if (entry.category === category && entry.key === key) return entry;
  return undefined;
}

export type OpenDataRecord = Record<(typeof OPEN_DATA_FIELDS)[number], Cell>;

/** A review as the open data says it; an option missing from the catalogue reads as blank. */
export function openDataRecord(row: PublicReviewRow, catalogue: OptionCatalogue): OpenDataRecord {
  const service = catalogue.get(row.serviceId);
  const aspect = catalogue.get(row.aspectId);
  return {
    ticket_number: row.ticketNumber,
    created_at: malaysiaIso(row.createdAt),
    occurred_at: malaysiaIso(row.incidentAt),
    feeling: catalogue.get(row.feelingId)?.title ?? null,
    feeling_score: row.score,
    service_code: service?.key ?? null,
    service: service?.title ?? null,
    aspect_code: aspect?.key ?? null,
    aspect: aspect?.title ?? null,
    operator: row.operatorName,
    route: row.routeName,
    stop: row.stopName,
    latitude: roundCoordinate(row.latitude),
    longitude: roundCoordinate(row.longitude),
    status: row.status,
  };
}
