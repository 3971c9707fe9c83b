import type { AspectKey, Language, ServiceKey } from '@suara/domain';
import type { Random } from './random.ts';

// Experience texts composed from sentences that fit the aspect and the feeling, in English and
// Malay, with the ride's details filled in, so that search over demo data finds real-looking text.
// A sentence may start with a tag naming the services it fits ('@rail The train …').

export type Mood = 'negative' | 'neutral' | 'positive';
type Lines = Record<Mood, readonly string[]>;
type Phrasebook = Record<AspectKey, Lines>;

const GROUPS: Record<string, readonly ServiceKey[]> = {
  bus: ['STAGE_BUS', 'EXPRESS_BUS'],
  rail: ['LRT', 'MRT', 'MONORAIL', 'KTM_KOMUTER', 'ERL'],
  transit: ['STAGE_BUS', 'EXPRESS_BUS', 'LRT', 'MRT', 'MONORAIL', 'KTM_KOMUTER', 'ERL'],
  car: ['TAXI', 'E_HAILING', 'CAR_SHARING'],
  hail: ['TAXI', 'E_HAILING'],
  taxi: ['TAXI'],
  ehail: ['E_HAILING'],
  driven: ['STAGE_BUS', 'EXPRESS_BUS', 'TAXI', 'E_HAILING', 'OTHER'],
};

