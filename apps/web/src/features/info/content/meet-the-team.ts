import { link, p } from './helpers';
import type { InfoPageContent, InfoSection, Localised } from './types';

export interface TeamMember {
  /** First name only: the people shown are illustrative team roles. */
  readonly name: string;
  readonly role: string;
  readonly description: string;
}

export interface TeamGroup {
  readonly id: 'engineers' | 'researchers' | 'moderators';
  readonly heading: string;
  readonly intro: string;
  readonly members: readonly TeamMember[];
}

export interface MeetTheTeamContent extends InfoPageContent {
  readonly groups: readonly TeamGroup[];
  /** Sections shown after the team groups. */
  readonly closing: readonly InfoSection[];
}

export const meetTheTeamContent: Localised<MeetTheTeamContent> = {
  en: {
    title: 'Meet the team',
    lead: [
      'Suara Transit is built and run by a small team in Petaling Jaya. ' +
        'Most of us are everyday bus and train riders too.',
    ],
    sections: [],
    groups: [
      {
        id: 'engineers',
        heading: 'Founding engineers',
        intro: 'They build the site and keep it fast, safe and reliable.',
        members: [
          {
            name: 'Aisyah',
            role: 'Founding engineer, web and maps',
            description:
              'Builds the review form, the map and the pages you use, and ' +
              'makes sure they work on a phone with a slow connection.',
          },
          {
            name: 'Wei Jie',
            role: 'Founding engineer, data and security',
            description:
              'Looks after our servers and database, and how we protect ' +
              'your personal data.',
          },
        ],
      },
      {
        id: 'researchers',
        heading: 'Researchers',
        intro: 'They turn riders’ stories into evidence operators can act on.',
        members: [
          {
            name: 'Kavitha',
            role: 'Transport researcher',
            description:
              'Looks for patterns across reviews and writes our ' +
              'recommendations to operators. Also runs the mobility needs survey.',
          },
          {
            name: 'Hafiz',
            role: 'User and accessibility researcher',
            description:
              'Meets riders, including wheelchair users and people who use ' +
              'screen readers, so that Suara Transit works for everyone.',
          },
        ],
      },
      {
        id: 'moderators',
        heading: 'Community moderators',
        intro: 'They keep the conversation truthful, kind and on topic.',
        members: [
          {
            name: 'Mei Ling',
            role: 'Community lead',
            description:
              'Looks after our Content Policy and reviews the reports that ' +
              'riders send us.',
          },
          {
            name: 'Rajesh',
            role: 'Community moderator',
            description:
              'Verifies reviews, forwards them to the right operator and ' +
              'follows each ticket until it is resolved.',
          },
        ],
      },
    ],
    closing: [
      {
        id: 'join-us',
        heading: 'Want to help?',
        blocks: [
          p(
            'We are always glad to hear from people who would like to ' +
              'moderate, research or build with us, and from transit ' +
              'operators who want to work together.',
          ),
          p([link('Get in touch with the team', '/contact-us'), '.']),
        ],
      },
    ],
  },
  ms: {
    title: 'Kenali pasukan kami',
    lead: [
      'Suara Transit dibina dan dikendalikan oleh sebuah pasukan kecil di ' +
        'Petaling Jaya. Kebanyakan daripada kami juga menaiki bas dan kereta ' +
        'api setiap hari.',
    ],
    sections: [],
    groups: [
      {
        id: 'engineers',
        heading: 'Jurutera pengasas',
        intro: 'Mereka membina laman ini dan memastikannya pantas, selamat dan ' +
          'boleh diharap.',
        members: [
          {
            name: 'Aisyah',
            role: 'Jurutera pengasas, web dan peta',
            description:
              'Membina borang ulasan, peta dan halaman yang anda gunakan, ' +
              'serta memastikan semuanya berfungsi di telefon walaupun ' +
              'talian perlahan.',
          },
          {
            name: 'Wei Jie',
            role: 'Jurutera pengasas, data dan keselamatan',
            description:
              'Menjaga pelayan dan pangkalan data kami, serta cara kami ' +
              'melindungi data peribadi anda.',
          },
        ],
      },
      {
        id: 'researchers',
        heading: 'Penyelidik',
        intro: 'Mereka menjadikan cerita penumpang sebagai bukti yang boleh ' +
          'diambil tindakan oleh pengendali.',
        members: [
          {
            name: 'Kavitha',
            role: 'Penyelidik pengangkutan',
            description:
              'Mencari corak dalam ulasan dan menulis cadangan kami kepada ' +
              'pengendali. Turut mengendalikan tinjauan keperluan mobiliti.',
          },
          {
            name: 'Hafiz',
            role: 'Penyelidik pengguna dan aksesibiliti',
            description:
              'Bertemu penumpang, termasuk pengguna kerusi roda dan pengguna ' +
              'pembaca skrin, supaya Suara Transit mudah digunakan oleh semua.',
          },
        ],
      },
      {
        id: 'moderators',
        heading: 'Moderator komuniti',
        intro: 'Mereka memastikan perbincangan kekal jujur, sopan dan ' +
          'berkaitan dengan topik.',
        members: [
          {
            name: 'Mei Ling',
            role: 'Ketua komuniti',
            description:
              'Menjaga Dasar Kandungan kami dan menyemak laporan yang ' +
              'dihantar oleh penumpang.',
          },
          {
            name: 'Rajesh',
            role: 'Moderator komuniti',
            description:
              'Mengesahkan ulasan, memanjangkannya kepada pengendali yang ' +
              'berkenaan dan mengikuti setiap tiket sehingga selesai.',
          },
        ],
      },
    ],
    closing: [
      {
        id: 'join-us',
        heading: 'Ingin membantu?',
        blocks: [
          p(
            'Kami sentiasa mengalu-alukan sesiapa yang ingin menjadi ' +
              'moderator, membuat penyelidikan atau membina bersama kami, ' +
              'begitu juga pengendali pengangkutan yang ingin bekerjasama.',
          ),
          p([link('Hubungi pasukan kami', '/contact-us'), '.']),
        ],
      },
    ],
  },
};
