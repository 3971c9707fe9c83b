import type { AspectKey, ServiceKey } from '@suara/domain';
import { addressNear, nearestPlace, PLACES, scatter, type Place, type RailLine } from './places.ts';
import { weighted, type Random, type Weighted } from './random.ts';

// What a review is about: the service, who runs it, the route, the stop and the vehicle, consistent
// with each other and with where the review was written.

/** A bus stop from the transit tables (the bundled PJ City Bus routes, or an imported GTFS feed). */
export type DemoStop = { id: string; name: string; latitude: number; longitude: number; routes: { id: string; name: string; operator: string | null }[] };

export type Ride = {
  operatorName: string | null;
  routeName: string | null;
  stopName: string | null;
  /** The network's route and stop, for the rides that use a real stop (as the form links them). */
  routeId?: string;
  stopId?: string;
  vehiclePlate: string | null;
  serviceText: string | null;
  latitude: number;
  longitude: number;
  address: string;
  /** Where it happened, as a rider would say it in a sentence. */
  where: string;
  vehicle: { en: string; ms: string };
};

/** Stage bus, rail and e-hailing carry most of the feedback. */
export const SERVICE_WEIGHTS = weighted<ServiceKey>([
  ['STAGE_BUS', 24],
  ['EXPRESS_BUS', 5],
  ['TAXI', 6],
  ['E_HAILING', 17],
  ['CAR_SHARING', 2],
  ['LRT', 16],
  ['MRT', 14],
  ['MONORAIL', 4],
  ['KTM_KOMUTER', 7],
  ['ERL', 2],
  ['OTHER', 3],
]);

type AspectWeights = Record<AspectKey, number>;
const BUS_ASPECTS: AspectWeights = {
  INFORMATION: 7, TRIP_EXPERIENCE: 16, DRIVER: 15, CUSTOMER_SERVICE: 4, JOURNEY_PLANNING: 5, FARE_PAYMENT_TICKETING: 6,
  HEALTH_SAFETY_SECURITY: 6, VEHICLE_CONDITION: 9, INTERCHANGE: 4, STATION_CONDITION: 9, COVERAGE_ACCESSIBILITY: 9, NEW_ROUTE_SUGGESTION: 7, OTHER: 2,
};
// Rail has no Driver aspect (the domain's rule); the weight is 0 so it is never drawn.
const RAIL_ASPECTS: AspectWeights = {
  INFORMATION: 10, TRIP_EXPERIENCE: 20, DRIVER: 0, CUSTOMER_SERVICE: 6, JOURNEY_PLANNING: 4, FARE_PAYMENT_TICKETING: 9,
  HEALTH_SAFETY_SECURITY: 9, VEHICLE_CONDITION: 8, INTERCHANGE: 9, STATION_CONDITION: 12, COVERAGE_ACCESSIBILITY: 7, NEW_ROUTE_SUGGESTION: 3, OTHER: 2,
};
const RIDE_HAIL_ASPECTS: AspectWeights = {
  INFORMATION: 2, TRIP_EXPERIENCE: 18, DRIVER: 30, CUSTOMER_SERVICE: 10, JOURNEY_PLANNING: 2, FARE_PAYMENT_TICKETING: 16,
  HEALTH_SAFETY_SECURITY: 9, VEHICLE_CONDITION: 10, INTERCHANGE: 1, STATION_CONDITION: 1, COVERAGE_ACCESSIBILITY: 3, NEW_ROUTE_SUGGESTION: 0, OTHER: 2,
};
// Car-sharing riders drive themselves: the car, the app and the price matter, a driver hardly.
const CAR_SHARING_ASPECTS: AspectWeights = { ...RIDE_HAIL_ASPECTS, DRIVER: 2, VEHICLE_CONDITION: 25, CUSTOMER_SERVICE: 14, COVERAGE_ACCESSIBILITY: 8 };
const OTHER_ASPECTS: AspectWeights = {
  INFORMATION: 5, TRIP_EXPERIENCE: 15, DRIVER: 3, CUSTOMER_SERVICE: 3, JOURNEY_PLANNING: 8, FARE_PAYMENT_TICKETING: 3,
  HEALTH_SAFETY_SECURITY: 14, VEHICLE_CONDITION: 5, INTERCHANGE: 12, STATION_CONDITION: 8, COVERAGE_ACCESSIBILITY: 14, NEW_ROUTE_SUGGESTION: 8, OTHER: 6,
};
const aspectTable = (weights: AspectWeights) => weighted(Object.entries(weights) as [AspectKey, number][]);
const ASPECTS_BY_SERVICE: Record<ServiceKey, Weighted<AspectKey>> = {
  STAGE_BUS: aspectTable(BUS_ASPECTS),
  EXPRESS_BUS: aspectTable(BUS_ASPECTS),
  TAXI: aspectTable(RIDE_HAIL_ASPECTS),
  E_HAILING: aspectTable(RIDE_HAIL_ASPECTS),
  CAR_SHARING: aspectTable(CAR_SHARING_ASPECTS),
  LRT: aspectTable(RAIL_ASPECTS),
  MRT: aspectTable(RAIL_ASPECTS),
  MONORAIL: aspectTable(RAIL_ASPECTS),
  KTM_KOMUTER: aspectTable(RAIL_ASPECTS),
  ERL: aspectTable(RAIL_ASPECTS),
  OTHER: aspectTable(OTHER_ASPECTS),
};
export const aspectFor = (random: Random, service: ServiceKey) => ASPECTS_BY_SERVICE[service].pick(random);