const EN: Phrasebook = {
  INFORMATION: {
    negative: [
      '@transit The display at {where} said the next {vehicle} was 3 minutes away for almost {minutes} minutes.',
      'No announcement at all when the service was disrupted, everyone was confused.',
      '@transit The route map at {where} is outdated and still shows stops that no longer exist.',
      'The app said the {vehicle} had arrived but it never came.',
      '@rail Signage to the platform at {where} is confusing, I walked the wrong way twice.',
      '@bus No timetable at the stop, nobody knows when the next bus comes.',
    ],
    neutral: ['Information screens work most of the time, but the announcements are hard to hear.', 'The schedule is posted but not always accurate.', 'Had to ask the staff because the signs were unclear, but they helped.'],
    positive: [
      'Clear announcements in both Malay and English, very helpful.',
      'The real-time arrival info in the app was accurate to the minute.',
      '@transit Notices about the maintenance works at {where} were put up a week early. Appreciated.',
      '@rail New signboards at {where} make it easy to find the right exit.',
    ],
  },
  TRIP_EXPERIENCE: {
    negative: [
      'Waited {minutes} minutes for the {vehicle} during peak hour.',
      '@transit The {vehicle} was so packed that I had to wait for the next one.',
      'The aircond was barely working and the trip took {minutes} minutes longer than usual.',
      '@transit The {vehicle} stopped between stations for a long time with no explanation.',
      '@car Stuck in a jam for {minutes} minutes because the driver refused to use Waze.',
      '@bus The bus came late and then skipped half the stops to catch up.',
    ],
    neutral: ['Trip was okay, a bit crowded but on time.', 'Average journey, nothing special.', 'Slower than expected but I reached {where} in the end.'],
    positive: [
      'Smooth and punctual trip, reached {where} earlier than expected.',
      'Comfortable ride, cold aircond and clean seats.',
      '@transit Got a seat even during rush hour, very pleasant.',
      'Fast and easy trip, only {minutes} minutes door to door.',
    ],
  },
  DRIVER: {
    negative: [
      'The driver was speeding and braking hard the whole way.',
      'Driver was on the phone while driving.',
      '@bus The driver did not stop at {where} even though I waved.',
      'Rude driver, shouted at an elderly passenger.',
      '@hail Driver took a longer route so the fare went up to {fare}.',
      '@ehail Driver cancelled after I waited {minutes} minutes.',
    ],
    neutral: ['Driver was okay but drove a bit fast.', 'Driver did not say much, the ride was fine.', 'Driver was polite but kept checking his phone.'],
    positive: [
      'Very friendly driver, helped an uncle with his bags.',
      'Driver was patient and drove safely in the heavy rain.',
      '@bus The driver waited for me when I ran to {where}.',
      '@ehail Driver arrived early and the car was spotless.',
    ],
  },
  CUSTOMER_SERVICE: {
    negative: [
      'Called the hotline three times and nobody answered.',
      '@transit The counter staff at {where} were not helpful at all.',
      'Complained through the app two weeks ago and still no reply.',
      '@car Support only gave an automated reply when I asked for a refund.',
    ],
    neutral: ['Staff replied eventually but it took a few days.', 'The hotline answered but could not really solve my problem.'],
    positive: [
      '@transit The staff at {where} were very helpful and sorted out my card issue quickly.',
      'Customer service replied within the hour. Impressed.',
      '@car Got my refund the same day after reporting the problem in the app.',
    ],
  },
  JOURNEY_PLANNING: {
    negative: [
      '@transit Hard to plan a trip with a transfer, the timetables do not match.',
      'The journey planner suggested a route that no longer runs.',
      '@transit No way to know the last {vehicle} time from {where}.',
      '@car The app kept showing no cars available around {where}.',
    ],
    neutral: ['Planning is possible with the app, but it lacks bus connections.', 'Google Maps timing was off by about {minutes} minutes.'],
    positive: ['The journey planner gave me the fastest route with exact transfer times.', 'Easy to plan with the app, the timings were accurate.', '@transit Printed timetable at {where} was correct, planned my whole day with it.'],
  },
  FARE_PAYMENT_TICKETING: {
    negative: [
      "@transit The card reader at {where} rejected my Touch 'n Go card twice.",
      '@rail The ticket machine only takes cash and it was out of order.',
      'Charged twice for the same trip.',
      'The fare went up to {fare} without any notice.',
      '@taxi The driver refused to use the meter and asked for {fare}.',
      '@ehail Surge pricing made a short trip cost {fare}.',
    ],
    neutral: ['The fare is reasonable but the top-up counters always have long queues.', 'Paying by card works, but only at some gates.'],
    positive: ['Tapping with my debit card worked smoothly.', '@transit The My50 pass saves me a lot every month.', 'Cheap fare, only {fare} for the whole trip.', '@car Fare was exactly what the app quoted, {fare}.'],
  },
  HEALTH_SAFETY_SECURITY: {
    negative: [
      'The walkway to {where} is dark at night and I did not feel safe.',
      '@transit Someone was smoking inside the station area.',
      '@transit Saw a pickpocket incident and no guard was around.',
      'The floor was wet and slippery, an auntie almost fell.',
      '@car The driver did not have seat belts in the back.',
    ],
    neutral: ['Guards are there but rarely patrol the platform.', 'Clean enough, but no hand sanitiser anywhere.'],
    positive: ['Security guards were visible and the place felt safe even late at night.', 'Clean and well sanitised, hand sanitiser at the entrance.', '@ehail Shared my trip with family through the app, felt safe all the way.'],
  },
  VEHICLE_CONDITION: {
    negative: [
      'The aircond was leaking water onto the seats.',
      'The {vehicle} broke down halfway and we waited {minutes} minutes for a replacement.',
      'Seats are torn and the floor was dirty.',
      '@transit The door would not close properly, very dangerous.',
      '@car The car smelled of cigarettes and the windows would not open.',
    ],
    neutral: ['The {vehicle} is old but still okay.', 'A bit noisy, but clean inside.'],
    positive: ['New {vehicle}, clean and very comfortable.', 'Spotless interior and working USB chargers.', '@bus The new electric bus is quiet and smooth.'],
  },
  INTERCHANGE: {
    negative: [
      'The transfer at {where} means a long walk under the sun with no covered walkway.',
      '@transit The feeder bus left just as the train arrived, I had to wait {minutes} minutes.',
      '@rail Changing lines at {where} means exiting and paying again.',
      '@car No proper drop-off point near {where}, cars stop in the middle of the road.',
    ],
    neutral: ['The transfer is okay but the signs between the lines could be clearer.', 'Walking between the two stations takes about {minutes} minutes.'],
    positive: ['Seamless transfer at {where}, the feeder bus was waiting.', 'The covered link bridge makes the transfer easy even when it rains.'],
  },
  STATION_CONDITION: {
    negative: [
      '@rail The escalator at {where} has been out of service for weeks.',
      'The toilets at {where} are dirty and smelly.',
      '@bus The bus stop at {where} has no roof, we get wet every time it rains.',
      '@transit The lift is not working, difficult with a stroller.',
      '@bus Broken bench and no lights at the stop at night.',
    ],
    neutral: ['The station is okay but could use more seats.', 'Clean but very hot, no fans at the platform.'],
    positive: ['The station at {where} is clean and well maintained.', '@bus New shelter and lighting at the stop, much better now.', 'Toilets at {where} were clean for once, thank you.'],
  },
  COVERAGE_ACCESSIBILITY: {
    negative: [
      'No ramp at {where}, wheelchair users cannot get on.',
      '@transit The last {vehicle} leaves too early for shift workers.',
      '@bus Our area only has one bus an hour.',
      '@rail The gap between the platform and the train is too wide for a wheelchair.',
      '@car Hard to get a car from {where} after 10pm.',
    ],
    neutral: ['Coverage is fine on weekdays but very limited on weekends.', 'Service reaches {where} but the nearest stop is a long walk.'],
    positive: ['@bus Low-floor bus with a ramp, my mother could board easily with her wheelchair.', 'Great to finally have a service that reaches our neighbourhood.', '@rail Lifts at every exit of {where}, easy with luggage.'],
  },
  NEW_ROUTE_SUGGESTION: {
    negative: ['Please add a route from {where} to the nearest MRT station, we have to drive now.', 'There should be a stop near the school at {where}.'],
    neutral: ['Suggest extending the route to the new housing area.', 'A direct bus to {where} during peak hours would help a lot.', 'A feeder from {where} to the LRT would make a big difference.'],
    positive: ['Loving the new route! Please add more trips in the evening.', 'The new stop near {where} is great, please add one more near the clinic.'],
  },
  OTHER: {
    negative: ['Lost my umbrella on the {vehicle} and nobody could tell me where lost and found is.', 'The advertisements on the screens are far too loud.', 'No prayer room nearby.'],
    neutral: ['Just sharing my experience, it was an ordinary trip.', 'Nothing major, a few small things could be improved.'],
    positive: ['My lost wallet was returned at the counter, thank you!', 'Love the small library corner at {where}.'],
  },
};

