import type { Gender, Language, NationalStatus } from '@suara/domain';
import { weighted, type Random } from './random.ts';

// Believable Klang Valley riders: Malay, Chinese and Indian names the way people write them on a
// sign-up form (letters and spaces only: no 'a/l', '@' or apostrophes, which the name rule refuses),
// and a share of East Malaysians, Eurasians and foreigners who live or travel here.

type Person = {
  name: string;
  /** Lower-case ASCII words for the username and e-mail address. */
  handle: [string, string];
  gender: Exclude<Gender, 'other'>;
  language: Language;
  nationalStatus: NationalStatus;
};

const MALAY_MALE = [
  'Ahmad', 'Muhammad', 'Amir', 'Hafiz', 'Faizal', 'Azlan', 'Hakim', 'Irfan', 'Syafiq', 'Firdaus', 'Khairul', 'Zulkifli',
  'Rizal', 'Shahrul', 'Aiman', 'Haziq', 'Danial', 'Izzat', 'Nazrin', 'Farhan', 'Luqman', 'Imran', 'Fikri', 'Azman',
  'Rosli', 'Kamarul', 'Ikmal', 'Adam', 'Harith', 'Syahmi', 'Afiq', 'Ridzuan', 'Zaki', 'Hairul', 'Najib', 'Arif',
];
const MALAY_FEMALE = [
  'Nurul', 'Siti', 'Nur', 'Aisyah', 'Farah', 'Nadia', 'Aina', 'Syafiqah', 'Izzati', 'Hani', 'Amira', 'Aqilah', 'Balqis',
  'Zulaikha', 'Hidayah', 'Liyana', 'Sofea', 'Nabilah', 'Fatimah', 'Khadijah', 'Zarina', 'Rohani', 'Salmah', 'Haslinda',
  'Norazlina', 'Wardah', 'Alya', 'Irdina', 'Syazwani', 'Atikah', 'Husna', 'Maisarah', 'Najwa', 'Adibah', 'Hanis',
];
const MALAY_SECOND_MALE = ['Hakimi', 'Iskandar', 'Danish', 'Aqil', 'Hazim', 'Faris', 'Amsyar', 'Rayyan', 'Zikri', 'Ikhwan'];
const MALAY_SECOND_FEMALE = ['Aisyah', 'Nabila', 'Huda', 'Athirah', 'Syuhada', 'Amani', 'Izzah', 'Qistina', 'Farhana', 'Adlina'];
const MALAY_FATHER = [
  'Abdullah', 'Ismail', 'Rahman', 'Hassan', 'Ibrahim', 'Othman', 'Yusof', 'Ahmad', 'Aziz', 'Hamid', 'Razak', 'Salleh',
  'Zainal', 'Jamaluddin', 'Mansor', 'Mohamad', 'Kassim', 'Ramli', 'Sulaiman', 'Harun', 'Mahmud', 'Rashid', 'Karim', 'Omar',
];

const CHINESE_SURNAME = [
  'Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Chan', 'Ong', 'Teh', 'Goh', 'Chong', 'Yap', 'Leong', 'Khoo', 'Chin', 'Low', 'Tay',
  'Foo', 'Cheah', 'Loh', 'Chua', 'Liew', 'Yeoh', 'Koh', 'Ho', 'Lau', 'Kok', 'Soh', 'Phang', 'Choo', 'Siew',
];
const CHINESE_MALE = [
  'Wei Ming', 'Kah Wai', 'Chee Keong', 'Zhi Hao', 'Kok Leong', 'Boon Hock', 'Jun Wei', 'Wai Kit', 'Choon Hong', 'Eng Huat',
  'Yong Sheng', 'Jia Jun', 'Kar Seng', 'Wen Jie', 'Chun Kit', 'Hong Wei', 'Soon Keat', 'Yi Xiang',
];
const CHINESE_FEMALE = [
  'Mei Ling', 'Jia Hui', 'Siew Lan', 'Xin Yi', 'Hui Min', 'Yee Ling', 'Pei Shan', 'Li Ting', 'Shu Fen', 'Kar Mun',
  'Wei Ling', 'Jing Yi', 'Siew Mei', 'Hui Shan', 'Yan Ting', 'Pei Yi', 'Mun Yee', 'Zi Qi',
];
const ENGLISH_MALE = ['Jason', 'Kelvin', 'Alvin', 'Desmond', 'Benjamin', 'Marcus', 'Daniel', 'Ryan', 'Edwin', 'Gary', 'Ivan', 'Nicholas'];
const ENGLISH_FEMALE = ['Michelle', 'Jessica', 'Vivian', 'Cheryl', 'Rachel', 'Joanne', 'Melissa', 'Karen', 'Evelyn', 'Grace', 'Serene', 'Charmaine'];

