// What riders say most: the words and phrases of the reviews' experience texts, without the words every text has.

/** The aspects a page lists words for: its busiest. */
export const WORDS_ASPECTS = 3;
/** Words shown per aspect. */
export const WORDS_PER_ASPECT = 8;
/** Two-word phrases shown per aspect: two adjacent words, neither a common one nor a number. */
export const PHRASES_PER_ASPECT = 4;
/** The latest reviews of an aspect read for its words: enough for a pattern, cheap at any volume. */
export const WORDS_SAMPLE_REVIEWS = 300;
/** A word must come up in this many reviews to be shown: one rider's turn of phrase is not a pattern. */
export const WORDS_MIN_REVIEWS = 3;

/**
 * Words that say nothing about a trip, in English and Malay (reviews mix both), lowered
 * (frequent-terms.ts leaves them out, and numbers, and words under three letters).
 */
export const COMMON_WORDS: readonly string[] = [
  // English
  'the', 'and', 'was', 'were', 'for', 'with', 'this', 'that', 'not', 'but', 'are', 'have', 'has', 'had', 'you',
  'they', 'them', 'there', 'their', 'very', 'too', 'again', 'all', 'can', 'just', 'from', 'our', 'out', 'any',
  'its', 'one', 'when', 'what', 'then', 'than', 'into', 'also', 'who', 'his', 'her', 'she', 'him', 'get', 'got',
  'did', 'does', 'been', 'being', 'will', 'would', 'could', 'should', 'about', 'after', 'before', 'even', 'only',
  'some', 'more', 'most', 'much', 'many', 'over', 'off', 'because', 'which', 'while', 'where', 'how', 'why',
  'today', 'yesterday', 'morning', 'evening', 'night', 'time', 'every', 'really', 'still', 'your',
  // Malay
  'dan', 'yang', 'ini', 'itu', 'untuk', 'dengan', 'tidak', 'tak', 'ada', 'saya', 'kami', 'kita', 'dia',
  'mereka', 'pada', 'dari', 'lagi', 'sangat', 'sudah', 'dah', 'juga', 'atau', 'akan', 'boleh', 'bila', 'masa',
  'hari', 'nak', 'pun', 'lah', 'sebab', 'kerana', 'macam', 'apa', 'pagi', 'petang', 'malam', 'tadi', 'semalam',
  'sini', 'sana', 'oleh', 'dalam', 'telah', 'masih', 'banyak', 'lebih', 'paling', 'kali', 'setiap', 'selepas',
  'sebelum', 'tetapi', 'tapi', 'jadi', 'kalau', 'jika', 'semua', 'seperti', 'bagi', 'orang', 'sahaja', 'saja',
];