const MS: Phrasebook = {
  INFORMATION: {
    negative: [
      '@transit Paparan di {where} tunjuk {vehicle} seterusnya dalam 3 minit tetapi saya tunggu hampir {minutes} minit.',
      'Langsung tiada pengumuman semasa gangguan perkhidmatan, semua penumpang keliru.',
      '@transit Peta laluan di {where} sudah lama dan masih tunjuk hentian yang tiada lagi.',
      'Aplikasi kata {vehicle} sudah sampai tetapi tak muncul pun.',
      '@bus Tiada jadual di hentian, tiada siapa tahu bila bas seterusnya.',
    ],
    neutral: ['Skrin maklumat berfungsi tetapi pengumuman kurang jelas.', 'Jadual ada dipaparkan tetapi tidak selalu tepat.'],
    positive: ['Pengumuman jelas dalam Bahasa Melayu dan Inggeris, sangat membantu.', 'Maklumat ketibaan dalam aplikasi sangat tepat.', '@rail Papan tanda baru di {where} memudahkan cari pintu keluar.'],
  },
  TRIP_EXPERIENCE: {
    negative: [
      'Tunggu {vehicle} {minutes} minit waktu puncak.',
      '@transit {Vehicle} terlalu sesak, terpaksa tunggu yang seterusnya.',
      'Aircond tak sejuk dan perjalanan ambil masa {minutes} minit lebih lama.',
      '@transit {Vehicle} berhenti lama tanpa sebarang penjelasan.',
      '@bus Bas lambat, lepas tu langkau separuh hentian.',
    ],
    neutral: ['Perjalanan okay, agak sesak tetapi tepat masa.', 'Biasa sahaja, tiada apa yang istimewa.'],
    positive: ['Perjalanan lancar dan tepat masa, sampai {where} lebih awal.', 'Selesa, aircond sejuk dan tempat duduk bersih.', 'Cepat dan mudah, hanya {minutes} minit sahaja.'],
  },
  DRIVER: {
    negative: [
      'Pemandu bawa laju dan brek mengejut sepanjang jalan.',
      'Pemandu guna telefon semasa memandu.',
      '@bus Pemandu tak berhenti di {where} walaupun saya sudah tahan.',
      'Pemandu kurang sopan, marah penumpang warga emas.',
      '@ehail Pemandu batalkan selepas saya tunggu {minutes} minit.',
    ],
    neutral: ['Pemandu okay tetapi bawa agak laju.', 'Pemandu tak banyak cakap, perjalanan biasa.'],
    positive: ['Pemandu sangat peramah dan tolong pakcik angkat barang.', 'Pemandu sabar dan memandu dengan cermat waktu hujan lebat.', '@ehail Pemandu sampai awal dan kereta sangat bersih.'],
  },
  CUSTOMER_SERVICE: {
    negative: ['Telefon talian bantuan tiga kali tapi tiada siapa jawab.', '@transit Staf kaunter di {where} langsung tak membantu.', 'Buat aduan dalam aplikasi dua minggu lepas, masih tiada jawapan.'],
    neutral: ['Staf ada balas tetapi ambil masa beberapa hari.'],
    positive: ['@transit Staf di {where} sangat membantu dan selesaikan masalah kad saya dengan cepat.', 'Khidmat pelanggan balas dalam masa sejam. Bagus.'],
  },
  JOURNEY_PLANNING: {
    negative: ['@transit Susah nak rancang perjalanan yang perlu bertukar, jadual tak selari.', 'Perancang perjalanan cadangkan laluan yang sudah tiada.', '@transit Tiada cara nak tahu waktu {vehicle} terakhir dari {where}.'],
    neutral: ['Boleh rancang guna aplikasi tetapi maklumat bas kurang.'],
    positive: ['Perancang perjalanan beri laluan paling cepat dengan masa pertukaran yang tepat.', 'Mudah rancang perjalanan, masa yang diberi tepat.'],
  },
  FARE_PAYMENT_TICKETING: {
    negative: [
      "@transit Mesin pembaca kad di {where} tolak kad Touch 'n Go saya dua kali.",
      '@rail Mesin tiket hanya terima tunai dan rosak pula.',
      'Kena caj dua kali untuk perjalanan yang sama.',
      'Tambang naik ke {fare} tanpa sebarang notis.',
      '@taxi Pemandu teksi enggan guna meter dan minta {fare}.',
      '@ehail Harga surge, perjalanan dekat pun {fare}.',
    ],
    neutral: ['Tambang berpatutan tetapi barisan tambah nilai selalu panjang.'],
    positive: ['Bayar guna kad debit sangat mudah.', '@transit Pas My50 sangat jimat setiap bulan.', 'Tambang murah, hanya {fare} sahaja.'],
  },
  HEALTH_SAFETY_SECURITY: {
    negative: ['Laluan pejalan kaki ke {where} gelap waktu malam, rasa tak selamat.', '@transit Ada orang merokok di kawasan stesen.', '@transit Nampak kejadian seluk saku dan tiada pengawal.', 'Lantai basah dan licin, seorang makcik hampir terjatuh.'],
    neutral: ['Pengawal ada tetapi jarang meronda platform.'],
    positive: ['Pengawal keselamatan ada dan rasa selamat walaupun lewat malam.', 'Bersih dan ada pembersih tangan di pintu masuk.'],
  },
  VEHICLE_CONDITION: {
    negative: ['Aircond bocor dan air menitis atas tempat duduk.', '{Vehicle} rosak separuh jalan, tunggu {minutes} minit untuk pengganti.', 'Tempat duduk koyak dan lantai kotor.', '@transit Pintu tak boleh tutup dengan betul, sangat bahaya.'],
    neutral: ['{Vehicle} sudah lama tapi masih okay.'],
    positive: ['{Vehicle} baru, bersih dan sangat selesa.', '@bus Bas elektrik baru senyap dan selesa.'],
  },
  INTERCHANGE: {
    negative: ['Pertukaran di {where} perlu jalan jauh di bawah panas tanpa laluan berbumbung.', '@transit Bas perantara bertolak sebaik tren sampai, terpaksa tunggu {minutes} minit.', '@rail Nak tukar laluan di {where} kena keluar dan bayar semula.'],
    neutral: ['Pertukaran okay tetapi papan tanda antara laluan boleh diperjelaskan.'],
    positive: ['Pertukaran di {where} lancar, bas perantara sudah menunggu.', 'Jejantas berbumbung memudahkan pertukaran walaupun hujan.'],
  },
  STATION_CONDITION: {
    negative: ['@rail Eskalator di {where} rosak berminggu-minggu.', 'Tandas di {where} kotor dan berbau.', '@bus Hentian bas di {where} tiada bumbung, basah setiap kali hujan.', '@transit Lif rosak, susah bawa stroller.'],
    neutral: ['Stesen okay tetapi tempat duduk kurang.'],
    positive: ['Stesen di {where} bersih dan diselenggara dengan baik.', '@bus Hentian ada bumbung dan lampu baru, lebih baik sekarang.'],
  },
  COVERAGE_ACCESSIBILITY: {
    negative: ['Tiada tanjakan di {where}, pengguna kerusi roda tak boleh naik.', '@transit {Vehicle} terakhir terlalu awal untuk pekerja syif.', '@bus Kawasan kami hanya ada satu bas sejam.'],
    neutral: ['Liputan okay hari bekerja tetapi terhad hujung minggu.'],
    positive: ['@bus Bas lantai rendah dengan tanjakan, ibu saya senang naik dengan kerusi roda.', 'Akhirnya ada perkhidmatan yang sampai ke kawasan kami.'],
  },
  NEW_ROUTE_SUGGESTION: {
    negative: ['Tolong tambah laluan dari {where} ke stesen MRT terdekat.', 'Patut ada hentian dekat sekolah di {where}.'],
    neutral: ['Cadangkan laluan dipanjangkan ke kawasan perumahan baru.', 'Bas terus ke {where} waktu puncak sangat membantu.'],
    positive: ['Suka laluan baru ini! Tolong tambah perjalanan waktu petang.', 'Hentian baru dekat {where} sangat bagus.'],
  },
  OTHER: {
    negative: ['Payung saya tertinggal dalam {vehicle} dan tiada siapa tahu di mana kaunter barang hilang.', 'Iklan di skrin terlalu kuat.'],
    neutral: ['Sekadar berkongsi pengalaman, perjalanan biasa.'],
    positive: ['Dompet saya yang hilang dipulangkan di kaunter, terima kasih!'],
  },
};