/** What riders type for the 'Other' aspect. */
export const OTHER_ASPECT_TEXTS = ['Lost and found', 'Noise on board', 'Wi-Fi on board', 'Advertising screens', 'Parking at the station', 'Air quality', 'Bicycles on board', 'Prayer room', 'Mobile app'];

const RAIL_LINES: Record<RailLine, { service: ServiceKey; route: string; mode: string }> = {
  KJ: { service: 'LRT', route: 'LRT Kelana Jaya Line', mode: 'LRT' },
  AG: { service: 'LRT', route: 'LRT Ampang Line', mode: 'LRT' },
  SP: { service: 'LRT', route: 'LRT Sri Petaling Line', mode: 'LRT' },
  KG: { service: 'MRT', route: 'MRT Kajang Line', mode: 'MRT' },
  PY: { service: 'MRT', route: 'MRT Putrajaya Line', mode: 'MRT' },
  MR: { service: 'MONORAIL', route: 'KL Monorail Line', mode: 'Monorel' },
  KTM_SEREMBAN: { service: 'KTM_KOMUTER', route: 'KTM Komuter Seremban Line', mode: 'KTM' },
  KTM_PORT_KLANG: { service: 'KTM_KOMUTER', route: 'KTM Komuter Port Klang Line', mode: 'KTM' },
  ERL_EKSPRES: { service: 'ERL', route: 'KLIA Ekspres', mode: 'ERL' },
  ERL_TRANSIT: { service: 'ERL', route: 'KLIA Transit', mode: 'ERL' },
};

const RAIL_OPERATORS: Partial<Record<ServiceKey, Weighted<string>>> = {
  LRT: weighted([['Rapid KL', 90], ['RapidKL', 5], ['Prasarana', 5]]),
  MRT: weighted([['Rapid KL', 88], ['RapidKL', 5], ['Prasarana', 4], ['MRT Corp', 3]]),
  MONORAIL: weighted([['Rapid KL', 95], ['Prasarana', 5]]),
  KTM_KOMUTER: weighted([['KTM Komuter', 60], ['KTM Berhad', 30], ['KTMB', 10]]),
  ERL: weighted([['Express Rail Link (ERL)', 70], ['ERL', 30]]),
};

