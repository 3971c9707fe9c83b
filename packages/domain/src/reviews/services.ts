/**
 * Travel modes a review is about. Rail is split into its five Klang Valley systems rather
 * than one 'Rail' entry: they have different operators (Rapid Rail, KTMB, ERL), riders
 * name them that way, and reports to operators and filters by mode need the split.
 * The road services come first (the home grid shows the first five), 'Other' last; it
 * covers anything not listed, including cycling and walking.
 * hasDriver: the 'Driver' aspect applies (spec: Stage Bus, Express Bus, Taxi, E-hailing,
 * Car-sharing and Other); rail services have train operators, not drivers riders deal with.
 * icon: a Tabler icon name.
 */
export const SERVICES = [
  { key: 'STAGE_BUS', title: 'Stage Bus', titleMs: 'Bas Henti-henti', icon: 'bus-stop', sort: 1, hasDriver: true },
  { key: 'EXPRESS_BUS', title: 'Express Bus', titleMs: 'Bas Ekspres', icon: 'bus', sort: 2, hasDriver: true },
  { key: 'TAXI', title: 'Taxi', titleMs: 'Teksi', icon: 'car', sort: 3, hasDriver: true },
  { key: 'E_HAILING', title: 'E-hailing', titleMs: 'E-hailing', icon: 'device-mobile', sort: 4, hasDriver: true },
  { key: 'CAR_SHARING', title: 'Car-sharing', titleMs: 'Perkongsian Kereta', icon: 'car-suv', sort: 5, hasDriver: true },
  { key: 'LRT', title: 'LRT', titleMs: 'LRT', icon: 'train', sort: 6, hasDriver: false },
  { key: 'MRT', title: 'MRT', titleMs: 'MRT', icon: 'building-tunnel', sort: 7, hasDriver: false },
  { key: 'MONORAIL', title: 'Monorail', titleMs: 'Monorel', icon: 'train', sort: 8, hasDriver: false },
  { key: 'KTM_KOMUTER', title: 'KTM Komuter', titleMs: 'KTM Komuter', icon: 'train', sort: 9, hasDriver: false },
  { key: 'ERL', title: 'ERL', titleMs: 'ERL', icon: 'plane-departure', sort: 10, hasDriver: false },
  { key: 'OTHER', title: 'Other', titleMs: 'Lain-lain', icon: 'dots', sort: 11, hasDriver: true },
] as const;

export type Service = (typeof SERVICES)[number];
export type ServiceKey = Service['key'];

export function serviceByKey(key: string): Service | undefined {
  return SERVICES.find((service) => service.key === key);
}

/** /review/{slug}: lower-cased title, spaces to '-', slashes to '&' (spec §2). */
export function serviceSlug(title: string): string {
  return title.toLowerCase().replaceAll(' ', '-').replaceAll('/', '&');
}

/** The service a /review/{slug} URL names; case-insensitive, undefined for unknown slugs. */
export function serviceBySlug(slug: string): Service | undefined {
  let wanted = slug.toLowerCase();
  try {
    // Browsers may hand over '&' percent-encoded.
    wanted = decodeURIComponent(wanted);
  } catch {
    // Malformed escapes: compare as typed.
  }
  return SERVICES.find((service) => serviceSlug(service.title) === wanted);
}