const OPENERS: Record<Language, Lines> = {
  en: {
    negative: ['On my way to work at {time}.', 'Took the {vehicle} from {where} at {time}.', 'Evening commute again.', 'Not the first time this happened.', 'Travelling with my kids today.'],
    neutral: ['Took the {vehicle} from {where} at {time}.', 'Weekend trip with my family.', 'Usual trip to work.'],
    positive: ['Took the {vehicle} from {where} at {time}.', 'Weekend trip with my family.', 'Quick trip to {where} today.'],
  },
  ms: {
    negative: ['Dalam perjalanan ke tempat kerja {time}.', 'Naik {vehicle} dari {where} {time}.', 'Perjalanan balik kerja lagi.', 'Bukan kali pertama berlaku.'],
    neutral: ['Naik {vehicle} dari {where} {time}.', 'Keluar hujung minggu dengan keluarga.'],
    positive: ['Naik {vehicle} dari {where} {time}.', 'Keluar hujung minggu dengan keluarga.'],
  },
};

const CLOSERS: Record<Language, Lines> = {
  en: {
    negative: ['Please look into this.', 'Hope {operator} will do something about it.', 'Really frustrating.', 'This happens almost every day.', 'Please improve!'],
    neutral: ['Could be better.', 'Overall okay.', 'Hope it improves.'],
    positive: ['Keep it up!', 'Thank you {operator}.', 'Well done.', 'Will use it again.'],
  },
  ms: {
    negative: ['Harap pihak {operator} ambil tindakan.', 'Sangat mengecewakan.', 'Hampir setiap hari jadi macam ni.', 'Tolong perbaiki!'],
    neutral: ['Boleh diperbaiki lagi.', 'Secara keseluruhan okay.'],
    positive: ['Teruskan usaha!', 'Terima kasih {operator}.', 'Syabas.'],
  },
};

