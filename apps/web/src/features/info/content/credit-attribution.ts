import { link, links, note, p, ul } from './helpers';
import type { InfoLink, InfoPageContent, Localised, RichText } from './types';

const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';
const ODBL = 'https://opendatacommons.org/licenses/odbl/1-0/';
const OSM_TILE_POLICY = 'https://operations.osmfoundation.org/policies/tiles/';
const NOMINATIM = 'https://nominatim.org/';
const NOMINATIM_POLICY = 'https://operations.osmfoundation.org/policies/nominatim/';
const LEAFLET = 'https://leafletjs.com/';
const TABLER_ICONS = 'https://tabler.io/icons';

interface SoftwareCredit {
  readonly name: string;
  readonly href: string;
  readonly licence: 'MIT' | 'Apache-2.0' | 'PostgreSQL';
  readonly use: { readonly en: string; readonly ms: string };
}

/** Open-source software the product is built with, and each licence. */
const software: readonly SoftwareCredit[] = [
  {
    name: 'React',
    href: 'https://react.dev/',
    licence: 'MIT',
    use: { en: 'builds the pages you see', ms: 'membina halaman yang anda lihat' },
  },
  {
    name: 'React Router',
    href: 'https://reactrouter.com/',
    licence: 'MIT',
    use: { en: 'moves between pages', ms: 'mengendalikan pertukaran halaman' },
  },
  {
    name: 'Mantine',
    href: 'https://mantine.dev/',
    licence: 'MIT',
    use: { en: 'buttons, forms and layout', ms: 'butang, borang dan susun atur' },
  },
  {
    name: 'TanStack Query',
    href: 'https://tanstack.com/query',
    licence: 'MIT',
    use: { en: 'loads data from our server', ms: 'memuatkan data daripada pelayan kami' },
  },
  {
    name: 'Fastify',
    href: 'https://fastify.dev/',
    licence: 'MIT',
    use: { en: 'runs our server', ms: 'menjalankan pelayan kami' },
  },
  {
    name: 'PostgreSQL',
    href: 'https://www.postgresql.org/',
    licence: 'PostgreSQL',
    use: { en: 'stores reviews and accounts', ms: 'menyimpan ulasan dan akaun' },
  },
  {
    name: 'PGlite',
    href: 'https://pglite.dev/',
    licence: 'Apache-2.0',
    use: {
      en: 'PostgreSQL in a single process, for small setups and testing',
      ms: 'PostgreSQL dalam satu proses, untuk pemasangan kecil dan ujian',
    },
  },
  {
    name: 'Drizzle ORM',
    href: 'https://orm.drizzle.team/',
    licence: 'Apache-2.0',
    use: { en: 'talks to the database', ms: 'berhubung dengan pangkalan data' },
  },
  {
    name: 'Zod',
    href: 'https://zod.dev/',
    licence: 'MIT',
    use: { en: 'checks the data sent to us', ms: 'menyemak data yang dihantar kepada kami' },
  },
];

const licenceNames = {
  en: { MIT: 'MIT Licence', 'Apache-2.0': 'Apache Licence 2.0', PostgreSQL: 'PostgreSQL Licence' },
  ms: { MIT: 'Lesen MIT', 'Apache-2.0': 'Lesen Apache 2.0', PostgreSQL: 'Lesen PostgreSQL' },
} as const;

function softwareList(lang: 'en' | 'ms'): RichText[] {
  return software.map((item) => [
    link(item.name, item.href, 'en'),
    `: ${item.use[lang]}. ${licenceNames[lang][item.licence]}.`,
  ]);
}

const mapLinks = (labels: [string, string]): InfoLink[] => [
  link(labels[0], OSM_COPYRIGHT),
  link(labels[1], ODBL),
];

