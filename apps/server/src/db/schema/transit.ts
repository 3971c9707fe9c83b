import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { operators } from './operators.ts';

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
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('transit_routes_agency_code_key').on(t.agency, t.code), index('transit_routes_code_lower_idx').on(sql`lower(${t.code})`)],
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
  (t) => [
    uniqueIndex('transit_stops_agency_code_key').on(t.agency, t.code),
    index('transit_stops_location_idx').on(t.latitude, t.longitude),
    // A review's stop text is matched to a stop by code or name, ignoring case.
    index('transit_stops_code_lower_idx').on(sql`lower(${t.code})`),
    index('transit_stops_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * A distinct ordered stop list that trips of a route run, per direction: a route has one per
 * direction, and more where some trips skip or add stops. `number` orders a route's patterns
 * (direction 0, then 1, then none; most trips first).
 */
export const routePatterns = pgTable(
  'route_patterns',
  {
    id: id(),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transitRoutes.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    direction: smallint('direction'),
    headsign: text('headsign'),
    tripCount: integer('trip_count').notNull(),
  },
  (t) => [uniqueIndex('route_patterns_route_number_key').on(t.routeId, t.number)],
);

export const routeStops = pgTable(
  'route_stops',
  {
    patternId: uuid('pattern_id')
      .notNull()
      .references(() => routePatterns.id, { onDelete: 'cascade' }),
    // The pattern's route, repeated so a stop finds its routes without the patterns.
    routeId: uuid('route_id')
      .notNull()
      .references(() => transitRoutes.id, { onDelete: 'cascade' }),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => transitStops.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.patternId, t.sequence] }), index('route_stops_stop_idx').on(t.stopId), index('route_stops_route_idx').on(t.routeId)],
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
