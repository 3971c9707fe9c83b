import { ADDRESS_PLACEHOLDER } from '@suara/domain';
import type { Random } from './random.ts';

/** The Klang Valley, roughly: every demo review lies inside this box. */
export const KLANG_VALLEY = { south: 2.75, north: 3.35, west: 101.35, east: 101.9 } as const;

/** Rail lines riders name, keyed for the places' station lists. */
export type RailLine = 'KJ' | 'AG' | 'SP' | 'KG' | 'PY' | 'MR' | 'KTM_SEREMBAN' | 'KTM_PORT_KLANG' | 'ERL_EKSPRES' | 'ERL_TRANSIT';

export type Place = {
  name: string;
  latitude: number;
  longitude: number;
  /** As a reverse geocoder names the surroundings: neighbourhood, city, state, postcode. */
  area: string;
  city: string;
  state: 'Kuala Lumpur' | 'Selangor' | 'Putrajaya';
  postcode: string;
  streets: readonly string[];
  /** How busy the place is: more riders, more reviews. */
  weight: number;
  /** The station's name on each line that stops here. */
  stations?: Partial<Record<RailLine, string>>;
  /** An express-bus terminal here. */
  terminal?: string;
};

// Coordinates are the places' centres to about a hundred metres; reviews scatter around them.
export const PLACES: readonly Place[] = [
  {
    name: 'KL Sentral', latitude: 3.1341, longitude: 101.6863, area: 'Brickfields', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50470',
    streets: ['Jalan Stesen Sentral', 'Jalan Tun Sambanthan', 'Jalan Travers', 'Jalan Damansara'], weight: 10,
    stations: { KJ: 'KL Sentral', KG: 'Muzium Negara', MR: 'KL Sentral', KTM_SEREMBAN: 'KL Sentral', KTM_PORT_KLANG: 'KL Sentral', ERL_EKSPRES: 'KL Sentral', ERL_TRANSIT: 'KL Sentral' },
    terminal: 'KL Sentral Bus Hub',
  },
  {
    name: 'Pasar Seni', latitude: 3.1424, longitude: 101.6955, area: 'City Centre', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50050',
    streets: ['Jalan Sultan Mohamed', 'Jalan Hang Kasturi', 'Jalan Tun Tan Cheng Lock', 'Jalan Petaling'], weight: 8,
    stations: { KJ: 'Pasar Seni', KG: 'Pasar Seni' },
  },
  {
    name: 'Masjid Jamek', latitude: 3.1494, longitude: 101.6962, area: 'City Centre', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50100',
    streets: ['Jalan Tun Perak', 'Jalan Melaka', 'Lebuh Ampang', 'Jalan Tuanku Abdul Rahman'], weight: 6,
    stations: { KJ: 'Masjid Jamek', AG: 'Masjid Jamek', SP: 'Masjid Jamek' },
  },
  {
    name: 'Bukit Bintang', latitude: 3.1466, longitude: 101.7113, area: 'Bukit Bintang', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '55100',
    streets: ['Jalan Bukit Bintang', 'Jalan Sultan Ismail', 'Jalan Imbi', 'Jalan Alor'], weight: 8,
    stations: { KG: 'Bukit Bintang', MR: 'Bukit Bintang' },
  },
  {
    name: 'KLCC', latitude: 3.1588, longitude: 101.7133, area: 'Kuala Lumpur City Centre', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50088',
    streets: ['Jalan Ampang', 'Jalan P. Ramlee', 'Persiaran KLCC', 'Jalan Pinang'], weight: 8,
    stations: { KJ: 'KLCC' },
  },
  {
    name: 'Mid Valley', latitude: 3.1184, longitude: 101.6773, area: 'Mid Valley City', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '59200',
    streets: ['Lingkaran Syed Putra', 'Jalan Klang Lama', 'Jalan Bangsar'], weight: 6,
    stations: { KTM_SEREMBAN: 'Mid Valley' },
  },
  {
    name: 'Bangsar', latitude: 3.1276, longitude: 101.679, area: 'Bangsar', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '59100',
    streets: ['Jalan Maarof', 'Jalan Telawi', 'Jalan Bangsar', 'Jalan Ara'], weight: 5,
    stations: { KJ: 'Bangsar' },
  },
  {
    name: 'Subang Jaya', latitude: 3.0848, longitude: 101.588, area: 'SS 15', city: 'Subang Jaya', state: 'Selangor', postcode: '47500',
    streets: ['Jalan SS 15/4', 'Jalan SS 15/5', 'Persiaran Tujuan', 'Jalan Kewajipan'], weight: 6,
    stations: { KJ: 'Subang Jaya', KTM_PORT_KLANG: 'Subang Jaya' },
  },
  {
    name: 'USJ', latitude: 3.055, longitude: 101.592, area: 'USJ 7', city: 'Subang Jaya', state: 'Selangor', postcode: '47610',
    streets: ['Persiaran Kewajipan', 'Jalan USJ 10/1', 'Jalan USJ 9/5'], weight: 3,
    stations: { KJ: 'USJ 7' },
  },
  {
    name: 'Shah Alam', latitude: 3.0738, longitude: 101.5183, area: 'Seksyen 14', city: 'Shah Alam', state: 'Selangor', postcode: '40000',
    streets: ['Persiaran Perbandaran', 'Jalan Plumbum', 'Persiaran Masjid', 'Jalan Tengku Ampuan Zabedah'], weight: 5,
    terminal: 'Terminal Bas Seksyen 17',
  },
  {
    name: 'Shah Alam KTM', latitude: 3.0567, longitude: 101.5253, area: 'Seksyen 19', city: 'Shah Alam', state: 'Selangor', postcode: '40300',
    streets: ['Jalan Bunga Tanjung', 'Jalan Jubli Perak'], weight: 2,
    stations: { KTM_PORT_KLANG: 'Shah Alam' },
  },
  {
    name: 'Klang', latitude: 3.0449, longitude: 101.4456, area: 'Bandar Klang', city: 'Klang', state: 'Selangor', postcode: '41000',
    streets: ['Jalan Tengku Kelana', 'Jalan Meru', 'Jalan Stesen', 'Jalan Dato Hamzah'], weight: 4,
    stations: { KTM_PORT_KLANG: 'Klang' },
  },
  {
    name: 'Port Klang', latitude: 3.0003, longitude: 101.3925, area: 'Pelabuhan Klang', city: 'Klang', state: 'Selangor', postcode: '42000',
    streets: ['Jalan Pelabuhan', 'Persiaran Raja Muda Musa'], weight: 2,
    stations: { KTM_PORT_KLANG: 'Pelabuhan Klang' },
  },
  {
    name: 'Kajang', latitude: 2.983, longitude: 101.79, area: 'Bandar Kajang', city: 'Kajang', state: 'Selangor', postcode: '43000',
    streets: ['Jalan Reko', 'Jalan Bukit', 'Jalan Sulaiman', 'Jalan Semenyih'], weight: 4,
    stations: { KG: 'Kajang', KTM_SEREMBAN: 'Kajang' },
  },
  {
    name: 'Putrajaya', latitude: 2.9264, longitude: 101.6964, area: 'Presint 1', city: 'Putrajaya', state: 'Putrajaya', postcode: '62000',
    streets: ['Persiaran Perdana', 'Persiaran Putra', 'Jalan P1'], weight: 3,
    stations: { ERL_TRANSIT: 'Putrajaya & Cyberjaya', PY: 'Putrajaya Sentral' },
  },
  {
    name: 'Cyberjaya', latitude: 2.9213, longitude: 101.6559, area: 'Cyber 6', city: 'Cyberjaya', state: 'Selangor', postcode: '63000',
    streets: ['Persiaran Multimedia', 'Jalan Teknokrat 3', 'Persiaran Apec'], weight: 3,
    stations: { PY: 'Cyberjaya City Centre' },
  },
  {
    name: 'Ampang', latitude: 3.1497, longitude: 101.7622, area: 'Ampang', city: 'Ampang Jaya', state: 'Selangor', postcode: '68000',
    streets: ['Jalan Ampang', 'Jalan Mamanda 9', 'Jalan Merdeka'], weight: 4,
    stations: { AG: 'Ampang' },
  },
  {
    name: 'Gombak', latitude: 3.2317, longitude: 101.7243, area: 'Gombak', city: 'Gombak', state: 'Selangor', postcode: '68100',
    streets: ['Jalan Gombak', 'Jalan Prima Setapak', 'Jalan Batu 8'], weight: 4,
    stations: { KJ: 'Gombak' },
  },
  {
    name: 'Maluri', latitude: 3.1232, longitude: 101.7272, area: 'Taman Maluri', city: 'Cheras', state: 'Kuala Lumpur', postcode: '55100',
    streets: ['Jalan Cochrane', 'Jalan Jejaka', 'Jalan Peel'], weight: 4,
    stations: { KG: 'Maluri', AG: 'Maluri' },
  },
  {
    name: 'Cheras', latitude: 3.0795, longitude: 101.738, area: 'Taman Connaught', city: 'Cheras', state: 'Kuala Lumpur', postcode: '56000',
    streets: ['Jalan Cheras', 'Jalan Cerdas', 'Jalan Manis 1'], weight: 4,
    stations: { KG: 'Taman Connaught' },
  },
  {
    name: 'Puchong', latitude: 3.048, longitude: 101.621, area: 'Puchong Jaya', city: 'Puchong', state: 'Selangor', postcode: '47100',
    streets: ['Jalan Puchong', 'Jalan Kenari 5', 'Lebuhraya Damansara Puchong'], weight: 4,
    stations: { SP: 'IOI Puchong Jaya' },
  },
  {
    name: 'Sri Petaling', latitude: 3.0612, longitude: 101.6871, area: 'Bandar Baru Sri Petaling', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '57000',
    streets: ['Jalan Radin Bagus', 'Jalan Radin Anum', 'Jalan Memanda'], weight: 3,
    stations: { SP: 'Sri Petaling' },
  },
  {
    name: 'Bukit Jalil', latitude: 3.058, longitude: 101.692, area: 'Bukit Jalil', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '57000',
    streets: ['Jalan Jalil Perkasa 1', 'Persiaran Jalil Utama', 'Jalan Barat'], weight: 3,
    stations: { SP: 'Bukit Jalil' },
  },
  {
    name: 'Bandar Tasik Selatan', latitude: 3.0762, longitude: 101.7112, area: 'Bandar Tasik Selatan', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '57000',
    streets: ['Jalan Terminal Selatan', 'Jalan Tasik Selatan', 'Jalan Sungai Besi'], weight: 5,
    stations: { SP: 'Bandar Tasik Selatan', KTM_SEREMBAN: 'Bandar Tasik Selatan', ERL_TRANSIT: 'Bandar Tasik Selatan' },
    terminal: 'Terminal Bersepadu Selatan (TBS)',
  },
  {
    name: 'Pudu', latitude: 3.1449, longitude: 101.6993, area: 'Pudu', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50150',
    streets: ['Jalan Pudu', 'Jalan Cheng Lock', 'Jalan Hang Tuah'], weight: 4,
    stations: { AG: 'Plaza Rakyat', SP: 'Plaza Rakyat' },
    terminal: 'Pudu Sentral',
  },
  {
    name: 'Hang Tuah', latitude: 3.1403, longitude: 101.7059, area: 'Bukit Bintang', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '55100',
    streets: ['Jalan Hang Tuah', 'Jalan Pudu', 'Jalan Sultan Sulaiman'], weight: 3,
    stations: { AG: 'Hang Tuah', SP: 'Hang Tuah', MR: 'Hang Tuah' },
  },
  {
    name: 'Tun Razak Exchange', latitude: 3.1425, longitude: 101.7203, area: 'Tun Razak Exchange', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '55188',
    streets: ['Persiaran TRX', 'Jalan Tun Razak', 'Jalan Sultan Yahya Petra'], weight: 3,
    stations: { KG: 'Tun Razak Exchange (TRX)' },
  },
  {
    name: 'Titiwangsa', latitude: 3.1736, longitude: 101.6953, area: 'Titiwangsa', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '53200',
    streets: ['Jalan Tun Razak', 'Jalan Pahang', 'Jalan Kuantan'], weight: 3,
    stations: { AG: 'Titiwangsa', SP: 'Titiwangsa', MR: 'Titiwangsa', PY: 'Titiwangsa' },
  },
  {
    name: 'Chow Kit', latitude: 3.1634, longitude: 101.6983, area: 'Chow Kit', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50350',
    streets: ['Jalan Raja Laut', 'Jalan Haji Taib', 'Jalan Tuanku Abdul Rahman'], weight: 3,
    stations: { MR: 'Chow Kit' },
  },
  {
    name: 'Sentul', latitude: 3.186, longitude: 101.689, area: 'Sentul', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '51000',
    streets: ['Jalan Sentul', 'Jalan Ipoh', 'Jalan Strachan'], weight: 3,
    stations: { AG: 'Sentul Timur', SP: 'Sentul Timur', KTM_PORT_KLANG: 'Sentul' },
  },
  {
    name: 'Setapak', latitude: 3.199, longitude: 101.72, area: 'Setapak', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '53300',
    streets: ['Jalan Genting Kelang', 'Jalan Langkawi', 'Jalan Danau Kota'], weight: 3,
  },
  {
    name: 'Wangsa Maju', latitude: 3.2057, longitude: 101.7318, area: 'Wangsa Maju', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '53300',
    streets: ['Jalan 1/27A', 'Jalan Wangsa Delima', 'Jalan Usahawan'], weight: 2,
    stations: { KJ: 'Wangsa Maju' },
  },
  {
    name: 'Kepong', latitude: 3.211, longitude: 101.637, area: 'Kepong Baru', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '52100',
    streets: ['Jalan Kepong', 'Jalan Metro Prima', 'Jalan Ambang Botanic'], weight: 3,
    stations: { PY: 'Kepong Baru', KTM_PORT_KLANG: 'Kepong Sentral' },
  },
  {
    name: 'Kelana Jaya', latitude: 3.1124, longitude: 101.6045, area: 'Kelana Jaya', city: 'Petaling Jaya', state: 'Selangor', postcode: '47301',
    streets: ['Jalan SS 6/1', 'Persiaran Kelana Jaya', 'Jalan Perbandaran'], weight: 4,
    stations: { KJ: 'Kelana Jaya' },
  },
  {
    name: 'Petaling Jaya SS2', latitude: 3.1187, longitude: 101.622, area: 'SS 2', city: 'Petaling Jaya', state: 'Selangor', postcode: '47300',
    streets: ['Jalan SS 2/24', 'Jalan SS 2/72', 'Jalan SS 2/75', 'Jalan Harapan'], weight: 4,
  },
  {
    name: 'Petaling Jaya Section 14', latitude: 3.1077, longitude: 101.6367, area: 'Seksyen 14', city: 'Petaling Jaya', state: 'Selangor', postcode: '46100',
    streets: ['Jalan Sultan', 'Jalan Semangat', 'Jalan 14/20', 'Jalan Universiti'], weight: 4,
    stations: { KJ: 'Taman Jaya' },
  },
  {
    name: 'Petaling Jaya Old Town', latitude: 3.0874, longitude: 101.6472, area: 'PJ Old Town', city: 'Petaling Jaya', state: 'Selangor', postcode: '46000',
    streets: ['Jalan Othman', 'Jalan Templer', 'Jalan 1/57'], weight: 2,
  },
  {
    name: 'Bandar Utama', latitude: 3.1488, longitude: 101.6165, area: 'Bandar Utama', city: 'Petaling Jaya', state: 'Selangor', postcode: '47800',
    streets: ['Lebuh Bandar Utama', 'Jalan PJU 7/3', 'Persiaran Bandar Utama'], weight: 4,
    stations: { KG: 'Bandar Utama' },
  },
  {
    name: 'Taman Tun Dr Ismail', latitude: 3.136, longitude: 101.631, area: 'Taman Tun Dr Ismail', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '60000',
    streets: ['Jalan Tun Mohd Fuad', 'Lebuhraya SPRINT', 'Jalan Datuk Sulaiman'], weight: 2,
    stations: { KG: 'Taman Tun Dr Ismail' },
  },
  {
    name: 'Pusat Bandar Damansara', latitude: 3.144, longitude: 101.662, area: 'Bukit Damansara', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50490',
    streets: ['Jalan Semantan', 'Jalan Damanlela', 'Jalan Beringin'], weight: 2,
    stations: { KG: 'Pusat Bandar Damansara' },
  },
  {
    name: 'Kota Damansara', latitude: 3.1497, longitude: 101.5937, area: 'Kota Damansara', city: 'Petaling Jaya', state: 'Selangor', postcode: '47810',
    streets: ['Jalan PJU 5/1', 'Jalan Teknologi', 'Persiaran Surian'], weight: 3,
    stations: { KG: 'Surian' },
  },
  {
    name: 'Sungai Buloh', latitude: 3.2063, longitude: 101.5817, area: 'Sungai Buloh', city: 'Sungai Buloh', state: 'Selangor', postcode: '47000',
    streets: ['Jalan Sungai Buloh', 'Jalan Stesen', 'Persiaran Mahogani'], weight: 3,
    stations: { KG: 'Kwasa Damansara', KTM_PORT_KLANG: 'Sungai Buloh' },
  },
  {
    name: 'Mont Kiara', latitude: 3.1685, longitude: 101.651, area: 'Mont Kiara', city: 'Kuala Lumpur', state: 'Kuala Lumpur', postcode: '50480',
    streets: ['Jalan Kiara', 'Jalan Desa Kiara', 'Jalan Kiara 3'], weight: 2,
  },
  {
    name: 'Ara Damansara', latitude: 3.1093, longitude: 101.5862, area: 'Ara Damansara', city: 'Petaling Jaya', state: 'Selangor', postcode: '47301',
    streets: ['Jalan PJU 1A/3', 'Jalan PJU 1A/20', 'Persiaran Lagoon'], weight: 2,
    stations: { KJ: 'Ara Damansara' },
  },
  {
    name: 'Putra Heights', latitude: 2.996, longitude: 101.575, area: 'Putra Heights', city: 'Subang Jaya', state: 'Selangor', postcode: '47650',
    streets: ['Persiaran Putra Harmoni', 'Jalan Putra Mahkota 7/2'], weight: 2,
    stations: { KJ: 'Putra Heights', SP: 'Putra Heights' },
  },
  {
    name: 'Serdang', latitude: 3.023, longitude: 101.716, area: 'Seri Kembangan', city: 'Seri Kembangan', state: 'Selangor', postcode: '43300',
    streets: ['Jalan Besar', 'Jalan SK 8/1', 'Lebuh Serdang'], weight: 3,
    stations: { KTM_SEREMBAN: 'Serdang', PY: 'Serdang Jaya' },
  },
  {
    name: 'Bangi', latitude: 2.904, longitude: 101.786, area: 'Bandar Baru Bangi', city: 'Bangi', state: 'Selangor', postcode: '43650',
    streets: ['Persiaran Bandar', 'Jalan P 10/10', 'Persiaran Pekeliling'], weight: 2,
    stations: { KTM_SEREMBAN: 'Bangi' },
  },
  {
    name: 'Semenyih', latitude: 2.9516, longitude: 101.8434, area: 'Semenyih', city: 'Semenyih', state: 'Selangor', postcode: '43500',
    streets: ['Jalan Besar Semenyih', 'Jalan Semenyih Indah'], weight: 1,
  },
  {
    name: 'Batu Caves', latitude: 3.2376, longitude: 101.6813, area: 'Batu Caves', city: 'Gombak', state: 'Selangor', postcode: '68100',
    streets: ['Jalan Batu Caves', 'Jalan Sungai Tua', 'Persiaran Batu Caves'], weight: 3,
    stations: { KTM_PORT_KLANG: 'Batu Caves' },
  },
  {
    name: 'Rawang', latitude: 3.319, longitude: 101.575, area: 'Bandar Rawang', city: 'Rawang', state: 'Selangor', postcode: '48000',
    streets: ['Jalan Rawang', 'Jalan Bandar Rawang 2', 'Jalan Stesen'], weight: 2,
    stations: { KTM_PORT_KLANG: 'Rawang' },
  },
  {
    name: 'Setia Alam', latitude: 3.104, longitude: 101.454, area: 'Setia Alam', city: 'Shah Alam', state: 'Selangor', postcode: '40170',
    streets: ['Persiaran Setia Alam', 'Jalan Setia Prima', 'Jalan Setia Dagang'], weight: 2,
  },
  {
    name: 'Salak Tinggi', latitude: 2.823, longitude: 101.732, area: 'Bandar Baru Salak Tinggi', city: 'Sepang', state: 'Selangor', postcode: '43900',
    streets: ['Jalan Salak Tinggi', 'Jalan Bandar Baru Salak Tinggi'], weight: 1,
    stations: { ERL_TRANSIT: 'Salak Tinggi' },
  },
  {
    name: 'Dengkil', latitude: 2.859, longitude: 101.677, area: 'Dengkil', city: 'Dengkil', state: 'Selangor', postcode: '43800',
    streets: ['Jalan Dengkil', 'Jalan Besar Dengkil'], weight: 1,
  },
];

