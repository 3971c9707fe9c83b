import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import { serviceByKey } from './services.ts';

/** The 13 aspects in the spec's order, with the one-line help shown in the FAQ and picker. */
export const ASPECTS = [
  {
    key: 'INFORMATION',
    title: 'Information',
    titleMs: 'Maklumat',
    icon: 'info-circle',
    sort: 1,
    descriptionEn: 'Accuracy, clarity and availability of travel information such as schedules, signs and announcements.',
    descriptionMs: 'Ketepatan, kejelasan dan ketersediaan maklumat perjalanan seperti jadual, papan tanda dan pengumuman.',
  },
  {
    key: 'TRIP_EXPERIENCE',
    title: 'Trip Experience',
    titleMs: 'Pengalaman Perjalanan',
    icon: 'route',
    sort: 2,
    descriptionEn: 'How the journey itself felt, including comfort, crowding, punctuality and travel time.',
    descriptionMs: 'Pengalaman sepanjang perjalanan, termasuk keselesaan, kesesakan, ketepatan masa dan tempoh perjalanan.',
  },
  {
    key: 'DRIVER',
    title: 'Driver',
    titleMs: 'Pemandu',
    icon: 'steering-wheel',
    sort: 3,
    descriptionEn: "The driver's attitude, courtesy and driving, such as speeding or unsafe manoeuvres.",
    descriptionMs: 'Sikap, budi bahasa dan cara pemanduan pemandu, seperti memandu laju atau secara berbahaya.',
  },
  {
    key: 'CUSTOMER_SERVICE',
    title: 'Customer Service',
    titleMs: 'Khidmat Pelanggan',
    icon: 'headset',
    sort: 4,
    descriptionEn: "How staff and the operator's help channels treated you and handled your questions or complaints.",
    descriptionMs: 'Layanan kakitangan dan saluran bantuan pengendali serta cara pertanyaan atau aduan anda dikendalikan.',
  },
  {
    key: 'JOURNEY_PLANNING',
    title: 'Journey Planning',
    titleMs: 'Perancangan Perjalanan',
    icon: 'map-route',
    sort: 5,
    descriptionEn: 'How easy it was to plan your trip, from finding routes and connections to checking times.',
    descriptionMs: 'Kemudahan merancang perjalanan anda, daripada mencari laluan dan sambungan hingga menyemak waktu.',
  },
  {
    key: 'FARE_PAYMENT_TICKETING',
    title: 'Fare Payment & Ticketing',
    titleMs: 'Pembayaran Tambang & Tiket',
    icon: 'ticket',
    sort: 6,
    descriptionEn: 'Fares, buying tickets, top-ups and ways to pay such as cards, cash or e-wallets.',
    descriptionMs: 'Tambang, pembelian tiket, tambah nilai dan cara pembayaran seperti kad, tunai atau e-dompet.',
  },
  {
    key: 'HEALTH_SAFETY_SECURITY',
    title: 'Health Safety & Security',
    titleMs: 'Kesihatan, Keselamatan & Sekuriti',
    icon: 'shield-check',
    sort: 7,
    descriptionEn: 'Cleanliness, hygiene, personal safety and security on board and at stations or stops.',
    descriptionMs: 'Kebersihan, kesihatan, keselamatan diri dan sekuriti di dalam kenderaan serta di stesen atau hentian.',
  },
  {
    key: 'VEHICLE_CONDITION',
    title: 'Vehicle Condition',
    titleMs: 'Keadaan Kenderaan',
    icon: 'car-crash',
    sort: 8,
    descriptionEn: 'The state of the bus, train or car, such as seats, air-conditioning, doors and breakdowns.',
    descriptionMs: 'Keadaan bas, tren atau kereta, seperti tempat duduk, penghawa dingin, pintu dan kerosakan.',
  },
  {
    key: 'INTERCHANGE',
    title: 'Interchange between travel modes',
    titleMs: 'Pertukaran antara mod perjalanan',
    icon: 'transfer',
    sort: 9,
    descriptionEn: 'Changing between services or modes, such as walking distance, waiting time and connections.',
    descriptionMs: 'Pertukaran antara perkhidmatan atau mod perjalanan, seperti jarak berjalan kaki, masa menunggu dan sambungan.',
  },
  {
    key: 'STATION_CONDITION',
    title: 'Station / Stop / Terminal Condition',
    titleMs: 'Keadaan Stesen / Hentian / Terminal',
    icon: 'building',
    sort: 10,
    descriptionEn: 'Facilities and upkeep of stations, stops and terminals, such as shelters, lighting, toilets and lifts.',
    descriptionMs: 'Kemudahan dan penyelenggaraan stesen, hentian dan terminal, seperti tempat berteduh, lampu, tandas dan lif.',
  },
  {
    key: 'COVERAGE_ACCESSIBILITY',
    title: 'Coverage and Accessibility',
    titleMs: 'Liputan dan Kebolehcapaian',
    icon: 'accessible',
    sort: 11,
    descriptionEn: 'Whether services reach where you need to go and can be used by everyone, including wheelchair users.',
    descriptionMs: 'Sama ada perkhidmatan sampai ke destinasi anda dan boleh digunakan oleh semua, termasuk pengguna kerusi roda.',
  },
  {
    key: 'NEW_ROUTE_SUGGESTION',
    title: 'New Route / Stop Suggestion',
    titleMs: 'Cadangan Laluan / Hentian Baharu',
    icon: 'map-pin-plus',
    sort: 12,
    descriptionEn: 'Ideas for new routes, stops or stations that would serve your area better.',
    descriptionMs: 'Cadangan laluan, hentian atau stesen baharu yang dapat memberi perkhidmatan lebih baik di kawasan anda.',
  },
  {
    key: 'OTHER',
    title: 'Other',
    titleMs: 'Lain-lain',
    icon: 'dots',
    sort: 13,
    descriptionEn: 'Anything else about your trip that does not fit the aspects above.',
    descriptionMs: 'Perkara lain tentang perjalanan anda yang tidak termasuk dalam aspek di atas.',
  },
] as const;

export type Aspect = (typeof ASPECTS)[number];
export const ZAspectKey = z.enum(keysOf(ASPECTS), err('aspectRequired'));
export type AspectKey = z.infer<typeof ZAspectKey>;

export function aspectByKey(key: string): Aspect | undefined {
  return ASPECTS.find((aspect) => aspect.key === key);
}

/** Driver only for services with a driver the rider deals with; every other aspect always. */
export function isAspectAllowed(aspectKey: string, serviceKey: string): boolean {
  const service = serviceByKey(serviceKey);
  if (service === undefined || aspectByKey(aspectKey) === undefined) return false;
  return aspectKey !== 'DRIVER' || service.hasDriver;
}

export function aspectsFor(serviceKey: string): Aspect[] {
  return ASPECTS.filter((aspect) => isAspectAllowed(aspect.key, serviceKey));
}