/** Optional second thoughts for the review's 'comment' field. */
const SUGGESTIONS: Record<Language, Lines> = {
  en: {
    negative: ['Please add more trips during peak hours.', 'Staff training is needed.', 'Please fix it as soon as possible.', 'Hope someone from the operator reads this.'],
    neutral: ['A few more trips would help.', 'Better signs would help visitors.'],
    positive: ['Please keep it this way.', 'More routes like this please.'],
  },
  ms: {
    negative: ['Tolong tambah perjalanan waktu puncak.', 'Staf perlu diberi latihan.', 'Harap dibaiki secepat mungkin.'],
    neutral: ['Tambah sedikit lagi perjalanan pun dah cukup.'],
    positive: ['Harap kekalkan begini.', 'Tambah lagi laluan macam ni.'],
  },
};

const COMMENTS: Record<Language, Lines> = {
  en: {
    negative: ['Same here, every morning.', 'This happens to me too at {where}.', 'Did you report it to {operator}?', 'Agree, they really need to fix this.', 'Hope they read this.', 'Same experience last week.', 'Which time was this?', 'Thanks for sharing, I will avoid that one.'],
    neutral: ['It was fine for me yesterday.', 'I usually go earlier, less crowded.', 'Good to know, thanks.', 'Which time was this?'],
    positive: ['Glad to hear it!', 'Nice, good improvement.', 'Totally agree!', 'Same, it has been much better lately.'],
  },
  ms: {
    negative: ['Sama, setiap pagi macam ni.', 'Saya pun pernah kena di {where}.', 'Dah buat aduan ke {operator}?', 'Setuju, kena baiki cepat.', 'Minggu lepas pun sama.', 'Pukul berapa ni?'],
    neutral: ['Semalam okay je.', 'Terima kasih kongsi.', 'Saya biasa pergi lebih awal, kurang sesak.'],
    positive: ['Baguslah, harap kekal macam ni.', 'Betul tu!', 'Setuju, sekarang lebih baik.'],
  },
};