export const creditAttributionContent: Localised<InfoPageContent> = {
  en: {
    title: 'Credit and attribution',
    lead: [
      'Suara Transit stands on the work of many people who share maps, ' +
        'data and software openly. Thank you.',
    ],
    sections: [
      {
        id: 'map-data',
        heading: 'Map data',
        blocks: [
          p([
            'Map data © OpenStreetMap contributors. It is available under the ',
            'Open Database License (ODbL).',
          ]),
          links(
            ...mapLinks([
              'OpenStreetMap copyright and licence',
              'Open Database License (ODbL) 1.0',
            ]),
          ),
        ],
      },
      {
        id: 'map-tiles',
        heading: 'Map tiles and map library',
        blocks: [
          p(
            'The map pictures (tiles) are drawn from OpenStreetMap data and ' +
              'served by the OpenStreetMap Foundation’s standard tile layer. ' +
              'We follow its usage policy.',
          ),
          p([
            'The interactive map is built with ',
            link('Leaflet, the open-source map library', LEAFLET),
            ', released under the BSD 2-Clause Licence.',
          ]),
          links(link('OpenStreetMap tile usage policy', OSM_TILE_POLICY)),
        ],
      },
      {
        id: 'geocoding',
        heading: 'Address search',
        blocks: [
          p(
            'Address search, and the address shown when you place a pin on ' +
              'the map, come from a Nominatim-compatible geocoding service that ' +
              'uses OpenStreetMap data.',
          ),
          links(
            link('About Nominatim', NOMINATIM),
            link('Nominatim usage policy', NOMINATIM_POLICY),
          ),
        ],
      },
      {
        id: 'bus-stops',
        heading: 'Bus stops',
        blocks: [
          note(
            'The bus-stop positions of the Petaling Jaya routes 01 to 06 are ' +
              'approximate. They will be corrected when we import an official ' +
              'GTFS feed (the standard format operators use to publish ' +
              'routes, stops and timetables).',
          ),
          p([
            'Spotted a stop in the wrong place? ',
            link('Tell us where the stop really is', '/contact-us'),
            '.',
          ]),
        ],
      },
      {
        id: 'icons',
        heading: 'Icons',
        blocks: [
          p([
            'Icons are from ',
            link('Tabler Icons', TABLER_ICONS, 'en'),
            ', released under the MIT Licence.',
          ]),
        ],
      },
      {
        id: 'software',
        heading: 'Open-source software',
        blocks: [
          p('Suara Transit is built with these open-source projects:'),
          ul(...softwareList('en')),
        ],
      },
      {
        id: 'rider-content',
        heading: 'Reviews and photos',
        blocks: [
          p([
            'Reviews, comments and photos belong to the riders who posted ' +
              'them. See our ',
            link('Terms of Use', '/term-of-use'),
            ' for how we may display them.',
          ]),
          p([
            'Missing a credit, or want one changed? ',
            link('Contact the Suara Transit team', '/contact-us'),
            '.',
          ]),
        ],
      },
    ],
  },
  ms: {
    title: 'Kredit dan atribusi',
    lead: [
      'Suara Transit dibina atas usaha ramai orang yang berkongsi peta, ' +
        'data dan perisian secara terbuka. Terima kasih.',
    ],
    sections: [
      {
        id: 'map-data',
        heading: 'Data peta',
        blocks: [
          p([
            'Data peta © penyumbang OpenStreetMap. Data ini tersedia di bawah ',
            'Lesen Pangkalan Data Terbuka (Open Database License, ODbL).',
          ]),
          links(
            ...mapLinks([
              'Hak cipta dan lesen OpenStreetMap',
              'Open Database License (ODbL) 1.0',
            ]),
          ),
        ],
      },
      {
        id: 'map-tiles',
        heading: 'Jubin peta dan pustaka peta',
        blocks: [
          p(
            'Gambar peta (jubin) dilukis daripada data OpenStreetMap dan ' +
              'disediakan oleh lapisan jubin standard Yayasan OpenStreetMap. ' +
              'Kami mematuhi dasar penggunaannya.',
          ),
          p([
            'Peta interaktif dibina dengan ',
            link('Leaflet, pustaka peta sumber terbuka', LEAFLET),
            ', di bawah Lesen BSD 2-Klausa.',
          ]),
          links(link('Dasar penggunaan jubin OpenStreetMap', OSM_TILE_POLICY)),
        ],
      },
      {
        id: 'geocoding',
        heading: 'Carian alamat',
        blocks: [
          p(
            'Carian alamat, serta alamat yang dipaparkan apabila anda ' +
              'meletakkan pin pada peta, diperoleh daripada perkhidmatan ' +
              'geokod yang serasi dengan Nominatim dan menggunakan data ' +
              'OpenStreetMap.',
          ),
          links(
            link('Tentang Nominatim', NOMINATIM),
            link('Dasar penggunaan Nominatim', NOMINATIM_POLICY),
          ),
        ],
      },
      {
        id: 'bus-stops',
        heading: 'Perhentian bas',
        blocks: [
          note(
            'Kedudukan hentian bas bagi laluan Petaling Jaya 01 hingga 06 ' +
              'ialah anggaran sahaja. Kedudukan ini akan dibetulkan apabila ' +
              'kami mengimport suapan GTFS rasmi (format piawai yang digunakan ' +
              'oleh pengendali untuk menerbitkan laluan, hentian dan jadual).',
          ),
          p([
            'Nampak hentian di tempat yang salah? ',
            link('Beritahu kami lokasi sebenar hentian itu', '/contact-us'),
            '.',
          ]),
        ],
      },
      {
        id: 'icons',
        heading: 'Ikon',
        blocks: [
          p([
            'Ikon diambil daripada ',
            link('Tabler Icons', TABLER_ICONS, 'en'),
            ', di bawah Lesen MIT.',
          ]),
        ],
      },
      {
        id: 'software',
        heading: 'Perisian sumber terbuka',
        blocks: [
          p('Suara Transit dibina dengan projek sumber terbuka berikut:'),
          ul(...softwareList('ms')),
        ],
      },
      {
        id: 'rider-content',
        heading: 'Ulasan dan foto',
        blocks: [
          p([
            'Ulasan, komen dan foto adalah milik penumpang yang ' +
              'menyiarkannya. Baca ',
            link('Terma Penggunaan', '/term-of-use'),
            ' kami untuk mengetahui cara kami boleh memaparkannya.',
          ]),
          p([
            'Ada kredit yang tertinggal, atau perlu dipinda? ',
            link('Hubungi pasukan Suara Transit', '/contact-us'),
            '.',
          ]),
        ],
      },
    ],
  },
};