/** Rapid KL trunk and feeder routes, with the places they serve. */
const RAPID_KL_ROUTES: { name: string; places: string[] }[] = [
  { name: '300 Hab Lebuh Ampang – Ampang Point', places: ['Masjid Jamek', 'KLCC', 'Ampang'] },
  { name: '400 Hab Lebuh Pudu – Shah Alam', places: ['Pudu', 'Masjid Jamek', 'Petaling Jaya SS2', 'Subang Jaya', 'Shah Alam'] },
  { name: '402 Hab Lebuh Pudu – Klang', places: ['Pudu', 'Shah Alam', 'Klang'] },
  { name: '420 Hab Pasar Seni – Sri Petaling', places: ['Pasar Seni', 'Sri Petaling', 'Bukit Jalil'] },
  { name: '450 Hab Lebuh Pudu – Kajang', places: ['Pudu', 'Maluri', 'Cheras', 'Kajang'] },
  { name: '590 Hab Pasar Seni – Puchong', places: ['Pasar Seni', 'Mid Valley', 'Puchong'] },
  { name: '751 Hab Pasar Seni – Shah Alam', places: ['Pasar Seni', 'Kelana Jaya', 'Shah Alam'] },
  { name: '780 Hab Pasar Seni – Kota Damansara', places: ['Pasar Seni', 'Taman Tun Dr Ismail', 'Bandar Utama', 'Kota Damansara'] },
  { name: '802 Hab Titiwangsa – Kepong', places: ['Titiwangsa', 'Sentul', 'Kepong'] },
  { name: '170 Hab Titiwangsa – Gombak', places: ['Titiwangsa', 'Setapak', 'Wangsa Maju', 'Gombak', 'Batu Caves'] },
  { name: '822 Hab Bukit Bintang – Mont Kiara', places: ['Bukit Bintang', 'Bangsar', 'Pusat Bandar Damansara', 'Mont Kiara'] },
  { name: 'T580 MRT Kajang – Bandar Baru Bangi', places: ['Kajang', 'Bangi', 'Semenyih'] },
  { name: 'T504 MRT Putrajaya Sentral – Presint 9', places: ['Putrajaya', 'Cyberjaya'] },
  { name: 'T787 LRT Kelana Jaya – Ara Damansara', places: ['Kelana Jaya', 'Ara Damansara'] },
  { name: 'T600 LRT USJ 7 – Putra Heights', places: ['USJ', 'Putra Heights', 'Subang Jaya'] },
  { name: 'T800 MRT Kwasa Damansara – Sungai Buloh', places: ['Sungai Buloh', 'Kota Damansara'] },
  { name: 'T410 LRT Bukit Jalil – Serdang', places: ['Bukit Jalil', 'Serdang', 'Bandar Tasik Selatan'] },
];
const GOKL_ROUTES = ['GoKL Green Line (KLCC – Bukit Bintang)', 'GoKL Purple Line (Pasar Seni – Bukit Bintang)', 'GoKL Blue Line (Bukit Bintang – Medan Tuanku)', 'GoKL Red Line (KL Sentral – Titiwangsa)'];
const SMART_SELANGOR_CODES: Record<string, string> = {
  'Shah Alam': 'SA', Klang: 'KLG', 'Subang Jaya': 'SJ', 'Petaling Jaya': 'PJ', Kajang: 'KJG', Bangi: 'KJG', Semenyih: 'KJG', 'Ampang Jaya': 'AJ',
  Gombak: 'SLY', 'Sungai Buloh': 'SLY', Rawang: 'SLY', Puchong: 'MBSJ', Cyberjaya: 'SPG', Sepang: 'SPG', Dengkil: 'SPG', 'Seri Kembangan': 'MBSJ',
};

const EXPRESS_OPERATORS = ['Plusliner', 'Transnasional', 'Super Nice Express', 'KKKL Express', 'Aeroline', 'Mayang Sari Express', 'Sri Maju'];
const EXPRESS_ROUTES = ['Kuala Lumpur – Ipoh', 'Kuala Lumpur – Johor Bahru', 'Kuala Lumpur – Butterworth', 'Kuala Lumpur – Melaka', 'Kuala Lumpur – Kuantan', 'Kuala Lumpur – Kota Bharu', 'Kuala Lumpur – Singapore', 'Kuala Lumpur – Kuala Terengganu'];
const TAXI_OPERATORS = weighted<string | null>([[null, 35], ['Sunlight Radio Taxi', 20], ['Comfort Cab', 15], ['Public Cab', 15], ['Teksi Bajet', 10], ['Dego Ride', 5]]);
const E_HAILING_OPERATORS = weighted([['Grab', 70], ['AirAsia Ride', 12], ['inDrive', 8], ['Maxim', 6], ['MyCar', 4]]);
const CAR_SHARING_OPERATORS = weighted([['GoCar', 55], ['Trevo', 30], ['SOCAR', 15]]);
const OTHER_SERVICES: { text: string; vehicle: { en: string; ms: string }; operator?: string }[] = [
  { text: 'Bicycle', vehicle: { en: 'bike', ms: 'basikal' } },
  { text: 'Walking', vehicle: { en: 'walkway', ms: 'laluan pejalan kaki' } },
  { text: 'Bike sharing', vehicle: { en: 'bike', ms: 'basikal' } },
  { text: 'E-scooter', vehicle: { en: 'scooter', ms: 'skuter' } },
  { text: 'DRT van', vehicle: { en: 'van', ms: 'van' }, operator: 'Rapid KL' },
  { text: 'Hotel shuttle', vehicle: { en: 'shuttle', ms: 'bas ulang-alik' } },
  { text: 'Factory bus', vehicle: { en: 'bus', ms: 'bas kilang' } },
  { text: 'School bus', vehicle: { en: 'bus', ms: 'bas sekolah' } },
];

