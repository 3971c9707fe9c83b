import { contact, link, p, ul } from './helpers';
import type { InfoPageContent, Localised } from './types';

export const termOfUseContent: Localised<InfoPageContent> = {
  en: {
    title: 'Terms of Use',
    date: { kind: 'effective', iso: '2020-07-21', display: '21 July 2020' },
    toc: true,
    lead: [
      [
        'These terms are the rules for using Suara Transit, where riders ' +
          'share feedback on public transport in the Klang Valley. Please ' +
          'read them together with our ',
        link('Content Policy', '/content-policy'),
        ' and our ',
        link('Privacy and Cookies notice', '/privacy-cookies'),
        '.',
      ],
    ],
    sections: [
      {
        id: 'agreement',
        heading: '1. Agreeing to these terms',
        blocks: [
          p(
            'By using Suara Transit you agree to these terms. If you do not ' +
              'agree, please do not use our services.',
          ),
          p(
            'In these terms, “we” and “us” mean Suara Transit, and “you” ' +
              'means anyone who uses our website or services.',
          ),
        ],
      },
      {
        id: 'who-can-use',
        heading: '2. Who can use Suara Transit',
        blocks: [
          ul(
            'Only persons aged 18 and above may create an account or use our ' +
              'services. By using Suara Transit you confirm that you are 18 or ' +
              'older.',
            'You do not need to register just to read reviews. You need an ' +
              'account to write a review, comment, reply, like or report.',
          ),
        ],
      },
      {
        id: 'your-account',
        heading: '3. Your account',
        blocks: [
          ul(
            'To register, you need an e-mail address that you can verify. We ' +
              'send a link to it; opening the link confirms the address is yours.',
            'Give true details, keep your password secret, and do not share ' +
              'your account. You are responsible for what is done with it.',
            'One person, one account. Do not create accounts for someone else ' +
              'or in someone else’s name.',
            'If you sign in with Google or Facebook, their terms apply to that ' +
              'sign-in as well.',
            'If you think someone else has used your account, change your ' +
              'password and tell us straight away.',
          ),
        ],
      },
      {
        id: 'your-content',
        heading: '4. Your reviews, photos and comments',
        blocks: [
          p('You own what you post. We do not claim ownership of it.'),
          p(
            'When you post, you give us a free, non-exclusive, worldwide ' +
              'licence to store, copy, display and adapt your content (for ' +
              'example, to resize a photo or translate a review). We use this ' +
              'licence to show your content on Suara Transit and to share it ' +
              'with transport operators and authorities so that they can ' +
              'improve their services.',
          ),
          p(
            'The licence ends when you delete the content or your account, ' +
              'except for copies already shared with operators, and anything ' +
              'we must keep by law.',
          ),
          p(
            'You confirm that you have the right to post what you share, and ' +
              'that it follows our Content Policy.',
          ),
        ],
      },
      {
        id: 'acceptable-use',
        heading: '5. No abuse',
        blocks: [
          p('When you use Suara Transit, please do not:'),
          ul(
            'post anything that breaks our Content Policy;',
            'harass, threaten or abuse anyone, including transport staff;',
            'post false reviews, or reviews you were paid to write;',
            'pretend to be someone else;',
            'collect other people’s personal data from the site;',
            'vote more than once in a poll, or otherwise rig votes, likes or reports;',
            'try to break, overload or get around the security of our ' +
              'services, or use bots or scrapers without our permission;',
            'use our services for anything against the law.',
          ),
        ],
      },
      {
        id: 'moderation',
        heading: '6. Moderation',
        blocks: [
          ul(
            'Signed-in users can report reviews, comments and profiles. Our ' +
              'moderators look at reports and may review any content.',
            'We may hide or remove content, or suspend or close an account, ' +
              'if it breaks these terms or our Content Policy. We will usually ' +
              'tell you why, unless the law or someone’s safety prevents us.',
            'We verify reviews before we forward them to the operator ' +
              'concerned. Verifying a review does not mean we agree with it.',
            'If you think we got it wrong, contact us and we will look again.',
          ),
        ],
      },
      {
        id: 'operators-and-surveys',
        heading: '7. Operators, surveys and prizes',
        blocks: [
          p([
            'Suara Transit is not a transport operator. We pass on riders’ ' +
              'feedback, but we cannot make an operator act on it, and we are ' +
              'not responsible for their services. See our ',
            link('Disclaimer', '/disclaimer'),
            '.',
          ]),
          p(
            'Prize draws, such as the survey prize, have their own terms and ' +
              'conditions, shown with the survey. The survey form is run by ' +
              'an outside service whose own terms also apply.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '8. Limitation of liability',
        blocks: [
          ul(
            'We provide Suara Transit “as is” and “as available”. We work ' +
              'hard to keep it running and accurate, but we do not promise ' +
              'that it will always be available, free of errors, or that what ' +
              'riders post is correct.',
            'Reviews and comments are the opinions of the people who wrote ' +
              'them, not our own.',
            'As far as the law allows, we are not liable for any indirect or ' +
              'consequential loss, for lost profits or data, or for loss ' +
              'caused by relying on content on the site, by a transport ' +
              'operator’s service, or by events outside our control.',
            'Nothing in these terms takes away rights you have under Malaysian ' +
              'law that cannot be excluded, such as those under the Consumer ' +
              'Protection Act 1999.',
          ),
        ],
      },
      {
        id: 'ending',
        heading: '9. Closing your account',
        blocks: [
          p([
            'You can delete your account at any time from ',
            link('your Settings page', '/setting'),
            '. We may suspend or close an account that breaks these terms. ' +
              'Sections 4, 8 and 11 continue to apply after an account is closed.',
          ]),
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes to the service and these terms',
        blocks: [
          p(
            'We may change, add or remove features. We may also update these ' +
              'terms; the new version will show a new effective date. For ' +
              'important changes we will tell signed-in users before they take ' +
              'effect. If you keep using Suara Transit after that, you accept ' +
              'the updated terms.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: '11. Governing law',
        blocks: [
          p(
            'These terms are governed by the laws of Malaysia, and the courts ' +
              'of Malaysia decide any dispute about them. If something goes ' +
              'wrong, please talk to us first: most problems can be sorted out ' +
              'quickly.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: '12. Contact us',
        blocks: [
          p([
            'Questions about these terms? Write to us through the ',
            link('Contact Us form', '/contact-us'),
            ', or use these details:',
          ]),
          contact(),
        ],
      },
    ],
  },
  ms: {
    title: 'Terma Penggunaan',
    date: { kind: 'effective', iso: '2020-07-21', display: '21 Julai 2020' },
    toc: true,
    lead: [
      [
        'Terma ini ialah peraturan penggunaan Suara Transit, tempat ' +
          'penumpang berkongsi maklum balas tentang pengangkutan awam di ' +
          'Lembah Klang. Sila baca terma ini bersama ',
        link('Dasar Kandungan', '/content-policy'),
        ' dan ',
        link('notis Privasi dan Kuki', '/privacy-cookies'),
        ' kami.',
      ],
    ],
    sections: [
      {
        id: 'agreement',
        heading: '1. Persetujuan terhadap terma ini',
        blocks: [
          p(
            'Dengan menggunakan Suara Transit, anda bersetuju dengan terma ' +
              'ini. Jika anda tidak bersetuju, sila jangan gunakan ' +
              'perkhidmatan kami.',
          ),
          p(
            'Dalam terma ini, “kami” bermaksud Suara Transit, manakala ' +
              '“anda” bermaksud sesiapa sahaja yang menggunakan laman web ' +
              'atau perkhidmatan kami.',
          ),
        ],
      },
      {
        id: 'who-can-use',
        heading: '2. Siapa yang boleh menggunakan Suara Transit',
        blocks: [
          ul(
            'Hanya individu berumur 18 tahun ke atas boleh membuka akaun atau ' +
              'menggunakan perkhidmatan kami. Dengan menggunakan Suara Transit, ' +
              'anda mengesahkan bahawa anda berumur 18 tahun ke atas.',
            'Anda tidak perlu mendaftar sekadar untuk membaca ulasan. Akaun ' +
              'diperlukan untuk menulis ulasan, memberi komen, membalas, ' +
              'menyukai atau membuat laporan.',
          ),
        ],
      },
      {
        id: 'your-account',
        heading: '3. Akaun anda',
        blocks: [
          ul(
            'Untuk mendaftar, anda memerlukan alamat e-mel yang boleh ' +
              'disahkan. Kami akan menghantar pautan ke alamat tersebut; ' +
              'membuka pautan itu mengesahkan bahawa alamat itu milik anda.',
            'Berikan butiran yang benar, rahsiakan kata laluan anda dan ' +
              'jangan kongsi akaun anda. Anda bertanggungjawab atas segala ' +
              'yang dilakukan melalui akaun anda.',
            'Satu orang, satu akaun. Jangan buka akaun untuk orang lain atau ' +
              'menggunakan nama orang lain.',
            'Jika anda log masuk dengan Google atau Facebook, terma mereka ' +
              'juga terpakai bagi log masuk tersebut.',
            'Jika anda rasa akaun anda telah digunakan oleh orang lain, tukar ' +
              'kata laluan anda dan maklumkan kepada kami dengan segera.',
          ),
        ],
      },
      {
        id: 'your-content',
        heading: '4. Ulasan, foto dan komen anda',
        blocks: [
          p('Apa yang anda siarkan adalah milik anda. Kami tidak menuntut hak milik ke atasnya.'),
          p(
            'Apabila anda menyiarkan kandungan, anda memberi kami lesen ' +
              'percuma, tidak eksklusif dan di seluruh dunia untuk menyimpan, ' +
              'menyalin, memaparkan dan menyesuaikan kandungan anda (contohnya, ' +
              'mengubah saiz foto atau menterjemah ulasan). Kami menggunakan ' +
              'lesen ini untuk memaparkan kandungan anda di Suara Transit dan ' +
              'berkongsinya dengan pengendali serta pihak berkuasa pengangkutan ' +
              'supaya mereka dapat menambah baik perkhidmatan.',
          ),
          p(
            'Lesen ini tamat apabila anda memadam kandungan atau akaun anda, ' +
              'kecuali salinan yang telah dikongsi dengan pengendali, dan apa-apa ' +
              'yang wajib kami simpan menurut undang-undang.',
          ),
          p(
            'Anda mengesahkan bahawa anda berhak menyiarkan apa yang anda ' +
              'kongsi, dan kandungan itu mematuhi Dasar Kandungan kami.',
          ),
        ],
      },
      {
        id: 'acceptable-use',
        heading: '5. Dilarang menyalahgunakan perkhidmatan',
        blocks: [
          p('Semasa menggunakan Suara Transit, sila jangan:'),
          ul(
            'menyiarkan apa-apa yang melanggar Dasar Kandungan kami;',
            'mengganggu, mengugut atau menghina sesiapa, termasuk kakitangan ' +
              'pengangkutan;',
            'menyiarkan ulasan palsu, atau ulasan yang ditulis kerana dibayar;',
            'menyamar sebagai orang lain;',
            'mengumpul data peribadi orang lain daripada laman ini;',
            'mengundi lebih daripada sekali dalam undian, atau memanipulasi ' +
              'undian, suka atau laporan;',
            'cuba merosakkan, membebankan atau memintas keselamatan ' +
              'perkhidmatan kami, atau menggunakan bot atau pengikis data ' +
              'tanpa kebenaran kami;',
            'menggunakan perkhidmatan kami untuk apa-apa yang menyalahi ' +
              'undang-undang.',
          ),
        ],
      },
      {
        id: 'moderation',
        heading: '6. Moderasi',
        blocks: [
          ul(
            'Pengguna yang log masuk boleh melaporkan ulasan, komen dan ' +
              'profil. Moderator kami meneliti laporan dan boleh menyemak ' +
              'mana-mana kandungan.',
            'Kami boleh menyembunyikan atau membuang kandungan, atau ' +
              'menggantung atau menutup akaun, jika ia melanggar terma ini ' +
              'atau Dasar Kandungan kami. Kami biasanya akan memberitahu ' +
              'sebabnya, melainkan undang-undang atau keselamatan seseorang ' +
              'menghalang kami berbuat demikian.',
            'Kami mengesahkan ulasan sebelum memanjangkannya kepada pengendali ' +
              'yang berkenaan. Ulasan yang disahkan tidak bermakna kami ' +
              'bersetuju dengannya.',
            'Jika anda rasa kami tersilap, hubungi kami dan kami akan ' +
              'menelitinya semula.',
          ),
        ],
      },
      {
        id: 'operators-and-surveys',
        heading: '7. Pengendali, tinjauan dan hadiah',
        blocks: [
          p([
            'Suara Transit bukan pengendali pengangkutan. Kami menyampaikan ' +
              'maklum balas penumpang, tetapi kami tidak boleh memaksa ' +
              'pengendali bertindak, dan kami tidak bertanggungjawab atas ' +
              'perkhidmatan mereka. Lihat ',
            link('Penafian', '/disclaimer'),
            ' kami.',
          ]),
          p(
            'Cabutan hadiah, seperti hadiah tinjauan, mempunyai terma dan ' +
              'syaratnya sendiri yang dipaparkan bersama tinjauan. Borang ' +
              'tinjauan dikendalikan oleh perkhidmatan luar yang turut ' +
              'mempunyai termanya sendiri.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '8. Had liabiliti',
        blocks: [
          ul(
            'Kami menyediakan Suara Transit “seadanya” dan “mengikut ' +
              'ketersediaan”. Kami berusaha sedaya upaya untuk memastikannya ' +
              'berfungsi dan tepat, tetapi kami tidak menjamin bahawa ia ' +
              'sentiasa tersedia, bebas daripada ralat, atau bahawa apa yang ' +
              'disiarkan oleh penumpang adalah betul.',
            'Ulasan dan komen ialah pendapat orang yang menulisnya, bukan ' +
              'pendapat kami.',
            'Setakat yang dibenarkan oleh undang-undang, kami tidak ' +
              'bertanggungjawab atas apa-apa kerugian tidak langsung atau ' +
              'berbangkit, kehilangan keuntungan atau data, atau kerugian ' +
              'akibat bergantung pada kandungan di laman ini, perkhidmatan ' +
              'pengendali pengangkutan, atau kejadian di luar kawalan kami.',
            'Tiada apa-apa dalam terma ini yang menghapuskan hak anda di ' +
              'bawah undang-undang Malaysia yang tidak boleh dikecualikan, ' +
              'seperti hak di bawah Akta Perlindungan Pengguna 1999.',
          ),
        ],
      },
      {
        id: 'ending',
        heading: '9. Menutup akaun anda',
        blocks: [
          p([
            'Anda boleh memadam akaun anda pada bila-bila masa melalui ',
            link('halaman Tetapan anda', '/setting'),
            '. Kami boleh menggantung atau menutup akaun yang melanggar terma ' +
              'ini. Bahagian 4, 8 dan 11 terus terpakai selepas akaun ditutup.',
          ]),
        ],
      },
      {
        id: 'changes',
        heading: '10. Perubahan pada perkhidmatan dan terma ini',
        blocks: [
          p(
            'Kami boleh mengubah, menambah atau membuang ciri. Kami juga boleh ' +
              'mengemas kini terma ini; versi baharu akan menunjukkan tarikh ' +
              'berkuat kuasa yang baharu. Bagi perubahan penting, kami akan ' +
              'memaklumkan pengguna yang log masuk sebelum perubahan itu ' +
              'berkuat kuasa. Jika anda terus menggunakan Suara Transit selepas ' +
              'itu, anda menerima terma yang dikemas kini.',
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: '11. Undang-undang yang terpakai',
        blocks: [
          p(
            'Terma ini tertakluk kepada undang-undang Malaysia, dan ' +
              'mahkamah Malaysia akan memutuskan apa-apa pertikaian ' +
              'mengenainya. Jika berlaku masalah, sila berbincang dengan kami ' +
              'dahulu: kebanyakan masalah boleh diselesaikan dengan cepat.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: '12. Hubungi kami',
        blocks: [
          p([
            'Ada soalan tentang terma ini? Tulis kepada kami melalui ',
            link('borang Hubungi Kami', '/contact-us'),
            ', atau gunakan butiran berikut:',
          ]),
          contact(),
        ],
      },
    ],
  },
};
