import { contact, link, links, note, ol, p, strong, sub, ul } from './helpers';
import type { InfoPageContent, Localised, RichText } from './types';

/** A rule: short title in bold, then the explanation, as one list item. */
const rule = (title: string, text: string): RichText => [strong(title), ` ${text}`];

/** The spec asks for exactly 8 rules (see `rules` below). */
export const CONTENT_POLICY_RULE_COUNT = 8;

export const contentPolicyContent: Localised<InfoPageContent> = {
  en: {
    title: 'Content Policy',
    lead: [
      'Suara Transit only works if riders can trust what they read and feel ' +
        'safe to speak up. These eight rules apply to everything you post: ' +
        'reviews, comments, replies, photos and your profile.',
    ],
    sections: [
      {
        id: 'rules',
        heading: 'Our 8 rules',
        blocks: [
          ol(
            rule(
              'Be truthful.',
              'Share what really happened to you. Give the date, time, route ' +
                'or stop so that it can be checked. Do not make up or ' +
                'exaggerate incidents, and say clearly when something is your ' +
                'opinion.',
            ),
            rule(
              'Be respectful.',
              'Criticise the service, not the person. No insults, swearing or ' +
                'name-calling, whether at riders, staff or anyone else.',
            ),
            rule(
              'No hate or harassment.',
              'Do not attack anyone because of their race, religion, ' +
                'ethnicity, nationality, gender, age, disability or any other ' +
                'part of who they are. No threats, bullying or stalking.',
            ),
            rule(
              'Respect other people’s privacy.',
              'Do not post other people’s personal data: phone numbers, home ' +
                'addresses, IC numbers, or photos that show the faces of ' +
                'private people or the plate numbers of private cars. Blur ' +
                'them first. The plate number of the bus, taxi or e-hailing car ' +
                'you travelled in is allowed: it helps the operator find the ' +
                'trip. Do not name drivers or staff; the plate number, route ' +
                'and time are enough.',
            ),
            rule(
              'No spam or advertising.',
              'No ads, promotions, referral codes, chain messages or repeated ' +
                'posts.',
            ),
            rule(
              'Nothing illegal.',
              'Do not post anything that breaks Malaysian law, such as threats ' +
                'of violence, sexual content, material that infringes someone ' +
                'else’s copyright, or content that encourages crime.',
            ),
            rule(
              'Stay on topic.',
              'Keep it about public transport and getting around the Klang ' +
                'Valley: buses, trains, taxis, e-hailing, car-sharing, and ' +
                'walking or cycling to and from stops. Unrelated posts may be ' +
                'removed.',
            ),
            rule(
              'Be yourself.',
              'Do not pretend to be another person, an operator or a ' +
                'government agency, and do not use fake accounts or names. ' +
                'Do not use extra accounts to boost votes or likes.',
            ),
          ),
        ],
      },
      {
        id: 'enforcement',
        heading: 'How we enforce these rules',
        blocks: [
          sub(
            'Reporting',
            p(
              'If you see something that breaks these rules, please report ' +
                'it. On a review or comment, open its menu and choose ' +
                '“Report...”. On a profile, use the Report button. Pick the ' +
                'reason that fits best.',
            ),
            p('We do not tell the person you reported who made the report.'),
          ),
          sub(
            'Review by moderators',
            p(
              'A moderator checks each report against these rules. They look ' +
                'at the content and its context, not at how many reports it ' +
                'received.',
            ),
          ),
          sub(
            'What can happen',
            ul(
              'Content that breaks the rules is hidden or removed.',
              'We may warn the person who posted it.',
              'For serious or repeated breaches, we suspend the account for a ' +
                'time, or close it.',
              'Illegal content, or a threat to someone’s safety, may be ' +
                'reported to the authorities.',
            ),
          ),
          note([
            strong('In an emergency, call 999.'),
            ' If someone is in danger, do not wait for a moderator.',
          ]),
          sub(
            'Disagree with a decision?',
            p([
              'If you think we got it wrong, ',
              link('contact us about a moderation decision', '/contact-us'),
              ' and a different moderator will look again. You can also ' +
                'reach us here:',
            ]),
            contact(),
          ),
        ],
      },
      {
        id: 'related',
        heading: 'Related pages',
        blocks: [
          links(
            link('Terms of Use', '/term-of-use'),
            link('Privacy and Cookies', '/privacy-cookies'),
            link('Frequently asked questions', '/faq'),
          ),
        ],
      },
    ],
  },
  ms: {
    title: 'Dasar Kandungan',
    lead: [
      'Suara Transit hanya berguna jika penumpang boleh mempercayai apa yang ' +
        'mereka baca dan berasa selamat untuk bersuara. Lapan peraturan ini ' +
        'terpakai bagi semua yang anda siarkan: ulasan, komen, balasan, foto ' +
        'dan profil anda.',
    ],
    sections: [
      {
        id: 'rules',
        heading: '8 peraturan kami',
        blocks: [
          ol(
            rule(
              'Bercakap benar.',
              'Kongsikan apa yang benar-benar berlaku kepada anda. Nyatakan ' +
                'tarikh, masa, laluan atau hentian supaya ia boleh disemak. ' +
                'Jangan reka atau besar-besarkan kejadian, dan nyatakan dengan ' +
                'jelas jika sesuatu itu pendapat anda.',
            ),
            rule(
              'Hormati orang lain.',
              'Kritik perkhidmatan, bukan individu. Jangan menghina, mencarut ' +
                'atau memanggil nama, sama ada terhadap penumpang, kakitangan ' +
                'atau sesiapa sahaja.',
            ),
            rule(
              'Tiada kebencian atau gangguan.',
              'Jangan serang sesiapa kerana kaum, agama, etnik, ' +
                'kewarganegaraan, jantina, umur, status kurang upaya atau apa-apa aspek ' +
                'diri mereka. Jangan mengugut, membuli atau menghendap.',
            ),
            rule(
              'Hormati privasi orang lain.',
              'Jangan siarkan data peribadi orang lain: nombor telefon, alamat ' +
                'rumah, nombor kad pengenalan, atau foto yang menunjukkan wajah ' +
                'orang awam atau nombor plat kereta persendirian. Kaburkannya ' +
                'dahulu. Nombor plat bas, teksi atau kereta e-hailing yang anda ' +
                'naiki dibenarkan kerana ia membantu pengendali mengenal pasti ' +
                'perjalanan itu. Jangan namakan pemandu atau kakitangan; nombor ' +
                'plat, laluan dan waktu sudah memadai.',
            ),
            rule(
              'Tiada spam atau iklan.',
              'Jangan siarkan iklan, promosi, kod rujukan, mesej berantai atau ' +
                'hantaran berulang.',
            ),
            rule(
              'Patuhi undang-undang.',
              'Jangan siarkan apa-apa yang melanggar undang-undang Malaysia, ' +
                'seperti ugutan keganasan, kandungan seksual, bahan yang ' +
                'melanggar hak cipta orang lain, atau kandungan yang ' +
                'menggalakkan jenayah.',
            ),
            rule(
              'Kekal dalam topik.',
              'Pastikan hantaran anda berkaitan dengan pengangkutan awam dan ' +
                'perjalanan di Lembah Klang: bas, kereta api, teksi, e-hailing, ' +
                'perkongsian kereta, serta berjalan kaki atau berbasikal ke dan ' +
                'dari hentian. Hantaran yang tidak berkaitan mungkin dibuang.',
            ),
            rule(
              'Jadi diri sendiri.',
              'Jangan menyamar sebagai orang lain, pengendali atau agensi ' +
                'kerajaan, dan jangan gunakan akaun atau nama palsu. Jangan ' +
                'gunakan akaun tambahan untuk menambah undian atau suka.',
            ),
          ),
        ],
      },
      {
        id: 'enforcement',
        heading: 'Cara kami menguatkuasakan peraturan ini',
        blocks: [
          sub(
            'Membuat laporan',
            p(
              'Jika anda nampak sesuatu yang melanggar peraturan ini, sila ' +
                'laporkan. Pada ulasan atau komen, buka menunya dan pilih ' +
                'pilihan untuk melapor. Pada profil, gunakan butang lapor. ' +
                'Pilih sebab yang paling sesuai.',
            ),
            p(
              'Kami tidak memberitahu orang yang dilaporkan tentang siapa yang ' +
                'membuat laporan.',
            ),
          ),
          sub(
            'Semakan oleh moderator',
            p(
              'Moderator menilai setiap laporan berdasarkan peraturan ini. ' +
                'Mereka meneliti kandungan dan konteksnya, bukan bilangan ' +
                'laporan yang diterima.',
            ),
          ),
          sub(
            'Tindakan yang mungkin diambil',
            ul(
              'Kandungan yang melanggar peraturan akan disembunyikan atau dibuang.',
              'Kami mungkin memberi amaran kepada orang yang menyiarkannya.',
              'Bagi pelanggaran yang serius atau berulang, kami menggantung ' +
                'akaun untuk satu tempoh, atau menutupnya.',
              'Kandungan haram, atau ancaman terhadap keselamatan seseorang, ' +
                'mungkin dilaporkan kepada pihak berkuasa.',
            ),
          ),
          note([
            strong('Dalam kecemasan, hubungi 999.'),
            ' Jika seseorang berada dalam bahaya, jangan tunggu moderator.',
          ]),
          sub(
            'Tidak bersetuju dengan keputusan kami?',
            p([
              'Jika anda rasa kami tersilap, ',
              link('hubungi kami tentang keputusan moderasi', '/contact-us'),
              ' dan moderator lain akan menelitinya semula. Anda juga boleh ' +
                'menghubungi kami di sini:',
            ]),
            contact(),
          ),
        ],
      },
      {
        id: 'related',
        heading: 'Halaman berkaitan',
        blocks: [
          links(
            link('Terma Penggunaan', '/term-of-use'),
            link('Privasi dan Kuki', '/privacy-cookies'),
            link('Soalan lazim', '/faq'),
          ),
        ],
      },
    ],
  },
};