export const insideKlangValley = (latitude: number, longitude: number) =>
  latitude >= KLANG_VALLEY.south && latitude <= KLANG_VALLEY.north && longitude >= KLANG_VALLEY.west && longitude <= KLANG_VALLEY.east;

const METRES_PER_DEGREE = 111_320;

/** A point about `sigmaMetres` from the given one (normally distributed), kept inside the Klang Valley. */
export function scatter(random: Random, latitude: number, longitude: number, sigmaMetres: number) {
  for (;;) {
    const lat = latitude + (random.normal() * sigmaMetres) / METRES_PER_DEGREE;
    const lon = longitude + (random.normal() * sigmaMetres) / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
    // Six decimals: about 10 cm, what a map marker reports.
    if (insideKlangValley(lat, lon)) return { latitude: Number(lat.toFixed(6)), longitude: Number(lon.toFixed(6)) };
  }
}

export function nearestPlace(latitude: number, longitude: number): Place {
  let best = PLACES[0]!;
  let bestDistance = Infinity;
  for (const place of PLACES) {
    const d = (place.latitude - latitude) ** 2 + ((place.longitude - longitude) * Math.cos((latitude * Math.PI) / 180)) ** 2;
    if (d < bestDistance) [best, bestDistance] = [place, d];
  }
  return best;
}

/**
 * An address the way a Nominatim reverse lookup reads ("Stesen LRT Bangsar, Jalan Bangsar, Bangsar,
 * Kuala Lumpur, 59100, Malaysia"); now and then the form's placeholder, when geocoding did not answer.
 */
export function addressNear(random: Random, place: Place, landmark?: string): string {
  if (random.chance(0.01)) return ADDRESS_PLACEHOLDER.en;
  const parts = [landmark, random.pick(place.streets), place.area === place.city ? undefined : place.area, place.city, place.state === place.city ? undefined : place.state, place.postcode, 'Malaysia'];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}
