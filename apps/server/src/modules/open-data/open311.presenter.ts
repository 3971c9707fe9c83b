import { isAspectAllowed, REVIEW_LIFECYCLE } from '@suara/domain';
import { z } from 'zod';
import type { ReviewStatus } from '../../db/schema/index.ts';
import { malaysiaIso, roundCoordinate, type OptionCatalogue } from './open-data.fields.ts';
import type { PublicReviewRow, ReviewOptionEntry } from './open-data.repository.ts';

/*
 * Our reviews in the field names of the Open311 GeoReport v2 specification
 * (https://wiki.open311.org/GeoReport_v2). A service definition is a travel mode and an aspect
 * ('Stage Bus: Driver'), grouped by the travel mode; a service request is a published review.
 */

export const ZOpen311Service = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  metadata: z.boolean(),
  type: z.enum(['realtime', 'batch', 'blackbox']),
  keywords: z.string(),
  group: z.string(),
});
export type Open311Service = z.infer<typeof ZOpen311Service>;

export const ZOpen311Request = z.object({
  service_request_id: z.string().describe("The review's ticket number."),
  status: z.enum(['open', 'closed']).describe("'closed' once resolved; submitted, verified and forwarded reviews are 'open'."),
  status_notes: z.string().nullable().describe("The administrator's public note on the latest status change."),
  service_name: z.string(),
  service_code: z.string(),
  description: z.string().describe("Always empty: riders' own words are not published here."),
  agency_responsible: z.string().nullable().describe('The operator, as the rider named it.'),
  requested_datetime: z.string(),
  updated_datetime: z.string().describe('The latest status change, or the creation when there has been none.'),
  address: z.string().nullable().describe('The stop, as the rider named it (never the street address).'),
  lat: z.number().nullable().describe('Rounded to 3 decimals (about 100 m).'),
  long: z.number().nullable().describe('Rounded to 3 decimals (about 100 m).'),
});
export type Open311Request = z.infer<typeof ZOpen311Request>;

export const ZOpen311Errors = z.array(z.object({ code: z.number().int(), description: z.string() }));
export type Open311Errors = z.infer<typeof ZOpen311Errors>;

/** A review's status as Open311 knows it: closed once resolved (hidden reviews are never published). */
export const open311Status = (status: ReviewStatus): Open311Request['status'] => (status === 'resolved' ? 'closed' : 'open');

/** Our statuses that the Open311 statuses asked for stand for. */
export const statusesOf = (wanted: readonly Open311Request['status'][]) => REVIEW_LIFECYCLE.filter((status) => wanted.includes(open311Status(status)));

type Option = Pick<ReviewOptionEntry, 'key' | 'title'> | undefined;

/** 'STAGE_BUS.DRIVER' and 'Stage Bus: Driver': the travel mode, then the aspect. */
const serviceOf = (service: Option, aspect: Option) => ({
  code: `${service?.key ?? ''}.${aspect?.key ?? ''}`,
  name: `${service?.title ?? ''}: ${aspect?.title ?? ''}`,
});

/** A service code of the definitions, with the option ids it stands for. */
export type ServiceKind = { serviceId: string; aspectId: string; definition: Open311Service };

/** Every enabled travel mode with each aspect that applies to it (no 'Driver' for rail), in the form's order. */
export function serviceKinds(catalogue: OptionCatalogue): Map<string, ServiceKind> {
  const enabled = [...catalogue.values()].filter((entry) => entry.enabled);
  const kinds = new Map<string, ServiceKind>();
  for (const service of enabled.filter((entry) => entry.category === 'service')) {
    for (const aspect of enabled.filter((entry) => entry.category === 'aspect' && isAspectAllowed(entry.key, service.key))) {
      const { code, name } = serviceOf(service, aspect);
      kinds.set(code, {
        serviceId: service.id,
        aspectId: aspect.id,
        definition: {
          service_code: code,
          service_name: name,
          description: aspect.description ?? '',
          metadata: false,
          // Each review gets its ticket number the moment it is submitted.
          type: 'realtime',
          // The Malay names too, so a search in either language finds it.
          keywords: [...new Set([service.title, aspect.title, service.titleMs, aspect.titleMs])].join(', '),
          group: service.title,
        },
      });
    }
  }
  return kinds;
}

export function presentRequest(row: PublicReviewRow, catalogue: OptionCatalogue): Open311Request {
  const service = serviceOf(catalogue.get(row.serviceId), catalogue.get(row.aspectId));
  return {
    service_request_id: String(row.ticketNumber),
    status: open311Status(row.status),
    status_notes: row.statusNote,
    service_name: service.name,
    service_code: service.code,
    description: '',
    agency_responsible: row.operatorName,
    requested_datetime: malaysiaIso(row.createdAt),
    updated_datetime: malaysiaIso(row.statusChangedAt ?? row.createdAt),
    address: row.stopName,
    lat: roundCoordinate(row.latitude),
    long: roundCoordinate(row.longitude),
  };
}
