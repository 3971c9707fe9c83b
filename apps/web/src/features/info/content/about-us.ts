import { link, ol, p, strong } from './helpers';
import type { InfoLink, InfoPageContent, InfoSection, Localised } from './types';

export type InvolvementKind = 'review' | 'survey' | 'maas';

export interface InvolvementWay {
  readonly kind: InvolvementKind;
  readonly title: string;
  readonly description: string;
  readonly action: InfoLink;
}

export interface AboutUsContent extends InfoPageContent {
  readonly involve: {
    readonly id: string;
    readonly heading: string;
    readonly intro: string;
    readonly ways: readonly InvolvementWay[];
  };
  /** Sections shown after the "get involved" cards. */
  readonly closing: readonly InfoSection[];
}

export const aboutUsContent: Localised<AboutUsContent> = {
  en: {
    title: 'About us',
    lead: [
      'Suara Transit is where riders in the Klang Valley tell us how public ' +
        'transport really works for them, so that it can work better.',
    ],
    sections: [
      {
        id: 'what-we-do',
        heading: 'What we do',
        blocks: [
          p(
            'We collect public feedback on every way of getting around the ' +
              'Klang Valley: buses, trains, taxis, e-hailing, car-sharing, and ' +
              'walking or cycling to the stop.',
          ),
          ol(
            [strong('Collect.'), ' You share a travel experience, the good and the bad.'],
            [
              strong('Verify and curate.'),
              ' Our moderators check each review and bring similar reports ' +
                'together, so the real patterns stand out.',
            ],
            [
              strong('Recommend.'),
              ' We turn what riders tell us into clear recommendations that ' +
                'help transit operators improve their service.',
            ],
          ),
        ],
      },
      {
        id: 'why-it-matters',
        heading: 'Why your voice matters',
        blocks: [
          p(
            'One complaint is easy to miss. A hundred riders pointing at the ' +
              'same broken lift, the same late bus or the same unsafe crossing ' +
              'are not. Your review adds weight to the case for change.',
          ),
        ],
      },
    ],
    involve: {
      id: 'get-involved',
      heading: 'Three ways to get involved',
      intro: 'Pick one, or do all three. Each takes only a few minutes.',
      ways: [
        {
          kind: 'review',
          title: 'Transport experience review',
          description:
            'Had a great trip, or waited for a bus that never came? Tell us ' +
            'what happened, where and when. Every review gets a ticket number.',
          action: link('Write a review', '/review'),
        },
        {
          kind: 'survey',
          title: 'Mobility needs',
          description:
            'Answer a short survey about how you travel and what you need ' +
            "from public transport. You could win one of 25 RM50 Touch 'n Go " +
            'cards (terms and conditions apply).',
          action: link('Take the mobility survey', '/survey'),
        },
        {
          kind: 'maas',
          title: 'MaaS ideation',
          description:
            'Mobility as a Service (MaaS) puts planning, booking and paying ' +
            'for every kind of transport in one app. Tell us which features ' +
            'would help you.',
          action: link('Vote on MaaS ideas', '/maas'),
        },
      ],
    },
    closing: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          p(
            'Suara Transit is run by a small team of engineers, researchers ' +
              'and community moderators based in Petaling Jaya.',
          ),
          p([
            link('Meet the Suara Transit team', '/meet-the-team'),
            ', or ',
            link('contact us with a question or idea', '/contact-us'),
            '.',
          ]),
        ],
      },
    ],
  },
  ms: {
    title: 'Tentang kami',
    lead: [
      'Suara Transit ialah ruang untuk penumpang di Lembah Klang berkongsi ' +
        'pengalaman sebenar menggunakan pengangkutan awam, supaya ' +
        'perkhidmatannya dapat diperbaik.',
    ],
    sections: [
      {
        id: 'what-we-do',
        heading: 'Apa yang kami lakukan',
        blocks: [
          p(
            'Kami mengumpul maklum balas orang ramai tentang semua cara ' +
              'bergerak di Lembah Klang: bas, kereta api, teksi, e-hailing, ' +
              'perkongsian kereta, serta berjalan kaki atau berbasikal ke ' +
              'hentian.',
          ),
          ol(
            [
              strong('Kumpul.'),
              ' Anda berkongsi pengalaman perjalanan, sama ada yang baik ' +
                'atau yang kurang baik.',
            ],
            [
              strong('Sahkan dan susun.'),
              ' Moderator kami menyemak setiap ulasan dan menghimpunkan ' +
                'laporan yang serupa, supaya corak sebenar lebih jelas.',
            ],
            [
              strong('Cadangkan.'),
              ' Kami menjadikan suara penumpang sebagai cadangan yang jelas ' +
                'untuk membantu pengendali pengangkutan menambah baik ' +
                'perkhidmatan mereka.',
            ],
          ),
        ],
      },
      {
        id: 'why-it-matters',
        heading: 'Mengapa suara anda penting',
        blocks: [
          p(
            'Satu aduan mudah terlepas pandang. Tetapi seratus penumpang yang ' +
              'menunjuk kepada lif rosak yang sama, bas lewat yang sama atau ' +
              'lintasan berbahaya yang sama tidak boleh diabaikan. Ulasan anda ' +
              'menguatkan desakan untuk perubahan.',
          ),
        ],
      },
    ],
    involve: {
      id: 'get-involved',
      heading: 'Tiga cara untuk menyertai kami',
      intro: 'Pilih satu, atau buat ketiga-tiganya. Setiap satu hanya ' +
        'mengambil masa beberapa minit.',
      ways: [
        {
          kind: 'review',
          title: 'Ulasan pengalaman pengangkutan',
          description:
            'Perjalanan anda menyenangkan, atau bas yang ditunggu tidak ' +
            'kunjung tiba? Ceritakan apa yang berlaku, di mana dan bila. ' +
            'Setiap ulasan diberi nombor tiket.',
          action: link('Tulis ulasan', '/review'),
        },
        {
          kind: 'survey',
          title: 'Keperluan mobiliti',
          description:
            'Jawab tinjauan ringkas tentang cara anda bergerak dan perkara ' +
            'yang anda perlukan daripada pengangkutan awam. Anda berpeluang ' +
            "memenangi satu daripada 25 kad Touch 'n Go bernilai RM50 " +
            '(tertakluk pada terma dan syarat).',
          action: link('Jawab tinjauan mobiliti', '/survey'),
        },
        {
          kind: 'maas',
          title: 'Idea MaaS',
          description:
            'Mobiliti sebagai Perkhidmatan (MaaS) menghimpunkan perancangan, ' +
            'tempahan dan bayaran untuk semua jenis pengangkutan dalam satu ' +
            'aplikasi. Beritahu kami ciri yang berguna untuk anda.',
          action: link('Undi idea MaaS', '/maas'),
        },
      ],
    },
    closing: [
      {
        id: 'who-we-are',
        heading: 'Siapa kami',
        blocks: [
          p(
            'Suara Transit dikendalikan oleh sekumpulan kecil jurutera, ' +
              'penyelidik dan moderator komuniti yang berpangkalan di ' +
              'Petaling Jaya.',
          ),
          p([
            link('Kenali pasukan Suara Transit', '/meet-the-team'),
            ', atau ',
            link('hubungi kami untuk bertanya atau berkongsi idea', '/contact-us'),
            '.',
          ]),
        ],
      },
    ],
  },
};