const INDIAN_MALE = [
  'Arjun', 'Ravi', 'Suresh', 'Kumar', 'Vikneswaran', 'Ganesh', 'Prakash', 'Rajesh', 'Dinesh', 'Saravanan', 'Karthik',
  'Muthu', 'Thinesh', 'Vijay', 'Ashwin', 'Harish', 'Kishen', 'Naveen', 'Praveen', 'Yuvan',
];
const INDIAN_FEMALE = [
  'Priya', 'Kavitha', 'Deepa', 'Shalini', 'Anitha', 'Revathi', 'Malathi', 'Nisha', 'Thivya', 'Sangeetha', 'Yamuna',
  'Janani', 'Meena', 'Keerthana', 'Divya', 'Pavithra', 'Sharmila', 'Vasanthi', 'Logeswari', 'Kalaivani',
];
const INDIAN_FATHER = [
  'Ramasamy', 'Subramaniam', 'Krishnan', 'Muniandy', 'Raj', 'Nair', 'Pillai', 'Arumugam', 'Govindasamy', 'Rajendran',
  'Maniam', 'Letchumanan', 'Selvaraj', 'Chandran', 'Sivakumar', 'Balakrishnan', 'Ponnusamy', 'Murugan',
];

/** Sabah and Sarawak (Kadazan-Dusun, Iban, Bidayuh) and Eurasian names: locals too. */
const OTHER_LOCAL: { name: string; gender: 'male' | 'female' }[] = [
  { name: 'Jennifer Jimbun', gender: 'female' }, { name: 'Michael Jaimis', gender: 'male' }, { name: 'Daniel De Costa', gender: 'male' },
  { name: 'Sarah Fernandez', gender: 'female' }, { name: 'Ryan Pereira', gender: 'male' }, { name: 'Stella Sinyang', gender: 'female' },
  { name: 'Rayner Majimbun', gender: 'male' }, { name: 'Lorna Gomes', gender: 'female' }, { name: 'Edward Nyanggau', gender: 'male' },
  { name: 'Cynthia Sikui', gender: 'female' }, { name: 'Justin Lajim', gender: 'male' }, { name: 'Agnes Liaw', gender: 'female' },
];
/** People from elsewhere who ride here: workers, students and visitors. */
const FOREIGN: { name: string; gender: 'male' | 'female'; status: NationalStatus }[] = [
  { name: 'Budi Santoso', gender: 'male', status: 'foreigner' }, { name: 'Dewi Lestari', gender: 'female', status: 'foreigner' },
  { name: 'Rahim Uddin', gender: 'male', status: 'foreigner' }, { name: 'Aung Kyaw', gender: 'male', status: 'foreigner' },
  { name: 'Nguyen Thi Lan', gender: 'female', status: 'foreigner' }, { name: 'Maria Santos', gender: 'female', status: 'foreigner' },
  { name: 'Bishal Thapa', gender: 'male', status: 'foreigner' }, { name: 'Yuki Tanaka', gender: 'female', status: 'tourist' },
  { name: 'Minjun Kim', gender: 'male', status: 'tourist' }, { name: 'Oliver Smith', gender: 'male', status: 'tourist' },
  { name: 'Emma Schneider', gender: 'female', status: 'tourist' }, { name: 'Ahmed Al Farsi', gender: 'male', status: 'tourist' },
  { name: 'Chloe Martin', gender: 'female', status: 'tourist' }, { name: 'Li Wei', gender: 'male', status: 'tourist' },
];

