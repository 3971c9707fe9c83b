import type { OperatorKind } from '@suara/domain';

export type SeedOperator = { slug: string; name: string; kind: OperatorKind; aliases: string[] };

/**
 * The Klang Valley's operators as riders name them in reviews. Spellings that differ only in case,
 * spacing or punctuation ('RapidKL') need no alias: they have the name's key. An alias decides which operator a name
 * counts for: Rapid Bus and Rapid Rail (Prasarana's companies) count for the Rapid KL group, as riders
 * use the three names for the same buses and trains. MRT Corp owns the MRT lines (Rapid Rail runs
 * them) and is kept apart because riders name it for its stations and feeder works.
 */
export const SEED_OPERATORS: SeedOperator[] = [
  {
    slug: 'rapid-kl',
    name: 'Rapid KL',
    kind: 'transit',
    aliases: ['Rapid Bus', 'Rapid Rail', 'Rapid Bus Sdn Bhd', 'Rapid Rail Sdn Bhd', 'Prasarana', 'Prasarana Malaysia', 'Prasarana Malaysia Berhad', 'MRT Feeder', 'Rapid KL Bus'],
  },
  { slug: 'ktm', name: 'KTM Komuter', kind: 'transit', aliases: ['KTM', 'KTMB', 'KTM Berhad', 'Keretapi Tanah Melayu', 'Keretapi Tanah Melayu Berhad', 'Komuter'] },
  { slug: 'mrt-corp', name: 'MRT Corp', kind: 'transit', aliases: ['MRT Corporation', 'Mass Rapid Transit Corporation'] },
  { slug: 'erl', name: 'Express Rail Link (ERL)', kind: 'transit', aliases: ['ERL', 'Express Rail Link', 'KLIA Ekspres', 'KLIA Express', 'KLIA Transit'] },
  { slug: 'smart-selangor', name: 'Smart Selangor', kind: 'transit', aliases: ['Bas Smart Selangor', 'Smart Selangor Bus'] },
  { slug: 'gokl', name: 'GoKL City Bus', kind: 'transit', aliases: ['GoKL', 'Bas GoKL'] },
  { slug: 'pj-city-bus', name: 'PJ City Bus (MBPJ)', kind: 'transit', aliases: ['PJ City Bus', 'Bas Percuma PJ', 'MBPJ'] },
  { slug: 'plusliner', name: 'Plusliner', kind: 'express-bus', aliases: [] },
  { slug: 'transnasional', name: 'Transnasional', kind: 'express-bus', aliases: ['Transnasional Express'] },
  { slug: 'super-nice-express', name: 'Super Nice Express', kind: 'express-bus', aliases: [] },
  { slug: 'kkkl-express', name: 'KKKL Express', kind: 'express-bus', aliases: ['KKKL'] },
  { slug: 'aeroline', name: 'Aeroline', kind: 'express-bus', aliases: [] },
  { slug: 'mayang-sari-express', name: 'Mayang Sari Express', kind: 'express-bus', aliases: ['Mayang Sari'] },
  { slug: 'sri-maju', name: 'Sri Maju', kind: 'express-bus', aliases: ['Sri Maju Express'] },
  { slug: 'aerobus', name: 'Aerobus', kind: 'express-bus', aliases: [] },
  { slug: 'skybus', name: 'Skybus', kind: 'express-bus', aliases: [] },
  { slug: 'sunlight-radio-taxi', name: 'Sunlight Radio Taxi', kind: 'taxi', aliases: ['Sunlight Taxi'] },
  { slug: 'comfort-cab', name: 'Comfort Cab', kind: 'taxi', aliases: [] },
  { slug: 'public-cab', name: 'Public Cab', kind: 'taxi', aliases: [] },
  { slug: 'dego-ride', name: 'Dego Ride', kind: 'taxi', aliases: ['Dego'] },
  { slug: 'grab', name: 'Grab', kind: 'e-hailing', aliases: ['GrabCar', 'Grab Malaysia'] },
  { slug: 'airasia-ride', name: 'AirAsia Ride', kind: 'e-hailing', aliases: ['airasia', 'AirAsia Super App'] },
  { slug: 'indrive', name: 'inDrive', kind: 'e-hailing', aliases: ['inDriver'] },
  { slug: 'maxim', name: 'Maxim', kind: 'e-hailing', aliases: [] },
  { slug: 'mycar', name: 'MyCar', kind: 'e-hailing', aliases: [] },
  { slug: 'gocar', name: 'GoCar', kind: 'car-sharing', aliases: ['GoCar Malaysia'] },
  { slug: 'trevo', name: 'Trevo', kind: 'car-sharing', aliases: [] },
  { slug: 'socar', name: 'SOCAR', kind: 'car-sharing', aliases: ['SOCAR Malaysia'] },
];
