import { SESSION_TTL_DAYS } from '@suara/domain';
import { contact, defs, link, note, p, strong, sub, ul } from './helpers';
import type { InfoPageContent, Localised } from './types';

const PDP_COMMISSIONER = 'https://www.pdp.gov.my/';

export const privacyCookiesContent: Localised<InfoPageContent> = {
  en: {
    title: 'Privacy and Cookies',
    toc: true,
    lead: [
      'This notice explains what personal data Suara Transit keeps, why, ' +
        'for how long, who can see it, and your rights under Malaysia’s ' +
        'Personal Data Protection Act 2010 (PDPA). We collect only what we ' +
        'need to run the service.',
    ],
    sections: [
      {
        id: 'what-we-store',
        heading: 'What we store',
        blocks: [
          defs(
            {
              term: 'Account data',
              description:
                'Your name, username, e-mail address and phone number, and, if ' +
                'you add them, your photo, “about” text, current city and ' +
                'language. Your password is stored only as a hash (a one-way ' +
                'code), so nobody, including us, can read it.',
            },
            {
              term: 'Onboarding answers',
              description: [
                'Your gender, age band, whether you are local, a foreigner or a ' +
                  'tourist, where you live, how often you use public transport, ',
                'and whether you use a wheelchair or walking stick. ',
                strong('The disability answer is sensitive personal data.'),
                ' Giving it is optional, and we use it only in aggregate, ' +
                  'never to single you out.',
              ],
            },
            {
              term: 'Reviews and comments',
              description:
                'What you write and choose when you post: the feeling, ' +
                'service, aspect, operator, route, stop, vehicle plate, the ' +
                'place you pin on the map, and the incident date and time. ' +
                'Also your comments, replies, likes and reports.',
            },
            {
              term: 'Uploads',
              description:
                'Photos and PDF files you attach. We remove location metadata ' +
                '(such as GPS coordinates) from photos when you upload them.',
            },
            {
              term: 'Poll votes',
              description:
                'Your yes or no answer on the MaaS page. To stop repeat votes ' +
                'we keep a hashed form of your IP address, never the raw ' +
                'address.',
            },
            {
              term: 'Messages to us',
              description:
                'Your name, e-mail address and message when you use the ' +
                'Contact Us form.',
            },
            {
              term: 'Session tokens',
              description:
                'A random code created when you sign in, so that you stay ' +
                `signed in. It expires after ${SESSION_TTL_DAYS} days.`,
            },
          ),
          p(
            'If you sign in with Google or Facebook, we receive your name and ' +
              'e-mail address from them. We never see your password there.',
          ),
        ],
      },
      {
        id: 'why',
        heading: 'Why we use it',
        blocks: [
          ul(
            'To create your account, sign you in and keep it secure.',
            'To show your reviews and comments, and to forward verified ' +
              'reviews to the operator concerned.',
            'To check and moderate content and keep the community safe.',
            'To understand riders’ needs as a group, for example how many ' +
              'wheelchair users report broken lifts, and to write ' +
              'recommendations for operators. These reports never name you.',
            'To answer your messages and send essential e-mails, such as ' +
              'e-mail verification and password reset. We do not send ' +
              'marketing e-mails.',
            'To prevent abuse, such as repeat voting or fake accounts.',
          ),
          p(
            'We process your data with your consent, which you give when you ' +
              'register or answer a question. You can withdraw it at any time ' +
              '(see “Your rights”).',
          ),
        ],
      },
      {
        id: 'who-sees-what',
        heading: 'Who sees what',
        blocks: [
          sub(
            'Anyone, including visitors',
            p(
              'Your name, username, photo and “about” text, and your reviews ' +
                '(with photos and the place you pinned), comments and replies.',
            ),
          ),
          sub(
            'Never shown publicly',
            p(
              'Your e-mail address, phone number and onboarding answers. ' +
                'Nobody ever sees your password.',
            ),
          ),
          sub(
            'Others who may receive data',
            ul(
              'Transport operators receive verified reviews, without your ' +
                'e-mail address or phone number.',
              'Our moderators and administrators see account data only when ' +
                'they need it to run the service or handle a report.',
              'Companies that host our servers or deliver our e-mails process ' +
                'data for us, under contract, and for no other purpose.',
              'The map tile and address search services are contacted by your ' +
                'browser directly, so they see your IP address and the area ' +
                'you view or search.',
              'The outside service that runs the survey form receives what ' +
                'you enter in the survey.',
              'Authorities, when the law requires us to share data.',
            ),
          ),
          note([strong('We never sell your personal data.')]),
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        blocks: [
          ul(
            'Account data and onboarding answers: for as long as your ' +
              'account is open. When you delete your account, we erase your ' +
              'name, e-mail, phone, photo and answers and end your sessions.',
            'Reviews and comments: they stay public after you delete your ' +
              'account, shown as written by “Deleted user”. Delete any you ' +
              'want gone before you delete your account.',
            'Hashed IP addresses from polls: until the poll closes, and never ' +
              'longer than 12 months.',
            `Session tokens: ${SESSION_TTL_DAYS} days at most.`,
            'Messages to us: for as long as we need to deal with them, and ' +
              'never longer than two years.',
            'Deleted data can remain in our backups for up to 30 days before ' +
              'it is overwritten.',
          ),
          p(
            'Reviews already forwarded to operators, and statistics that do ' +
              'not identify anyone, may be kept after you delete your account.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights under the PDPA',
        blocks: [
          defs(
            {
              term: 'Access',
              description: [
                'Download a copy of your data from ',
                link('your Settings page', '/setting'),
                ', or ask us for it.',
              ],
            },
            {
              term: 'Correction',
              description:
                'Edit your profile and onboarding answers in Settings. For ' +
                'anything you cannot change there, such as your e-mail ' +
                'address, ask us.',
            },
            {
              term: 'Deletion',
              description: 'Delete your account from Settings at any time.',
            },
            {
              term: 'Withdrawing consent',
              description:
                'You can change or remove an answer, such as the disability ' +
                'answer, in Settings, or delete your account. Without some ' +
                'data we may not be able to offer every feature.',
            },
          ),
          p(
            'We reply to requests within 21 days, as the PDPA requires. We may ' +
              'ask you to confirm who you are first.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and local storage',
        blocks: [
          p([
            strong('We do not use advertising trackers or tracking cookies.'),
            ' We store only two things in your browser’s local storage:',
          ]),
          ul(
            'your signed-in user, including your session token, so that you ' +
              'stay signed in;',
            'your language preference (English or Bahasa Malaysia).',
          ),
          p(
            'One cookie, suara-shell, holds nothing about you: once you sign in or choose Bahasa ' +
              'Malaysia, it tells our server to send the app itself rather than the pages drawn ' +
              'ahead for first-time visitors, which are in English and signed out.',
          ),
          p(
            'Signing out clears the signed-in user. You can also clear both ' +
              'in your browser settings at any time.',
          ),
          p(
            'The map tiles and the embedded survey form come from other ' +
              'services, which may set cookies of their own.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Keeping your data safe',
        blocks: [
          p(
            'We use encrypted connections, store passwords only as hashes, ' +
              'limit who in our team can see personal data, and remove ' +
              'location metadata from photos. No system is perfectly secure; ' +
              'if a data breach affects you, we will tell you promptly.',
          ),
          p(
            'Suara Transit is for people aged 18 and above. If we learn that ' +
              'an account belongs to someone younger, we will delete it.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        blocks: [
          p(
            'If we change how we use your data, we will update this page and, ' +
              'for important changes, tell signed-in users before the change ' +
              'takes effect.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [
          p('For privacy questions, or to use any of your rights, contact us:'),
          contact(),
          p([
            'If you are not satisfied with our answer, you can complain to ',
            link('the Personal Data Protection Commissioner of Malaysia', PDP_COMMISSIONER),
            '.',
          ]),
        ],
      },
    ],
  },
  ms: {
    title: 'Privasi dan Kuki',
    toc: true,
    lead: [
      'Notis ini menerangkan data peribadi yang disimpan oleh Suara Transit, ' +
        'sebabnya, tempoh penyimpanannya, siapa yang boleh melihatnya, dan ' +
        'hak anda di bawah Akta Perlindungan Data Peribadi 2010 (PDPA). Kami ' +
        'hanya mengumpul data yang diperlukan untuk menjalankan perkhidmatan ini.',
    ],
    sections: [
      {
        id: 'what-we-store',
        heading: 'Data yang kami simpan',
        blocks: [
          defs(
            {
              term: 'Data akaun',
              description:
                'Nama, nama pengguna, alamat e-mel dan nombor telefon anda, ' +
                'serta foto, teks “tentang saya”, bandar semasa dan bahasa ' +
                'jika anda menambahkannya. Kata laluan anda disimpan dalam ' +
                'bentuk cincangan (hash) sahaja, iaitu kod sehala, jadi tiada ' +
                'sesiapa pun, termasuk kami, boleh membacanya.',
            },
            {
              term: 'Jawapan soalan permulaan',
              description: [
                'Jantina, kumpulan umur, sama ada anda rakyat tempatan, warga ' +
                  'asing atau pelancong, tempat tinggal, kekerapan anda ' +
                  'menggunakan pengangkutan awam, ',
                'dan sama ada anda menggunakan kerusi roda atau tongkat. ',
                strong('Jawapan tentang status kurang upaya ialah data peribadi sensitif.'),
                ' Jawapan ini tidak wajib, dan kami hanya menggunakannya secara ' +
                  'agregat, tidak sekali-kali untuk mengenal pasti anda.',
              ],
            },
            {
              term: 'Ulasan dan komen',
              description:
                'Apa yang anda tulis dan pilih semasa menyiarkan ulasan: ' +
                'perasaan, perkhidmatan, aspek, pengendali, laluan, hentian, ' +
                'nombor plat kenderaan, lokasi yang anda tandakan pada peta, ' +
                'serta tarikh dan masa kejadian. Termasuk juga komen, balasan, ' +
                'suka dan laporan anda.',
            },
            {
              term: 'Muat naik',
              description:
                'Foto dan fail PDF yang anda lampirkan. Kami membuang metadata ' +
                'lokasi (seperti koordinat GPS) daripada foto semasa anda ' +
                'memuat naiknya.',
            },
            {
              term: 'Undian',
              description:
                'Jawapan ya atau tidak anda di halaman MaaS. Untuk mengelakkan ' +
                'undian berulang, kami menyimpan alamat IP anda dalam bentuk ' +
                'cincangan, bukan alamat asalnya.',
            },
            {
              term: 'Mesej kepada kami',
              description:
                'Nama, alamat e-mel dan mesej anda apabila anda menggunakan ' +
                'borang Hubungi Kami.',
            },
            {
              term: 'Token sesi',
              description:
                'Kod rawak yang dicipta apabila anda log masuk, supaya anda ' +
                `kekal log masuk. Token ini tamat tempoh selepas ${SESSION_TTL_DAYS} hari.`,
            },
          ),
          p(
            'Jika anda log masuk dengan Google atau Facebook, kami menerima ' +
              'nama dan alamat e-mel anda daripada mereka. Kami tidak pernah ' +
              'melihat kata laluan anda di sana.',
          ),
        ],
      },
      {
        id: 'why',
        heading: 'Sebab kami menggunakannya',
        blocks: [
          ul(
            'Untuk membuka akaun anda, membolehkan anda log masuk dan ' +
              'memastikan akaun anda selamat.',
            'Untuk memaparkan ulasan dan komen anda, dan memanjangkan ulasan ' +
              'yang disahkan kepada pengendali yang berkenaan.',
            'Untuk menyemak dan memoderasi kandungan serta memastikan ' +
              'komuniti kekal selamat.',
            'Untuk memahami keperluan penumpang secara keseluruhan, contohnya ' +
              'berapa ramai pengguna kerusi roda yang melaporkan lif rosak, ' +
              'dan menyediakan cadangan untuk pengendali. Laporan ini tidak ' +
              'sekali-kali menamakan anda.',
            'Untuk membalas mesej anda dan menghantar e-mel penting, seperti ' +
              'pengesahan e-mel dan penetapan semula kata laluan. Kami tidak ' +
              'menghantar e-mel pemasaran.',
            'Untuk mencegah penyalahgunaan, seperti undian berulang atau ' +
              'akaun palsu.',
          ),
          p(
            'Kami memproses data anda dengan persetujuan anda, yang anda ' +
              'berikan semasa mendaftar atau menjawab soalan. Anda boleh ' +
              'menarik balik persetujuan itu pada bila-bila masa (lihat “Hak ' +
              'anda”).',
          ),
        ],
      },
      {
        id: 'who-sees-what',
        heading: 'Siapa yang melihat apa',
        blocks: [
          sub(
            'Sesiapa sahaja, termasuk pelawat',
            p(
              'Nama, nama pengguna, foto dan teks “tentang saya” anda, serta ' +
                'ulasan (bersama foto dan lokasi yang anda tandakan), komen ' +
                'dan balasan anda.',
            ),
          ),
          sub(
            'Tidak sekali-kali dipaparkan secara umum',
            p(
              'Alamat e-mel, nombor telefon dan jawapan soalan permulaan anda. ' +
                'Tiada sesiapa pun boleh melihat kata laluan anda.',
            ),
          ),
          sub(
            'Pihak lain yang mungkin menerima data',
            ul(
              'Pengendali pengangkutan menerima ulasan yang disahkan, tanpa ' +
                'alamat e-mel atau nombor telefon anda.',
              'Moderator dan pentadbir kami melihat data akaun hanya apabila ' +
                'perlu untuk menjalankan perkhidmatan atau mengendalikan laporan.',
              'Syarikat yang menempatkan pelayan kami atau menghantar e-mel ' +
                'kami memproses data bagi pihak kami, di bawah kontrak, dan ' +
                'bukan untuk tujuan lain.',
              'Perkhidmatan jubin peta dan carian alamat dihubungi terus oleh ' +
                'pelayar anda, jadi mereka dapat melihat alamat IP anda serta ' +
                'kawasan yang anda lihat atau cari.',
              'Perkhidmatan luar yang mengendalikan borang tinjauan menerima ' +
                'apa yang anda isi dalam tinjauan itu.',
              'Pihak berkuasa, apabila undang-undang mewajibkan kami ' +
                'berkongsi data.',
            ),
          ),
          note([strong('Kami tidak sekali-kali menjual data peribadi anda.')]),
        ],
      },
      {
        id: 'how-long',
        heading: 'Tempoh penyimpanan',
        blocks: [
          ul(
            'Data akaun dan jawapan soalan permulaan: selagi akaun anda ' +
              'aktif. Apabila anda memadam akaun, kami memadam nama, e-mel, ' +
              'telefon, foto dan jawapan anda serta menamatkan sesi anda.',
            'Ulasan dan komen: kekal terbuka kepada umum selepas akaun ' +
              'dipadam, dipaparkan sebagai ditulis oleh “Pengguna dipadam”. ' +
              'Padamkan yang anda mahu buang sebelum memadam akaun.',
            'Alamat IP dalam bentuk cincangan daripada undian: sehingga ' +
              'undian ditutup, dan tidak melebihi 12 bulan.',
            `Token sesi: paling lama ${SESSION_TTL_DAYS} hari.`,
            'Mesej kepada kami: selama yang perlu untuk menguruskannya, dan ' +
              'tidak melebihi dua tahun.',
            'Data yang dipadam mungkin kekal dalam salinan sandaran kami ' +
              'sehingga 30 hari sebelum ditulis ganti.',
          ),
          p(
            'Ulasan yang telah dipanjangkan kepada pengendali, dan statistik ' +
              'yang tidak mengenal pasti sesiapa, mungkin disimpan selepas ' +
              'anda memadam akaun.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Hak anda di bawah PDPA',
        blocks: [
          defs(
            {
              term: 'Akses',
              description: [
                'Muat turun salinan data anda dari ',
                link('halaman Tetapan anda', '/setting'),
                ', atau minta daripada kami.',
              ],
            },
            {
              term: 'Pembetulan',
              description:
                'Kemas kini profil dan jawapan soalan permulaan anda di ' +
                'Tetapan. Untuk perkara yang tidak boleh diubah di situ, ' +
                'seperti alamat e-mel, minta bantuan kami.',
            },
            {
              term: 'Pemadaman',
              description: 'Padam akaun anda dari Tetapan pada bila-bila masa.',
            },
            {
              term: 'Menarik balik persetujuan',
              description:
                'Anda boleh mengubah atau membuang jawapan, seperti jawapan ' +
                'tentang status kurang upaya, di Tetapan, atau memadam akaun anda. Tanpa ' +
                'sesetengah data, kami mungkin tidak dapat menawarkan semua ciri.',
            },
          ),
          p(
            'Kami membalas permintaan dalam tempoh 21 hari, seperti yang ' +
              'dikehendaki oleh PDPA. Kami mungkin meminta anda mengesahkan ' +
              'identiti anda terlebih dahulu.',
          ),
        ],
      },
      {
        id: 'cookies',
        heading: 'Kuki dan storan setempat',
        blocks: [
          p([
            strong('Kami tidak menggunakan penjejak iklan atau kuki penjejakan.'),
            ' Kami hanya menyimpan dua perkara dalam storan setempat pelayar anda:',
          ]),
          ul(
            'pengguna yang log masuk, termasuk token sesi anda, supaya anda ' +
              'kekal log masuk;',
            'pilihan bahasa anda (bahasa Inggeris atau Bahasa Malaysia).',
          ),
          p(
            'Satu kuki, suara-shell, tidak menyimpan apa-apa tentang anda: sebaik sahaja anda log ' +
              'masuk atau memilih Bahasa Malaysia, ia memberitahu pelayan kami supaya menghantar ' +
              'aplikasi itu sendiri dan bukan halaman yang disediakan lebih awal untuk pelawat kali ' +
              'pertama, yang dalam bahasa Inggeris dan tanpa log masuk.',
          ),
          p(
            'Log keluar akan mengosongkan maklumat pengguna yang log masuk. ' +
              'Anda juga boleh mengosongkan kedua-duanya melalui tetapan ' +
              'pelayar pada bila-bila masa.',
          ),
          p(
            'Jubin peta dan borang tinjauan terbenam datang daripada ' +
              'perkhidmatan lain, yang mungkin menetapkan kuki mereka sendiri.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Menjaga keselamatan data anda',
        blocks: [
          p(
            'Kami menggunakan sambungan yang disulitkan, menyimpan kata ' +
              'laluan dalam bentuk cincangan sahaja, mengehadkan ahli pasukan ' +
              'yang boleh melihat data peribadi, dan membuang metadata lokasi ' +
              'daripada foto. Tiada sistem yang selamat sepenuhnya; jika ' +
              'berlaku pelanggaran data yang menjejaskan anda, kami akan ' +
              'memaklumkan anda dengan segera.',
          ),
          p(
            'Suara Transit adalah untuk individu berumur 18 tahun ke atas. ' +
              'Jika kami mendapati sesuatu akaun dimiliki oleh individu yang ' +
              'lebih muda, kami akan memadamnya.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Perubahan pada notis ini',
        blocks: [
          p(
            'Jika kami mengubah cara kami menggunakan data anda, kami akan ' +
              'mengemas kini halaman ini dan, bagi perubahan penting, ' +
              'memaklumkan pengguna yang log masuk sebelum perubahan itu ' +
              'berkuat kuasa.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Hubungi kami',
        blocks: [
          p(
            'Untuk pertanyaan tentang privasi, atau untuk menggunakan ' +
              'mana-mana hak anda, hubungi kami:',
          ),
          contact(),
          p([
            'Jika anda tidak berpuas hati dengan jawapan kami, anda boleh ' +
              'membuat aduan kepada ',
            link('Pesuruhjaya Perlindungan Data Peribadi Malaysia', PDP_COMMISSIONER),
            '.',
          ]),
        ],
      },
    ],
  },
};
