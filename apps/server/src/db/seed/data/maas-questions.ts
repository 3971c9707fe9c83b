/**
 * The five mobility-as-a-service (MaaS) feature ideas shown on the MaaS page,
 * each asking riders 'Is this useful for you?' with a Yes/No poll.
 * `key` is a stable slug used to record votes; do not rename existing keys.
 */
export type MaasQuestion = {
  readonly key: string;
  readonly sort: number;
  readonly titleEn: string;
  readonly titleMs: string;
  readonly descriptionEn: string;
  readonly descriptionMs: string;
  readonly images: readonly string[];
  readonly link: string | null;
};

export const MAAS_QUESTIONS = [
  {
    key: 'journey-planner',
    sort: 1,
    titleEn: 'One journey planner for every mode',
    titleMs: 'Satu perancang perjalanan untuk semua mod',
    descriptionEn:
      'Plan a door-to-door trip that combines bus, LRT, MRT, monorail, KTM Komuter and e-hailing in one app. See real-time arrivals, walking distances and the total fare before you leave.',
    descriptionMs:
      'Rancang perjalanan dari pintu ke pintu yang menggabungkan bas, LRT, MRT, monorel, KTM Komuter dan e-hailing dalam satu aplikasi. Lihat waktu ketibaan masa nyata, jarak berjalan kaki dan jumlah tambang sebelum anda bertolak.',
    images: [],
    link: null,
  },
  {
    key: 'integrated-payment',
    sort: 2,
    titleEn: 'Pay once across every mode',
    titleMs: 'Satu bayaran untuk semua mod',
    descriptionEn:
      "Use one account, linked to your Touch 'n Go card, bank card or e-wallet, to pay for rail, bus, e-hailing and bike-share. Transfers are recognised automatically, and a daily fare cap means you never pay more than a set amount.",
    descriptionMs:
      "Gunakan satu akaun yang dipautkan kepada kad Touch 'n Go, kad bank atau e-dompet anda untuk membayar rel, bas, e-hailing dan basikal kongsi. Pertukaran dikenal pasti secara automatik, dan had tambang harian memastikan anda tidak membayar lebih daripada jumlah yang ditetapkan.",
    images: [],
    link: null,
  },
  {
    key: 'monthly-mobility-pass',
    sort: 3,
    titleEn: 'Monthly mobility subscription',
    titleMs: 'Langganan mobiliti bulanan',
    descriptionEn:
      'Pay a fixed monthly fee for unlimited rail and bus rides, plus a bundle of e-hailing credit and bike-share minutes. Choose the plan that matches how often you travel.',
    descriptionMs:
      'Bayar yuran bulanan tetap untuk perjalanan rel dan bas tanpa had, berserta pakej kredit e-hailing dan minit basikal kongsi. Pilih pelan yang sepadan dengan kekerapan perjalanan anda.',
    images: [],
    link: null,
  },
  {
    key: 'first-last-mile',
    sort: 4,
    titleEn: 'First- and last-mile booking',
    titleMs: 'Tempahan sambungan batu pertama dan terakhir',
    descriptionEn:
      'Reserve a bike-share bike, an e-scooter or a seat on a feeder bus as part of your trip, so getting to and from the station is as easy as the train ride itself.',
    descriptionMs:
      'Tempah basikal kongsi, skuter elektrik atau tempat duduk dalam bas perantara sebagai sebahagian daripada perjalanan anda, supaya perjalanan ke dan dari stesen semudah menaiki tren itu sendiri.',
    images: [],
    link: null,
  },
  {
    key: 'on-demand-shuttle',
    sort: 5,
    titleEn: 'On-demand neighbourhood van',
    titleMs: 'Van kejiranan atas permintaan',
    descriptionEn:
      'Book a shared van in the app in areas where regular buses are infrequent. It picks up riders heading the same way near their homes and drops them at the nearest station or town centre.',
    descriptionMs:
      'Tempah van kongsi melalui aplikasi di kawasan yang jarang dilalui bas biasa. Van ini mengambil penumpang yang menuju ke arah yang sama berhampiran rumah mereka dan menurunkan mereka di stesen atau pusat bandar terdekat.',
    images: [],
    link: null,
  },
] as const satisfies readonly MaasQuestion[];

export type MaasQuestionKey = (typeof MAAS_QUESTIONS)[number]['key'];