const COMMUNITY = weighted([
  ['malay', 52],
  ['chinese', 25],
  ['indian', 11],
  ['other-local', 4],
  ['foreign', 8],
] as const);

export function randomPerson(random: Random): Person {
  const gender = random.chance(0.5) ? 'male' : 'female';
  const local = (name: string, handle: [string, string], language: Language): Person => ({
    name,
    handle,
    gender,
    language,
    nationalStatus: random.chance(0.03) ? 'ex-local' : 'local',
  });
  switch (COMMUNITY.pick(random)) {
    case 'malay': {
      const first = random.pick(gender === 'male' ? MALAY_MALE : MALAY_FEMALE);
      const second = random.chance(0.4) ? ` ${random.pick(gender === 'male' ? MALAY_SECOND_MALE : MALAY_SECOND_FEMALE)}` : '';
      const father = random.pick(MALAY_FATHER);
      // Some write the full patronymic, most a short form.
      const name = random.chance(0.25) ? `${first}${second} ${gender === 'male' ? 'bin' : 'binti'} ${father}` : `${first}${second} ${father}`;
      const given = second && ['Nurul', 'Siti', 'Nur', 'Muhammad', 'Ahmad'].includes(first) ? second.trim() : first;
      return local(name, [given, father], random.chance(0.6) ? 'ms' : 'en');
    }
    case 'chinese': {
      const surname = random.pick(CHINESE_SURNAME);
      const given = random.pick(gender === 'male' ? CHINESE_MALE : CHINESE_FEMALE);
      const english = random.chance(0.35) ? random.pick(gender === 'male' ? ENGLISH_MALE : ENGLISH_FEMALE) : undefined;
      const name = english ? (random.chance(0.5) ? `${english} ${surname}` : `${english} ${surname} ${given}`) : `${surname} ${given}`;
      return local(name, [english ?? given.replace(' ', ''), surname], random.chance(0.1) ? 'ms' : 'en');
    }
    case 'indian': {
      const first = random.pick(gender === 'male' ? INDIAN_MALE : INDIAN_FEMALE);
      const father = random.pick(INDIAN_FATHER);
      return local(`${first} ${father}`, [first, father], random.chance(0.15) ? 'ms' : 'en');
    }
    case 'other-local': {
      const person = random.pick(OTHER_LOCAL);
      const [first = '', last = ''] = person.name.split(' ');
      return { ...local(person.name, [first, last], random.chance(0.3) ? 'ms' : 'en'), gender: person.gender };
    }
    case 'foreign': {
      const person = random.pick(FOREIGN);
      const parts = person.name.split(' ');
      return { name: person.name, handle: [parts[0]!, parts.at(-1)!], gender: person.gender, language: 'en', nationalStatus: person.status };
    }
  }
}

const asciiWord = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');

/** Demo accounts are recognisable and never collide: a 'demo.' prefix and a running number. */
export const DEMO_USERNAME_PREFIX = 'demo.';
export const DEMO_EMAIL_DOMAINS = ['example.my', 'example.com'] as const;

export function demoUsername(person: Person, number: number): string {
  const tail = String(number);
  // USERNAME_MAX is 30: the prefix, the name part and the number must fit.
  const room = 30 - DEMO_USERNAME_PREFIX.length - tail.length;
  const [first, last] = person.handle.map(asciiWord);
  const base = `${first}_${last}`.slice(0, room).replace(/_$/, '');
  return `${DEMO_USERNAME_PREFIX}${base}${tail}`;
}

export function demoEmail(person: Person, number: number, random: Random): string {
  const [first, last] = person.handle.map(asciiWord);
  return `${first}.${last}${number}@${random.pick(DEMO_EMAIL_DOMAINS)}`;
}

/** A Malaysian mobile number as people type it: '+60 12-345 6789'. */
export function mobileNumber(random: Random): string {
  const prefix = random.pick(['11', '12', '13', '14', '16', '17', '18', '19']);
  const digits = prefix === '11' ? 8 : 7;
  const rest = String(random.int(10 ** (digits - 1), 10 ** digits - 1));
  return `+60 ${prefix}-${rest.slice(0, 3)} ${rest.slice(3)}`;
}