const VEHICLES: Record<ServiceKey, { en: string; ms: string }> = {
  STAGE_BUS: { en: 'bus', ms: 'bas' },
  EXPRESS_BUS: { en: 'coach', ms: 'bas ekspres' },
  TAXI: { en: 'taxi', ms: 'teksi' },
  E_HAILING: { en: 'car', ms: 'kereta' },
  CAR_SHARING: { en: 'car', ms: 'kereta' },
  LRT: { en: 'train', ms: 'tren' },
  MRT: { en: 'train', ms: 'tren' },
  MONORAIL: { en: 'monorail', ms: 'monorel' },
  KTM_KOMUTER: { en: 'train', ms: 'tren' },
  ERL: { en: 'train', ms: 'tren' },
  OTHER: { en: 'ride', ms: 'kenderaan' },
};

// Plate series skip I, O and Z (Z is the armed forces'). W and V are Kuala Lumpur, B Selangor,
// H a taxi; the rest of the alphabet's first letters are the other states.
const SERIES = [...'ABCDEFGHJKLMNPQRSTUVWXY'];
const PRIVATE_PREFIX = weighted([['W', 30], ['V', 22], ['B', 30], ['P', 3], ['J', 4], ['A', 4], ['N', 3], ['M', 2], ['C', 2]]);

export function plate(random: Random, prefix: string): string {
  const letters = prefix + Array.from({ length: random.int(1, 2) }, () => random.pick(SERIES)).join('');
  return `${letters.slice(0, 3)} ${random.int(1, 9999)}`;
}
const platePrefix = (random: Random, service: ServiceKey) => {
  switch (service) {
    case 'TAXI':
      return `H${random.pick(['W', 'B', 'W', 'B', 'V'])}`;
    case 'STAGE_BUS':
      return random.pick(['W', 'V', 'B']);
    case 'EXPRESS_BUS':
      return random.pick(['W', 'B', 'J', 'A', 'P', 'D', 'T', 'C', 'N']);
    default:
      return PRIVATE_PREFIX.pick(random);
  }
};

const placeWeights = (filter: (place: Place) => boolean) => {
  const matching = PLACES.filter(filter);
  return matching.length > 0 ? weighted(matching.map((p) => [p, p.weight] as const)) : undefined;
};
const ANY_PLACE = placeWeights(() => true)!;
const TERMINAL_PLACES = placeWeights((p) => p.terminal !== undefined)!;
const railPlaces = (service: ServiceKey) =>
  placeWeights((p) => Object.keys(p.stations ?? {}).some((line) => RAIL_LINES[line as RailLine].service === service))!;
const RAIL_PLACES: Partial<Record<ServiceKey, Weighted<Place>>> = {
  LRT: railPlaces('LRT'),
  MRT: railPlaces('MRT'),
  MONORAIL: railPlaces('MONORAIL'),
  KTM_KOMUTER: railPlaces('KTM_KOMUTER'),
  ERL: railPlaces('ERL'),
};

/**
 * The ride of one review: `stops` (bus stops inside the Klang Valley with their routes) give
 * about a third of the stage-bus reviews a real stop, its route and operator.
 */
