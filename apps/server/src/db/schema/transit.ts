import { doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

// Agency-scoped so a GTFS import can replace one agency's data without touching another's.
export const transitRoutes = pgTable(
  'transit_routes',
  {
    id: id(),
    agency: text('agency').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // Who runs the route, as riders name it (GTFS agency_name), for the form's operator suggestions.
    operator: text('operator'),
  },
  (t) => [uniqueIndex('transit_routes_agency_code_key').on(t.agency, t.code)],
);

export const transitStops = pgTable(
  'transit_stops',
  {
    id: id(),
    agency: text('agency').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('transit_stops_agency_code_key').on(t.agency, t.code), index('transit_stops_location_idx').on(t.latitude, t.longitude)],
);

export const routeStops = pgTable(
  'route_stops',
  {
    routeId: uuid('route_id')
      .notNull()
      .references(() => transitRoutes.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => transitStops.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    stopTimeCode: text('stop_time_code'),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.sequence] }), index('route_stops_stop_idx').on(t.stopId)],
);

/** The bundled location list: the 14 states and their towns, for the onboarding "living place". */
export const towns = pgTable(
  'towns',
  {
    id: id(),
    state: text('state').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('towns_state_name_key').on(t.state, t.name)],
);