const REPLIES: Record<Language, readonly string[]> = {
  en: ['Yes, I reported it through the app.', 'Around 8am.', 'Thanks!', 'Hopefully it gets better.', 'Not yet, will do.', 'Same here.', 'Agreed.', 'Thanks for the tip.'],
  ms: ['Ya, dah buat aduan dalam aplikasi.', 'Dalam pukul 8 pagi.', 'Terima kasih!', 'Harap-harap bertambah baik.', 'Belum, nanti saya buat.', 'Sama.', 'Setuju.'],
};

export const moodOf = (score: number): Mood => (score < 0 ? 'negative' : score > 0 ? 'positive' : 'neutral');

/** The details a sentence may mention. */
export type TextContext = {
  service: ServiceKey;
  where: string;
  vehicle: { en: string; ms: string };
  operatorName: string | null;
  /** The incident time in Kuala Lumpur (hours, minutes). */
  hour: number;
  minute: number;
};

/** Sentences whose tag (if any) names the service. */
export function sentencesFor(lines: readonly string[], service: ServiceKey): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('@')) {
      out.push(line);
      continue;
    }
    const space = line.indexOf(' ');
    if (GROUPS[line.slice(1, space)]?.includes(service)) out.push(line.slice(space + 1));
  }
  return out;
}

