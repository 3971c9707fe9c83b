import { link, links, note, p, strong } from './helpers';
import type { InfoPageContent, Localised } from './types';

export const disclaimerContent: Localised<InfoPageContent> = {
  en: {
    title: 'Disclaimer',
    lead: ['Please read this before you rely on anything you find on Suara Transit.'],
    sections: [
      {
        id: 'opinions',
        heading: 'Reviews are riders’ opinions',
        blocks: [
          p(
            'Reviews, comments and photos are the views of the riders who post ' +
              'them, not of Suara Transit. They are not verified facts until our ' +
              'moderators have verified them, and even a verified review ' +
              'describes one rider’s experience.',
          ),
        ],
      },
      {
        id: 'not-an-operator',
        heading: 'We are not a transport operator',
        blocks: [
          p(
            'Suara Transit does not run any bus, train, taxi, e-hailing or ' +
              'car-sharing service, and does not speak for any operator. We ' +
              'cannot deal with timetables, fares, refunds or lost property. ' +
              'For those, please contact the operator directly.',
          ),
          p(
            'Our recommendations to operators are based on what riders tell ' +
              'us. Whether and how an operator acts on them is up to the operator.',
          ),
        ],
      },
      {
        id: 'no-guarantee',
        heading: 'No guarantee',
        blocks: [
          p(
            'We do our best to keep Suara Transit accurate and running, but we ' +
              'cannot guarantee that its content is complete, correct or up to ' +
              'date, or that the site will always be available.',
          ),
          p([
            'Maps, addresses and bus-stop positions may be approximate (see ',
            link('Credit and attribution', '/credit-attribution'),
            '). For important journeys, check the operator’s official ' +
              'information.',
          ]),
        ],
      },
      {
        id: 'safety',
        heading: 'Safety',
        blocks: [
          note([
            strong('Suara Transit is not an emergency service.'),
            ' In an emergency, call 999. To report a crime, contact the police.',
          ]),
        ],
      },
      {
        id: 'links',
        heading: 'Links to other websites',
        blocks: [
          p(
            'We link to other websites, such as map services and the survey ' +
              'form. We are not responsible for their content or how they ' +
              'handle your data, and a link does not mean we endorse them.',
          ),
        ],
      },
      {
        id: 'more',
        heading: 'More information',
        blocks: [
          links(
            link('Terms of Use, including our limitation of liability', '/term-of-use'),
            link('Content Policy', '/content-policy'),
            link('Privacy and Cookies', '/privacy-cookies'),
            link('Contact the Suara Transit team', '/contact-us'),
          ),
        ],
      },
    ],
  },
  ms: {
    title: 'Penafian',
    lead: [
      'Sila baca perkara ini sebelum anda bergantung pada apa-apa yang anda ' +
        'temui di Suara Transit.',
    ],
    sections: [
      {
        id: 'opinions',
        heading: 'Ulasan ialah pendapat penumpang',
        blocks: [
          p(
            'Ulasan, komen dan foto ialah pandangan penumpang yang ' +
              'menyiarkannya, bukan pandangan Suara Transit. Kandungan ini ' +
              'bukan fakta yang disahkan sehingga moderator kami ' +
              'mengesahkannya, malah ulasan yang disahkan pun hanya ' +
              'menggambarkan pengalaman seorang penumpang.',
          ),
        ],
      },
      {
        id: 'not-an-operator',
        heading: 'Kami bukan pengendali pengangkutan',
        blocks: [
          p(
            'Suara Transit tidak mengendalikan sebarang perkhidmatan bas, ' +
              'kereta api, teksi, e-hailing atau perkongsian kereta, dan tidak ' +
              'mewakili mana-mana pengendali. Kami tidak dapat menguruskan ' +
              'jadual, tambang, bayaran balik atau barang hilang. Untuk ' +
              'perkara tersebut, sila hubungi pengendali secara terus.',
          ),
          p(
            'Cadangan kami kepada pengendali berdasarkan apa yang dikongsi ' +
              'oleh penumpang. Sama ada dan bagaimana cadangan itu ' +
              'dilaksanakan terpulang kepada pengendali.',
          ),
        ],
      },
      {
        id: 'no-guarantee',
        heading: 'Tiada jaminan',
        blocks: [
          p(
            'Kami berusaha sedaya upaya untuk memastikan Suara Transit tepat ' +
              'dan sentiasa berfungsi, tetapi kami tidak dapat menjamin bahawa ' +
              'kandungannya lengkap, betul atau terkini, atau bahawa laman ini ' +
              'sentiasa tersedia.',
          ),
          p([
            'Peta, alamat dan kedudukan hentian bas mungkin hanya anggaran ' +
              '(lihat ',
            link('Kredit dan atribusi', '/credit-attribution'),
            '). Untuk perjalanan penting, semak maklumat rasmi pengendali.',
          ]),
        ],
      },
      {
        id: 'safety',
        heading: 'Keselamatan',
        blocks: [
          note([
            strong('Suara Transit bukan perkhidmatan kecemasan.'),
            ' Dalam kecemasan, hubungi 999. Untuk melaporkan jenayah, hubungi polis.',
          ]),
        ],
      },
      {
        id: 'links',
        heading: 'Pautan ke laman web lain',
        blocks: [
          p(
            'Kami memaparkan pautan ke laman web lain, seperti perkhidmatan ' +
              'peta dan borang tinjauan. Kami tidak bertanggungjawab atas ' +
              'kandungan laman tersebut atau cara mereka mengendalikan data ' +
              'anda, dan pautan itu tidak bermakna kami menyokongnya.',
          ),
        ],
      },
      {
        id: 'more',
        heading: 'Maklumat lanjut',
        blocks: [
          links(
            link('Terma Penggunaan, termasuk had liabiliti kami', '/term-of-use'),
            link('Dasar Kandungan', '/content-policy'),
            link('Privasi dan Kuki', '/privacy-cookies'),
            link('Hubungi pasukan Suara Transit', '/contact-us'),
          ),
        ],
      },
    ],
  },
};
