import type { Language, LocalizedText } from './language.ts';

/**
 * Every user-visible message, keyed by a stable code. Zod issues carry the code as their
 * `message`; the server answers `{ code, message }` and the web translates the code.
 * English texts quoting the spec keep its wording verbatim, typos included.
 * Texts quoting a limit (e.g. 'Maximum 60 characters') are checked against the constant in tests.
 */
export const MESSAGES = {
  // --- generic (API and fallbacks) ---
  required: { en: 'This field is required', ms: 'Ruangan ini wajib diisi' },
  invalidValue: { en: 'Invalid value', ms: 'Nilai tidak sah' },
  signInRequired: { en: 'Please sign in to continue', ms: 'Sila log masuk untuk meneruskan' },
  notAllowed: { en: 'You are not allowed to do this', ms: 'Anda tidak dibenarkan melakukan tindakan ini' },
  notFound: { en: 'Not found', ms: 'Tidak ditemui' },
  rateLimited: {
    en: 'Too many requests. Please try again later',
    ms: 'Terlalu banyak permintaan. Sila cuba lagi sebentar nanti',
  },
  noResultFound: { en: 'No result found', ms: 'Tiada hasil ditemui' },
  charactersNotAllowed: {
    en: 'Contains characters that are not allowed',
    ms: 'Mengandungi aksara yang tidak dibenarkan',
  },

  // --- sign-up (spec §5, in the spec's order) ---
  nameTooShort: { en: 'Need at least 2 characters', ms: 'Perlu sekurang-kurangnya 2 aksara' },
  nameNotAlphabetical: {
    en: 'Name contains non-alphabetical character',
    ms: 'Nama mengandungi aksara bukan abjad',
  },
  nameTooLong: { en: 'Maximum 60 characters', ms: 'Maksimum 60 aksara' },
  usernameTooShort: { en: 'Need at least 5 characters', ms: 'Perlu sekurang-kurangnya 5 aksara' },
  usernameHasSpace: { en: 'No spacing allowed', ms: 'Ruang kosong tidak dibenarkan' },
  usernameTooLong: { en: 'Maximum 30 characters', ms: 'Maksimum 30 aksara' },
  usernameInvalidCharacter: {
    en: 'Only letters, numbers, dots and underscores are allowed',
    ms: 'Hanya huruf, nombor, titik dan garis bawah dibenarkan',
  },
  usernameTaken: { en: 'This username is already taken', ms: 'Nama pengguna ini telah digunakan' },
  usernameCheckFailed: {
    en: 'Please try again - ERROR:{message}',
    ms: 'Sila cuba lagi - RALAT:{message}',
  },
  emailInvalid: { en: 'Please provide a valid email', ms: 'Sila berikan e-mel yang sah' },
  emailTooLong: { en: 'Maximum 254 characters', ms: 'Maksimum 254 aksara' },
  emailTaken: { en: 'This email is already registered', ms: 'E-mel ini telah didaftarkan' },
  phoneInvalid: { en: 'Please provide a valid phone number', ms: 'Sila berikan nombor telefon yang sah' },
  passwordNeedsNumber: { en: 'Please includes number', ms: 'Sila sertakan nombor' },
  passwordNeedsSpecial: {
    en: 'Please includes any special character',
    ms: 'Sila sertakan sebarang aksara khas',
  },
  passwordNeedsLetter: {
    en: 'Please includes alphabetical character',
    ms: 'Sila sertakan huruf abjad',
  },
  passwordLength: { en: 'Please provide 6 - 16 characters', ms: 'Sila berikan 6 - 16 aksara' },
  passwordInvalidCharacter: {
    en: 'Only letters, numbers and !@#$%^&* are allowed',
    ms: 'Hanya huruf, nombor dan !@#$%^&* dibenarkan',
  },
  passwordMismatch: { en: 'Password does not match', ms: 'Kata laluan tidak sepadan' },
  signupInvalid: {
    en: 'Please make sure the details are valid',
    ms: 'Sila pastikan butiran yang diberikan sah',
  },

  // --- sign-in, forgot and reset password, e-mail verification ---
  identifierRequired: {
    en: 'Please enter your username or email',
    ms: 'Sila masukkan nama pengguna atau e-mel anda',
  },
  identifierTooLong: { en: 'Maximum 254 characters', ms: 'Maksimum 254 aksara' },
  passwordRequired: { en: 'Please enter your password', ms: 'Sila masukkan kata laluan anda' },
  invalidCredentials: {
    en: 'Incorrect username/email or password',
    ms: 'Nama pengguna/e-mel atau kata laluan tidak betul',
  },
  resetPasswordRule: {
    en: 'Should consist of alphanumic and atleast one special character',
    ms: 'Mesti mengandungi huruf, nombor dan sekurang-kurangnya satu aksara khas',
  },
  resetPasswordMismatch: {
    en: 'Confirm password did not match',
    ms: 'Pengesahan kata laluan tidak sepadan',
  },
  // Issue #16: true whether or not the account exists (the spec's text said a mail had gone).
  resetLinkSentIfAccount: {
    en: 'If an account exists, we have sent a link to reset its password',
    ms: 'Jika akaun itu wujud, kami telah menghantar pautan untuk menetapkan semula kata laluannya',
  },
  resetLinkInvalid: {
    en: 'The reset link is either invalid or expired',
    ms: 'Pautan tetapan semula tidak sah atau telah tamat tempoh',
  },
  passwordUpdated: { en: 'Password Updated!', ms: 'Kata Laluan Dikemas Kini!' },
  verifySuccessTitle: { en: 'Awesome!', ms: 'Hebat!' },
  verifySuccess: {
    en: 'You have successfully verified your email address',
    ms: 'Anda telah berjaya mengesahkan alamat e-mel anda',
  },
  verifyFailedTitle: { en: 'Opps!', ms: 'Alamak!' },
  verifyFailed: {
    en: 'The verification link is either invalid or expired',
    ms: 'Pautan pengesahan tidak sah atau telah tamat tempoh',
  },

  // --- profile, avatar, onboarding ---
  profileUpdated: { en: 'Profile Updated', ms: 'Profil Dikemas Kini' },
  avatarUpdated: { en: 'Profile Avatar Updated', ms: 'Avatar Profil Dikemas Kini' },
  avatarTooLarge: { en: 'Photo size exceeded 500kb size', ms: 'Saiz foto melebihi had 500kb' },
  avatarNotImage: {
    en: 'Please choose an image file (JPEG, PNG, WebP or GIF)',
    ms: 'Sila pilih fail imej (JPEG, PNG, WebP atau GIF)',
  },
  aboutTooLong: { en: 'Maximum 500 characters', ms: 'Maksimum 500 aksara' },
  profileLocationTooLong: { en: 'Maximum 120 characters', ms: 'Maksimum 120 aksara' },
  genderRequired: { en: 'Please select your gender', ms: 'Sila pilih jantina anda' },
  ageBandRequired: { en: 'Please select your age group', ms: 'Sila pilih kumpulan umur anda' },
  nationalStatusRequired: { en: 'Please tell us who you are', ms: 'Sila beritahu kami siapa anda' },
  homeLocationRequired: {
    en: 'Please select where you live',
    ms: 'Sila pilih tempat tinggal anda',
  },
  disabilityRequired: { en: 'Please answer this question', ms: 'Sila jawab soalan ini' },
  transportUsageRequired: {
    en: 'Please select how often you use public transport',
    ms: 'Sila pilih kekerapan anda menggunakan pengangkutan awam',
  },

  // --- reviews ---
  feelingRequired: { en: 'Please tell us how you are feeling', ms: 'Sila beritahu kami perasaan anda' },
  serviceRequired: { en: 'Please choose a service', ms: 'Sila pilih perkhidmatan' },
  aspectRequired: { en: 'Please choose an aspect', ms: 'Sila pilih aspek' },
  pleaseSpecify: { en: 'Please specify', ms: 'Sila nyatakan' },
  serviceTextRequired: { en: 'Please specify the service', ms: 'Sila nyatakan perkhidmatan tersebut' },
  aspectTextRequired: { en: 'Please specify the aspect', ms: 'Sila nyatakan aspek tersebut' },
  otherTextTooLong: { en: 'Maximum 100 characters', ms: 'Maksimum 100 aksara' },
  aspectNotAllowed: {
    en: 'This aspect is not available for the chosen service',
    ms: 'Aspek ini tidak tersedia untuk perkhidmatan yang dipilih',
  },
  incidentDateRequired: { en: 'Please choose the incident date', ms: 'Sila pilih tarikh kejadian' },
  incidentTimeRequired: {
    en: 'Please choose the incident time (24-hour)',
    ms: 'Sila pilih masa kejadian (format 24 jam)',
  },
  incidentInFuture: {
    en: 'The incident date and time cannot be in the future',
    ms: 'Tarikh dan masa kejadian tidak boleh pada masa hadapan',
  },
  experienceRequired: {
    en: 'Please tell us about your experience',
    ms: 'Sila ceritakan pengalaman anda',
  },
  experienceTooLong: { en: 'Maximum 2000 characters', ms: 'Maksimum 2000 aksara' },
  operatorTooLong: { en: 'Maximum 120 characters', ms: 'Maksimum 120 aksara' },
  routeTooLong: { en: 'Maximum 120 characters', ms: 'Maksimum 120 aksara' },
  stopTooLong: { en: 'Maximum 120 characters', ms: 'Maksimum 120 aksara' },
  plateTooLong: { en: 'Maximum 15 characters', ms: 'Maksimum 15 aksara' },
  plateInvalid: {
    en: 'Use letters, numbers, spaces and hyphens only',
    ms: 'Gunakan huruf, nombor, ruang dan sempang sahaja',
  },
  reviewCommentTooLong: { en: 'Maximum 1000 characters', ms: 'Maksimum 1000 aksara' },
  locationRequired: {
    en: 'Please choose a location on the map',
    ms: 'Sila pilih lokasi pada peta',
  },
  latitudeInvalid: {
    en: 'Latitude must be between -90 and 90',
    ms: 'Latitud mestilah antara -90 dan 90',
  },
  longitudeInvalid: {
    en: 'Longitude must be between -180 and 180',
    ms: 'Longitud mestilah antara -180 dan 180',
  },
  locationOutsideMalaysia: {
    en: 'Please choose a place in Malaysia',
    ms: 'Sila pilih tempat di Malaysia',
  },
  addressTooLong: { en: 'Maximum 300 characters', ms: 'Maksimum 300 aksara' },
  addressPlaceholder: {
    en: 'Drag marker to select your location',
    ms: 'Seret penanda untuk memilih lokasi anda',
  },
  thisLocation: { en: 'this location', ms: 'lokasi ini' },
  geocoderUnavailable: {
    en: 'No address could be found for this place',
    ms: 'Tiada alamat ditemui untuk tempat ini',
  },
  attachmentsTooMany: { en: 'You can attach up to 6 files', ms: 'Anda boleh melampirkan sehingga 6 fail' },
  attachmentDuplicate: { en: 'This file is already attached', ms: 'Fail ini telah pun dilampirkan' },
  fileTooLarge: {
    en: 'Each file must be 10 MB or smaller',
    ms: 'Setiap fail mestilah tidak melebihi 10 MB',
  },
  fileTypeNotAllowed: {
    en: 'Only images (JPEG, PNG, WebP, GIF) and PDF files are allowed',
    ms: 'Hanya fail imej (JPEG, PNG, WebP, GIF) dan PDF dibenarkan',
  },
  pdfNotAccepted: {
    en: 'PDF files with scripts, actions or attached files, or that cannot be checked (e.g. encrypted ones), are not accepted; print the document to a new PDF and upload that',
    ms: 'Fail PDF yang mengandungi skrip, tindakan atau fail terlampir, atau yang tidak dapat diperiksa (cth. yang disulitkan), tidak diterima; cetak dokumen itu ke PDF baharu dan muat naik salinan itu',
  },
  reviewSubmitted: { en: 'Your Review has been submitted!', ms: 'Ulasan anda telah dihantar!' },
  reviewDeleted: { en: 'Your review is deleted successfully', ms: 'Ulasan anda berjaya dipadam' },
  searchTooLong: { en: 'Maximum 100 characters', ms: 'Maksimum 100 aksara' },
  dateInvalid: { en: 'Please choose a valid date', ms: 'Sila pilih tarikh yang sah' },
  dateInFuture: { en: 'Date cannot be in the future', ms: 'Tarikh tidak boleh pada masa hadapan' },
  dateToBeforeFrom: {
    en: 'Date To cannot be before Date From',
    ms: 'Tarikh Hingga tidak boleh sebelum Tarikh Dari',
  },
  rangeTooLong: {
    en: 'A date range may span at most 5 years',
    ms: 'Julat tarikh paling panjang 5 tahun',
  },
  pageSizeTooLarge: { en: 'At most 50 reviews a page', ms: 'Paling banyak 50 ulasan satu halaman' },
  pageLinkInvalid: {
    en: 'This page link is not valid; start from the first page',
    ms: 'Pautan halaman ini tidak sah; mulakan dari halaman pertama',
  },
  bboxInvalid: {
    en: 'The map area must be four numbers: west, south, east, north',
    ms: 'Kawasan peta mestilah empat nombor: barat, selatan, timur, utara',
  },
  bboxInverted: {
    en: 'The map area is inverted: west must be less than east and south less than north',
    ms: 'Kawasan peta terbalik: barat mesti kurang daripada timur dan selatan kurang daripada utara',
  },
  bboxOutsideWorld: {
    en: 'The map area is outside the world (latitude -90 to 90, longitude -180 to 180)',
    ms: 'Kawasan peta di luar dunia (latitud -90 hingga 90, longitud -180 hingga 180)',
  },
  bboxTooLarge: {
    en: 'The map area is too large for this zoom level; zoom out or show a smaller area',
    ms: 'Kawasan peta terlalu besar untuk tahap zum ini; zum keluar atau tunjukkan kawasan yang lebih kecil',
  },

  // --- community: comments, reports, deletion, contact, polls ---
  commentRequired: { en: 'Please write a comment', ms: 'Sila tulis komen' },
  commentTooLong: { en: 'Maximum 2000 characters', ms: 'Maksimum 2000 aksara' },
  replyRequired: { en: 'Please write a reply', ms: 'Sila tulis balasan' },
  replyTooLong: { en: 'Maximum 2000 characters', ms: 'Maksimum 2000 aksara' },
  commentsPageSizeTooLarge: { en: 'At most 50 comments or replies a page', ms: 'Paling banyak 50 komen atau balasan satu halaman' },
  commentDeleted: { en: 'Comment deleted succesfully', ms: 'Komen berjaya dipadam' },
  replyDeleted: { en: 'Your reply deleted succesfully', ms: 'Balasan anda berjaya dipadam' },
  deleteConfirm: {
    en: 'Are you sure want to delete this post?',
    ms: 'Adakah anda pasti mahu memadam hantaran ini?',
  },
  reportDialogTitle: {
    en: 'Why are you reporting this {target}?',
    ms: 'Mengapakah anda melaporkan {target} ini?',
  },
  reportReasonRequired: {
    en: 'Need to select a reason to report',
    ms: 'Perlu memilih sebab untuk melaporkan',
  },
  reportReasonNotAllowed: {
    en: 'This reason does not apply to what you are reporting',
    ms: 'Sebab ini tidak berkaitan dengan perkara yang anda laporkan',
  },
  reportSent: { en: 'Thank you for letting us know!', ms: 'Terima kasih kerana memaklumkan kami!' },
  firstNameRequired: { en: 'Please enter your first name', ms: 'Sila masukkan nama pertama anda' },
  firstNameTooLong: { en: 'Maximum 50 characters', ms: 'Maksimum 50 aksara' },
  lastNameRequired: { en: 'Please enter your last name', ms: 'Sila masukkan nama akhir anda' },
  lastNameTooLong: { en: 'Maximum 50 characters', ms: 'Maksimum 50 aksara' },
  contactMessageRequired: { en: 'Please write your message', ms: 'Sila tulis mesej anda' },
  contactMessageTooLong: { en: 'Maximum 2000 characters', ms: 'Maksimum 2000 aksara' },
  contactDelivered: {
    en: 'Thank You {name}! Your message has been delivered',
    ms: 'Terima Kasih {name}! Mesej anda telah dihantar',
  },
  pollQuestion: { en: 'Is this useful for you?', ms: 'Adakah ini berguna untuk anda?' },
  pollAnswerRequired: { en: 'Please answer Yes or No', ms: 'Sila jawab Ya atau Tidak' },

  // --- admin: posters ---
  posterDescriptionRequired: { en: 'Please write a description', ms: 'Sila tulis keterangan' },
  posterDescriptionTooLong: { en: 'Maximum 500 characters', ms: 'Maksimum 500 aksara' },
  posterUrlInvalid: {
    en: 'Enter a web address starting with https:// (or a path on this site starting with /)',
    ms: 'Masukkan alamat web yang bermula dengan https:// (atau laluan di laman ini yang bermula dengan /)',
  },
  posterImageRequired: { en: 'Upload an image or give its web address', ms: 'Muat naik imej atau berikan alamat webnya' },
  posterImageOrUrl: { en: 'Use either an uploaded image or a web address, not both', ms: 'Gunakan sama ada imej yang dimuat naik atau alamat web, bukan kedua-duanya' },

  // --- admin (spec §5) ---
  adminSelfRemoval: {
    en: 'Not Allowed!\nPlease ask another Admin to remove your admin privilege',
    ms: 'Tidak Dibenarkan!\nSila minta Admin lain untuk menarik balik keistimewaan admin anda',
  },
  tablePageSizeInvalid: {
    en: 'Rows per page must be 5, 10, 25 or All',
    ms: 'Baris setiap halaman mestilah 5, 10, 25 atau Semua',
  },
  tablePageInvalid: {
    en: 'The page must be a whole number from 1',
    ms: 'Halaman mestilah nombor bulat bermula dari 1',
  },
  // --- moderation and review status (issue #7) ---
  statusNoteTooLong: { en: 'Maximum 500 characters', ms: 'Maksimum 500 aksara' },
  statusMoveNotAllowed: {
    en: 'A ticket only moves forward: Submitted, Verified, Forwarded to operator, Acknowledged by operator, In progress, Resolved',
    ms: 'Tiket hanya bergerak ke hadapan: Dihantar, Disahkan, Dimajukan kepada pengendali, Diakui oleh pengendali, Dalam tindakan, Selesai',
  },
  userCannotBeHidden: {
    en: 'A user cannot be hidden; dismiss the reports or mark them actioned',
    ms: 'Pengguna tidak boleh disembunyikan; tolak laporan atau tandakan sebagai telah diambil tindakan',
  },
  ticketNumberInvalid: { en: 'Enter a ticket number, e.g. 100001', ms: 'Masukkan nombor tiket, cth. 100001' },
  // --- the operator loop (issue #18) ---
  responseRequired: { en: 'Write the response', ms: 'Tulis maklum balas' },
  responseTooLong: { en: 'Maximum 2,000 characters', ms: 'Maksimum 2,000 aksara' },
  reopenReasonRequired: { en: 'Say why it is not resolved', ms: 'Nyatakan sebab ia belum selesai' },
} as const satisfies Record<string, LocalizedText>;

export type MessageCode = keyof typeof MESSAGES;

export const MESSAGE_CODES = Object.keys(MESSAGES) as MessageCode[];

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/**
 * The text of a message in a language, with `{placeholder}`s filled from params.
 * Placeholders without a param stay as they are, so a missing value is visible rather than blank.
 */
export function messageText(
  code: MessageCode,
  lang: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[code][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
