import { z } from 'zod';
import { keysOf } from '../shared/enum.ts';
import { err } from '../shared/errors.ts';
import type { Language } from '../shared/language.ts';
import { messageText } from '../shared/messages.ts';

/** What can be reported; `name` fills 'Why are you reporting this {target}?'. */
export const REPORT_TARGETS = [
  { key: 'review', en: 'Review', ms: 'Ulasan' },
  { key: 'comment', en: 'Comment', ms: 'Komen' },
  { key: 'user', en: 'User', ms: 'Pengguna' },
] as const;

export const ZReportTargetType = z.enum(keysOf(REPORT_TARGETS), err('invalidValue'));
export type ReportTargetType = z.infer<typeof ZReportTargetType>;

/** Heading of the sub-list grouping the 'inappropriate' reasons (label ours; the spec names the group only). */
export const REPORT_REASON_GROUPS = [
  { key: 'inappropriate', en: "It's inappropriate", ms: 'Ini tidak sesuai' },
] as const;

const ALL_TARGETS = ['review', 'comment', 'user'] as const satisfies readonly ReportTargetType[];

/** Reasons in the spec's order; the last three only when reporting a user. */
export const REPORT_REASONS = [
  { key: 'spam', en: "It's spam", ms: 'Ini spam', group: null, targets: ALL_TARGETS },
  { key: 'false-information', en: 'False information', ms: 'Maklumat palsu', group: 'inappropriate', targets: ALL_TARGETS },
  { key: 'scam-or-fraud', en: 'Scam or fraud', ms: 'Penipuan atau frod', group: 'inappropriate', targets: ALL_TARGETS },
  { key: 'harassment-or-bullying', en: 'Harassment or Bullying', ms: 'Gangguan atau Buli', group: 'inappropriate', targets: ALL_TARGETS },
  { key: 'inappropriate-things', en: 'Posting Inappropriate Things', ms: 'Menyiarkan Perkara Tidak Sesuai', group: 'inappropriate', targets: ALL_TARGETS },
  { key: 'fake-account', en: 'Fake Account', ms: 'Akaun Palsu', group: null, targets: ['user'] },
  { key: 'fake-name', en: 'Fake Name', ms: 'Nama Palsu', group: null, targets: ['user'] },
  { key: 'impersonation', en: 'Pretending to be someone else', ms: 'Menyamar sebagai orang lain', group: null, targets: ['user'] },
] as const satisfies readonly {
  key: string;
  en: string;
  ms: string;
  group: (typeof REPORT_REASON_GROUPS)[number]['key'] | null;
  targets: readonly ReportTargetType[];
}[];

export type ReportReason = (typeof REPORT_REASONS)[number];
export const ZReportReasonKey = z.enum(keysOf(REPORT_REASONS), err('reportReasonRequired'));
export type ReportReasonKey = z.infer<typeof ZReportReasonKey>;

export function reportReasonsFor(target: ReportTargetType): ReportReason[] {
  return REPORT_REASONS.filter((reason) => (reason.targets as readonly string[]).includes(target));
}

export function isReportReasonAllowed(reason: string, target: ReportTargetType): boolean {
  return reportReasonsFor(target).some((allowed) => allowed.key === reason);
}

/** 'Why are you reporting this Review?' in the given language. */
export function reportDialogTitle(target: ReportTargetType, lang: Language): string {
  const name = REPORT_TARGETS.find((t) => t.key === target)?.[lang] ?? target;
  return messageText('reportDialogTitle', lang, { target: name });
}

/** POST /api/reports. */
export const ZReportBody = z
  .object({
    targetType: ZReportTargetType,
    targetId: z.uuid(err('invalidValue')),
    reason: ZReportReasonKey,
  })
  .superRefine(({ targetType, reason }, ctx) => {
    if (!isReportReasonAllowed(reason, targetType)) {
      ctx.addIssue({ code: 'custom', message: 'reportReasonNotAllowed', path: ['reason'] });
    }
  });
export type ReportBody = z.infer<typeof ZReportBody>;
