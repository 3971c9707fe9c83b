import { PRIZE } from '@suara/domain';
import { link, ol, p, strong } from './helpers';
import type { InfoBlock, InfoPageContent, InfoSection, Localised } from './types';

export interface FaqItem {
  /** Stable id (same in both languages), used as the accordion value. */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly InfoBlock[];
}

export interface FaqGroup {
  readonly id: string;
  readonly heading: string;
  readonly items: readonly FaqItem[];
}

export interface FaqContent extends InfoPageContent {
  readonly groups: readonly FaqGroup[];
  readonly aspects: {
    readonly id: string;
    readonly heading: string;
    readonly intro: string;
    readonly caption: string;
  };
  /** Sections shown after the aspects table. */
  readonly closing: readonly InfoSection[];
}

/** Column headings of the aspects table, in order: fixed, each in its own language. */
export const aspectTableColumns = [
  { text: 'Aspect', lang: 'en' },
  { text: 'Description (English)', lang: 'en' },
  { text: 'Aspek', lang: 'ms' },
  { text: 'Penerangan (Bahasa Malaysia)', lang: 'ms' },
] as const;

const prizeAmount = `${PRIZE.currency}${PRIZE.amount}`;

export const faqContent: Localised<FaqContent> = {
  en: {
    title: 'Frequently asked questions',
    lead: [
      'Quick answers about reviews, your account and Suara Transit. Select ' +
        'a question to see its answer.',
    ],
    sections: [],
    groups: [
      {
        id: 'reviews',
        heading: 'Reviews',
        items: [
          {
            id: 'write-review',
            question: 'How do I write a review?',
            answer: [
              p([
                'Go to ',
                link('Write a review', '/review'),
                ' and follow four short steps: how you felt (from ' +
                  'Unacceptable to Excellent), which service, which aspect, ' +
                  'and the details. In the details, say what happened, when, ' +
                  'and where, by moving the pin on the map. You can attach ' +
                  'photos or PDF files. Then press Submit.',
              ]),
            ],
          },
          {
            id: 'who-sees-review',
            question: 'Who can see my review?',
            answer: [
              p(
                'Everyone, including visitors who are not signed in. Your ' +
                  'review shows your name, username and photo. Your e-mail ' +
                  'address, phone number and onboarding answers are never shown.',
              ),
              p([
                'Read more in ',
                link('Privacy and Cookies', '/privacy-cookies'),
                '.',
              ]),
            ],
          },
          {
            id: 'after-submit',
            question: 'What happens after I submit a review?',
            answer: [
              ol(
                [
                  strong('Ticket number.'),
                  ' You get a ticket number straight away. Keep it in case ' +
                    'you need to ask us about your review.',
                ],
                [
                  strong('Verified.'),
                  ' A moderator checks the review against our Content Policy.',
                ],
                [
                  strong('Forwarded to the operator.'),
                  ' We send the verified review to the operator concerned.',
                ],
                [
                  strong('Resolved.'),
                  ' The ticket is closed once the operator has responded or ' +
                    'dealt with the problem.',
                ],
              ),
            ],
          },
          {
            id: 'delete-review',
            question: 'Can I change or delete my review?',
            answer: [
              p(
                'You can delete it: open your review, open its menu and ' +
                  'choose “Delete post”. Reviews cannot be edited after ' +
                  'posting, so to change one, delete it and post a new one.',
              ),
            ],
          },
          {
            id: 'report',
            question: 'How do I report a review, comment or user?',
            answer: [
              p(
                'On a review or comment, open its menu and choose ' +
                  '“Report...”. On a person’s profile, use the Report button. ' +
                  'Choose the reason that fits best, such as spam, false ' +
                  'information or harassment. A moderator will look at it.',
              ),
              p([
                'See what is and is not allowed in our ',
                link('Content Policy', '/content-policy'),
                '.',
              ]),
            ],
          },
          {
            id: 'aspects',
            question: 'What is an “aspect”?',
            answer: [
              p(
                'The part of the service your review is about, such as ' +
                  'Driver or Fare Payment & Ticketing. The table below this ' +
                  'list describes all 13 aspects.',
              ),
            ],
          },
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        items: [
          {
            id: 'need-account',
            question: 'Do I need an account to read reviews?',
            answer: [
              p(
                'No. Anyone can browse reviews and the map. You need an ' +
                  'account, with a verified e-mail address, to write reviews, ' +
                  'comment, like or report. You must be 18 or older to register.',
              ),
              p([link('Create a Suara Transit account', '/signup')]),
            ],
          },
          {
            id: 'languages',
            question: 'Which languages can I use?',
            answer: [
              p(
                'Suara Transit is available in English and Bahasa Malaysia. ' +
                  'Use the EN / BM switch at the top or bottom of any page, or ' +
                  'choose your language in Settings. You can write reviews in ' +
                  'any language you like.',
              ),
            ],
          },
          {
            id: 'delete-account',
            question: 'How do I delete my account?',
            answer: [
              p([
                'Go to ',
                link('your Settings page', '/setting'),
                ' and choose to delete your account. This erases your ' +
                  'name, e-mail, phone, photo and onboarding answers and signs ' +
                  'you out everywhere. Your reviews and comments stay, shown ' +
                  'as by “Deleted user”: delete any you want gone first. You ' +
                  'can download a copy of your data from Settings too.',
              ]),
            ],
          },
        ],
      },
      {
        id: 'about',
        heading: 'About Suara Transit',
        items: [
          {
            id: 'free',
            question: 'Is Suara Transit free?',
            answer: [
              p('Yes. Reading, writing reviews and taking part are all free, and we show no ads.'),
            ],
          },
          {
            id: 'prize-survey',
            question: 'How does the prize survey work?',
            answer: [
              p([
                'Answer our mobility needs survey for a chance to win one of ' +
                  `${PRIZE.winners} ${prizeAmount} Touch 'n Go cards. Terms and ` +
                  'conditions apply and are shown with the survey. ',
                link('Take the mobility survey', '/survey'),
                '.',
              ]),
            ],
          },
          {
            id: 'operator',
            question: 'Is Suara Transit a transport operator?',
            answer: [
              p([
                'No. We collect and verify riders’ feedback and pass it to ' +
                  'operators with our recommendations. For refunds, lost ' +
                  'property or timetables, please contact the operator. ',
                'Read our ',
                link('Disclaimer', '/disclaimer'),
                '.',
              ]),
            ],
          },
        ],
      },
    ],
    aspects: {
      id: 'review-aspects',
      heading: 'Review aspects',
      intro:
        'Every review is about one of these 13 aspects. The table gives each ' +
        'aspect in English and in Bahasa Malaysia.',
      caption: 'The 13 review aspects, described in English and Bahasa Malaysia',
    },
    closing: [
      {
        id: 'more-help',
        heading: 'Still have a question?',
        blocks: [p([link('Ask the Suara Transit team', '/contact-us'), '.'])],
      },
    ],
  },
  ms: {
    title: 'Soalan lazim',
    lead: [
      'Jawapan ringkas tentang ulasan, akaun anda dan Suara Transit. Pilih ' +
        'soalan untuk melihat jawapannya.',
    ],
    sections: [],
    groups: [
      {
        id: 'reviews',
        heading: 'Ulasan',
        items: [
          {
            id: 'write-review',
            question: 'Bagaimanakah cara menulis ulasan?',
            answer: [
              p([
                'Pergi ke halaman ',
                link('Tulis ulasan', '/review'),
                ' dan ikuti empat langkah ringkas: perasaan anda (daripada ' +
                  'Tidak Boleh Diterima hingga Cemerlang), perkhidmatan, ' +
                  'aspek, dan butiran. Dalam butiran, ceritakan apa yang ' +
                  'berlaku, bila, dan di mana dengan mengalihkan pin pada ' +
                  'peta. Anda boleh melampirkan foto atau fail PDF. Kemudian, ' +
                  'tekan Hantar.',
              ]),
            ],
          },
          {
            id: 'who-sees-review',
            question: 'Siapakah yang boleh melihat ulasan saya?',
            answer: [
              p(
                'Semua orang, termasuk pelawat yang tidak log masuk. Ulasan ' +
                  'anda memaparkan nama, nama pengguna dan foto anda. Alamat ' +
                  'e-mel, nombor telefon dan jawapan soalan permulaan anda ' +
                  'tidak sekali-kali dipaparkan.',
              ),
              p(['Baca lanjut dalam ', link('Privasi dan Kuki', '/privacy-cookies'), '.']),
            ],
          },
          {
            id: 'after-submit',
            question: 'Apakah yang berlaku selepas saya menghantar ulasan?',
            answer: [
              ol(
                [
                  strong('Nombor tiket.'),
                  ' Anda terus menerima nombor tiket. Simpan nombor ini ' +
                    'sekiranya anda perlu bertanya kepada kami tentang ' +
                    'ulasan anda.',
                ],
                [
                  strong('Disahkan.'),
                  ' Moderator menyemak ulasan berdasarkan Dasar Kandungan kami.',
                ],
                [
                  strong('Dipanjangkan kepada pengendali.'),
                  ' Kami menghantar ulasan yang disahkan kepada pengendali ' +
                    'yang berkenaan.',
                ],
                [
                  strong('Selesai.'),
                  ' Tiket ditutup setelah pengendali memberi maklum balas ' +
                    'atau menangani masalah tersebut.',
                ],
              ),
            ],
          },
          {
            id: 'delete-review',
            question: 'Bolehkah saya mengubah atau memadam ulasan saya?',
            answer: [
              p(
                'Anda boleh memadamnya: buka ulasan anda, buka menunya dan ' +
                  'pilih pilihan untuk memadam hantaran. Ulasan tidak boleh ' +
                  'disunting selepas disiarkan, jadi untuk mengubahnya, padam ' +
                  'ulasan itu dan siarkan ulasan baharu.',
              ),
            ],
          },
          {
            id: 'report',
            question: 'Bagaimanakah cara melaporkan ulasan, komen atau pengguna?',
            answer: [
              p(
                'Pada ulasan atau komen, buka menunya dan pilih pilihan untuk ' +
                  'melapor. Pada profil seseorang, gunakan butang lapor. Pilih ' +
                  'sebab yang paling sesuai, seperti spam, maklumat palsu atau ' +
                  'gangguan. Moderator akan menelitinya.',
              ),
              p([
                'Ketahui apa yang dibenarkan dan yang tidak dalam ',
                link('Dasar Kandungan', '/content-policy'),
                ' kami.',
              ]),
            ],
          },
          {
            id: 'aspects',
            question: 'Apakah maksud “aspek”?',
            answer: [
              p(
                'Bahagian perkhidmatan yang diulas, seperti Pemandu atau ' +
                  'Pembayaran Tambang & Tiket. Jadual di bawah senarai ini ' +
                  'menerangkan kesemua 13 aspek.',
              ),
            ],
          },
        ],
      },
      {
        id: 'account',
        heading: 'Akaun anda',
        items: [
          {
            id: 'need-account',
            question: 'Perlukah saya ada akaun untuk membaca ulasan?',
            answer: [
              p(
                'Tidak. Sesiapa sahaja boleh melayari ulasan dan peta. Anda ' +
                  'memerlukan akaun dengan alamat e-mel yang disahkan untuk ' +
                  'menulis ulasan, memberi komen, menyukai atau membuat ' +
                  'laporan. Anda mesti berumur 18 tahun ke atas untuk mendaftar.',
              ),
              p([link('Buka akaun Suara Transit', '/signup')]),
            ],
          },
          {
            id: 'languages',
            question: 'Bahasa apakah yang boleh saya gunakan?',
            answer: [
              p(
                'Suara Transit tersedia dalam bahasa Inggeris dan Bahasa ' +
                  'Malaysia. Gunakan suis EN / BM di bahagian atas atau bawah ' +
                  'setiap halaman, atau pilih bahasa anda di Tetapan. Anda boleh ' +
                  'menulis ulasan dalam apa-apa bahasa.',
              ),
            ],
          },
          {
            id: 'delete-account',
            question: 'Bagaimanakah cara memadam akaun saya?',
            answer: [
              p([
                'Pergi ke ',
                link('halaman Tetapan anda', '/setting'),
                ' dan pilih untuk memadam akaun. Tindakan ini memadam nama, ' +
                  'e-mel, telefon, foto dan jawapan soalan permulaan anda serta ' +
                  'mengeluarkan anda daripada semua peranti. Ulasan dan komen ' +
                  'anda kekal, dipaparkan sebagai oleh “Pengguna dipadam”: ' +
                  'padamkan yang anda mahu buang dahulu. Anda juga boleh ' +
                  'memuat turun salinan data anda dari Tetapan.',
              ]),
            ],
          },
        ],
      },
      {
        id: 'about',
        heading: 'Tentang Suara Transit',
        items: [
          {
            id: 'free',
            question: 'Adakah Suara Transit percuma?',
            answer: [
              p(
                'Ya. Membaca, menulis ulasan dan mengambil bahagian semuanya ' +
                  'percuma, dan kami tidak memaparkan iklan.',
              ),
            ],
          },
          {
            id: 'prize-survey',
            question: 'Bagaimanakah tinjauan berhadiah berfungsi?',
            answer: [
              p([
                'Jawab tinjauan keperluan mobiliti kami untuk berpeluang ' +
                  `memenangi satu daripada ${PRIZE.winners} kad Touch 'n Go ` +
                  `bernilai ${prizeAmount}. Terma dan syarat dikenakan dan ` +
                  'dipaparkan bersama tinjauan. ',
                link('Jawab tinjauan mobiliti', '/survey'),
                '.',
              ]),
            ],
          },
          {
            id: 'operator',
            question: 'Adakah Suara Transit pengendali pengangkutan?',
            answer: [
              p([
                'Bukan. Kami mengumpul dan mengesahkan maklum balas penumpang, ' +
                  'lalu menyampaikannya kepada pengendali bersama cadangan ' +
                  'kami. Untuk bayaran balik, barang hilang atau jadual, sila ' +
                  'hubungi pengendali. ',
                'Baca ',
                link('Penafian', '/disclaimer'),
                ' kami.',
              ]),
            ],
          },
        ],
      },
    ],
    aspects: {
      id: 'review-aspects',
      heading: 'Aspek ulasan',
      intro:
        'Setiap ulasan berkaitan dengan salah satu daripada 13 aspek ini. ' +
        'Jadual ini memberikan setiap aspek dalam bahasa Inggeris dan ' +
        'Bahasa Malaysia.',
      caption: '13 aspek ulasan, dengan penerangan dalam bahasa Inggeris dan Bahasa Malaysia',
    },
    closing: [
      {
        id: 'more-help',
        heading: 'Masih ada soalan?',
        blocks: [p([link('Tanya pasukan Suara Transit', '/contact-us'), '.'])],
      },
    ],
  },
};
