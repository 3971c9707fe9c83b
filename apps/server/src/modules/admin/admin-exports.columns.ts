import { AGE_BANDS, DISABILITY_OPTIONS, GENDERS, LANGUAGE_LABELS, NATIONAL_STATUSES, USAGE_OPTIONS, type Language } from '@suara/domain';
import type { Cell } from '../../lib/csv.ts';
import type { ReviewExportRow, UserExportRow } from './admin-exports.repository.ts';

/*
 * The columns of the users and reviews exports, shared by the CSV and the spreadsheet so both
 * files say the same thing. Values are plain (the writers neutralise them); times are Malaysia
 * time as text, which sorts correctly and reads the same in every spreadsheet program.
 */

export type Column<Row> = { header: string; width: number; value: (row: Row) => Cell };

const KL_OFFSET_MS = 8 * 3_600_000;

/** 'yyyy-MM-dd HH:mm:ss' in Kuala Lumpur (UTC+8 all year). */
export function klTimestamp(instant: Date | null): string | null {
  return instant ? new Date(instant.getTime() + KL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ') : null;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The English label of a stored onboarding key (null is an answer for disability); the key itself if the list no longer has it. */
function label<K>(options: readonly { key: K; en: string }[], key: K | null): string | null {
  return options.find((option) => option.key === key)?.en ?? (key === null ? null : String(key));
}

export const USER_COLUMNS: Column<UserExportRow>[] = [
  { header: 'Name', width: 24, value: (u) => u.name },
  { header: 'Username', width: 18, value: (u) => u.username },
  { header: 'E-mail', width: 28, value: (u) => u.email },
  { header: 'Phone', width: 16, value: (u) => u.phone },
  { header: 'Verified', width: 9, value: (u) => yesNo(u.emailVerifiedAt !== null) },
  { header: 'Admin', width: 7, value: (u) => yesNo(u.isAdmin) },
  { header: 'Language', width: 16, value: (u) => LANGUAGE_LABELS[u.language as Language]?.en ?? u.language },
  { header: 'Location', width: 20, value: (u) => u.location },
  { header: 'About', width: 30, value: (u) => u.about },
  { header: 'Gender', width: 9, value: (u) => label(GENDERS, u.gender) },
  { header: 'Age', width: 12, value: (u) => label(AGE_BANDS, u.ageBand) },
  { header: 'You are', width: 20, value: (u) => label(NATIONAL_STATUSES, u.nationalStatus) },
  { header: 'Home location', width: 30, value: (u) => u.homeLocation },
  // Null means 'Prefer not to say' only once the rider has onboarded; before that it is unanswered.
  { header: 'Disability', width: 22, value: (u) => (u.onboardedAt ? label(DISABILITY_OPTIONS, u.disability) : null) },
  { header: 'Transport usage', width: 20, value: (u) => label(USAGE_OPTIONS, u.transportUsage) },
  { header: 'Joined (Malaysia time)', width: 20, value: (u) => klTimestamp(u.createdAt) },
  { header: 'Reviews', width: 9, value: (u) => u.reviewCount },
];

/** An option's title, with the rider's own words when they chose 'Other'. */
function optionText(titles: ReadonlyMap<string, string>, id: string, text: string | null): string {
  const title = titles.get(id) ?? '';
  return text ? `${title}: ${text}` : title;
}

export function reviewColumns(titles: ReadonlyMap<string, string>): Column<ReviewExportRow>[] {
  return [
    { header: 'Ticket number', width: 12, value: (r) => r.ticketNumber },
    { header: 'Created (Malaysia time)', width: 20, value: (r) => klTimestamp(r.createdAt) },
    { header: 'Status', width: 11, value: (r) => r.status },
    { header: 'Author username', width: 18, value: (r) => r.author },
    { header: 'Feeling', width: 14, value: (r) => titles.get(r.feelingId) ?? null },
    { header: 'Service', width: 18, value: (r) => optionText(titles, r.serviceId, r.serviceText) },
    { header: 'Aspect', width: 18, value: (r) => optionText(titles, r.aspectId, r.aspectText) },
    { header: 'Operator', width: 16, value: (r) => r.operatorName },
    { header: 'Route', width: 16, value: (r) => r.routeName },
    { header: 'Stop', width: 20, value: (r) => r.stopName },
    { header: 'Vehicle plate', width: 12, value: (r) => r.vehiclePlate },
    { header: 'Experience', width: 50, value: (r) => r.experience },
    { header: 'Address', width: 30, value: (r) => r.address },
    { header: 'Latitude', width: 10, value: (r) => r.latitude },
    { header: 'Longitude', width: 10, value: (r) => r.longitude },
    { header: 'Incident time (Malaysia time)', width: 20, value: (r) => klTimestamp(r.incidentAt) },
    { header: 'Likes', width: 7, value: (r) => r.likeCount },
    { header: 'Unlikes', width: 8, value: (r) => r.unlikeCount },
    { header: 'Comments', width: 10, value: (r) => r.commentCount },
  ];
}