const FARES: Partial<Record<ServiceKey, [number, number]>> = {
  STAGE_BUS: [1, 4], EXPRESS_BUS: [15, 60], TAXI: [15, 70], E_HAILING: [9, 85], CAR_SHARING: [12, 45],
  LRT: [1.2, 6.4], MRT: [1.2, 6.4], MONORAIL: [1.2, 4.1], KTM_KOMUTER: [1.3, 9.5], ERL: [11, 55],
};

function clock(language: Language, hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const time = `${h12}.${String(minute).padStart(2, '0')}`;
  if (language === 'en') return `${time}${hour < 12 ? 'am' : 'pm'}`;
  const period = hour < 12 ? 'pagi' : hour < 14 ? 'tengah hari' : hour < 19 ? 'petang' : 'malam';
  return `pukul ${time} ${period}`;
}

function fill(random: Random, template: string, language: Language, context: TextContext): string {
  const vehicle = context.vehicle[language];
  const range = FARES[context.service] ?? [2, 20];
  const fare = random.between(range[0], range[1]);
  const values: Record<string, string> = {
    where: context.where,
    vehicle,
    Vehicle: vehicle.charAt(0).toUpperCase() + vehicle.slice(1),
    minutes: String(random.int(2, 12) * 5),
    time: clock(language, context.hour, Math.floor(context.minute / 5) * 5),
    fare: `RM${fare < 10 ? fare.toFixed(2) : Math.round(fare)}`,
    operator: context.operatorName ?? (language === 'en' ? 'the operator' : 'pengendali'),
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** 1 to 3 sentences: perhaps an opener, the aspect's point, perhaps a second point or a closer. */
export function experienceText(random: Random, language: Language, aspect: AspectKey, mood: Mood, context: TextContext): string {
  const book = language === 'en' ? EN : MS;
  const core = sentencesFor(book[aspect][mood], context.service);
  // Every aspect has untagged sentences for every mood, so `core` is never empty.
  const [first, second] = random.sample(core, 2);
  const parts = [first!];
  const shape = random.next();
  if (shape < 0.5) parts.unshift(random.pick(sentencesFor(OPENERS[language][mood], context.service)));
  if (shape >= 0.35 && shape < 0.8) parts.push(random.pick(CLOSERS[language][mood]));
  if (shape >= 0.9 && second) parts.splice(1, 0, second);
  return parts.map((part) => fill(random, part, language, context)).join(' ');
}

export function suggestionText(random: Random, language: Language, mood: Mood): string {
  return random.pick(SUGGESTIONS[language][mood]);
}

export function commentText(random: Random, language: Language, mood: Mood, context: TextContext): string {
  return fill(random, random.pick(COMMENTS[language][mood]), language, context);
}

export function replyText(random: Random, language: Language): string {
  return random.pick(REPLIES[language]);
}

/** The aspects' sentences by language (the tests check none is empty for any service). */
export const PHRASEBOOKS = { en: EN, ms: MS } as const;
