/**
 * The welcome poster every installation starts with. Its image is ours (apps/web/public, served
 * with the web app). Migration 0006_welcome_poster inserts it once, so an administrator's edits and
 * deletion stick; the tests check that migration against this constant.
 */
export const WELCOME_POSTER = {
  id: '0196a5c0-0000-7000-8000-00000000a001',
  url: '/posters/welcome.svg',
  description:
    'Welcome to Suara Transit! Tell us about your trips by bus, train, taxi or e-hailing in the Klang Valley: every review helps operators and planners make public transport better.',
  descriptionMs:
    'Selamat datang ke Suara Transit! Kongsikan pengalaman perjalanan anda dengan bas, kereta api, teksi atau e-hailing di Lembah Klang: setiap ulasan membantu pengendali dan perancang menambah baik pengangkutan awam.',
  sort: 0,
} as const;