export function rideFor(random: Random, service: ServiceKey, stops: readonly DemoStop[]): Ride {
  const vehicle = VEHICLES[service];
  const maybePlate = (probability: number) => (random.chance(probability) ? plate(random, platePrefix(random, service)) : null);
  const base = { serviceText: null, vehicle };

  if (service === 'STAGE_BUS' && stops.length > 0 && random.chance(0.35)) {
    const stop = random.pick(stops);
    const route = random.pick(stop.routes);
    const point = scatter(random, stop.latitude, stop.longitude, 25);
    const place = placeOfStop(stop);
    // When the geocoder is down the form falls back to the nearest stop (geo service: 'near {stop}').
    const address = random.chance(0.08) ? `near ${stop.name}` : addressNear(random, place, random.chance(0.5) ? stop.name : undefined);
    return { ...base, operatorName: route.operator, routeName: route.name, stopName: stop.name, routeId: route.id, stopId: stop.id, vehiclePlate: maybePlate(0.5), ...point, address, where: stop.name };
  }

  if (service in RAIL_PLACES) {
    const place = RAIL_PLACES[service]!.pick(random);
    const lines = (Object.entries(place.stations ?? {}) as [RailLine, string][]).filter(([line]) => RAIL_LINES[line].service === service);
    const [line, station] = random.pick(lines);
    const { route, mode } = RAIL_LINES[line];
    const stopName = random.chance(0.6) ? station : random.chance(0.6) ? `${mode} ${station}` : `Stesen ${station}`;
    const point = scatter(random, place.latitude, place.longitude, 120);
    const landmark = random.chance(0.5) ? `Stesen ${mode} ${station}` : undefined;
    return { ...base, operatorName: RAIL_OPERATORS[service]!.pick(random), routeName: route, stopName, vehiclePlate: null, ...point, address: addressNear(random, place, landmark), where: station };
  }

  if (service === 'EXPRESS_BUS') {
    const place = TERMINAL_PLACES.pick(random);
    const airport = place.name === 'KL Sentral' && random.chance(0.5);
    const point = scatter(random, place.latitude, place.longitude, 80);
    return {
      ...base,
      operatorName: airport ? random.pick(['Aerobus', 'Skybus']) : random.pick(EXPRESS_OPERATORS),
      routeName: airport ? 'KL Sentral – KLIA' : random.pick(EXPRESS_ROUTES),
      stopName: place.terminal!,
      vehiclePlate: maybePlate(0.6),
      ...point,
      address: addressNear(random, place, random.chance(0.5) ? place.terminal : undefined),
      where: place.terminal!,
    };
  }

  const place = ANY_PLACE.pick(random);
  const point = scatter(random, place.latitude, place.longitude, 350);
  const address = addressNear(random, place);
  const at = { ...point, address, where: place.name };
  switch (service) {
    case 'STAGE_BUS': {
      const { operatorName, routeName } = busRouteAt(random, place);
      const stopName = random.chance(0.5) ? `${random.pick(place.streets)} (${place.area})` : null;
      return { ...base, ...at, operatorName, routeName, stopName, vehiclePlate: maybePlate(0.55), where: stopName ?? place.name };
    }
    case 'TAXI':
      return { ...base, ...at, operatorName: TAXI_OPERATORS.pick(random), routeName: null, stopName: random.chance(0.3) ? `${place.name} taxi stand` : null, vehiclePlate: maybePlate(0.8) };
    case 'E_HAILING':
      return { ...base, ...at, operatorName: E_HAILING_OPERATORS.pick(random), routeName: null, stopName: random.chance(0.2) ? `${place.name} pick-up point` : null, vehiclePlate: maybePlate(0.8) };
    case 'CAR_SHARING':
      return { ...base, ...at, operatorName: CAR_SHARING_OPERATORS.pick(random), routeName: null, stopName: random.chance(0.4) ? `${place.name} parking bay` : null, vehiclePlate: maybePlate(0.7) };
    default: {
      const other = random.pick(OTHER_SERVICES);
      return { ...at, serviceText: other.text, vehicle: other.vehicle, operatorName: other.operator ?? null, routeName: null, stopName: null, vehiclePlate: null };
    }
  }
}

// Looked up once per stop and per place: a large load asks for the same ones hundreds of thousands of times.
const stopPlaces = new WeakMap<DemoStop, Place>();
function placeOfStop(stop: DemoStop): Place {
  let place = stopPlaces.get(stop);
  if (!place) stopPlaces.set(stop, (place = nearestPlace(stop.latitude, stop.longitude)));
  return place;
}
const rapidRoutesAt = new WeakMap<Place, typeof RAPID_KL_ROUTES>();
function rapidRoutesServing(place: Place) {
  let routes = rapidRoutesAt.get(place);
  if (!routes) rapidRoutesAt.set(place, (routes = RAPID_KL_ROUTES.filter((route) => route.places.includes(place.name))));
  return routes;
}

/** A stage-bus route that serves the place: Rapid KL where it runs, GoKL in the city centre, else Smart Selangor. */
function busRouteAt(random: Random, place: Place) {
  const rapid = rapidRoutesServing(place);
  const gokl = place.city === 'Kuala Lumpur' && ['Kuala Lumpur City Centre', 'City Centre', 'Bukit Bintang', 'Brickfields', 'Chow Kit', 'Pudu', 'Titiwangsa'].includes(place.area);
  if (gokl && random.chance(0.35)) return { operatorName: 'GoKL City Bus', routeName: random.pick(GOKL_ROUTES) };
  const code = SMART_SELANGOR_CODES[place.city];
  if (code && (rapid.length === 0 || random.chance(0.3))) return { operatorName: 'Smart Selangor', routeName: `${code}0${random.int(1, 6)}` };
  if (rapid.length > 0) return { operatorName: random.chance(0.8) ? 'Rapid KL' : 'Rapid Bus', routeName: random.pick(rapid).name };
  // Nothing listed runs here: a feeder with a made-up number, as riders often only know the number.
  return { operatorName: 'Rapid KL', routeName: `T${random.int(100, 899)}` };
}
