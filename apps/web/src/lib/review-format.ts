import { isPlaceholderAddress, THIS_LOCATION, TIME_ZONE, type ReactionValue, type ReviewStatusKey, type StaffStatus } from '@suara/domain';
import { useEffect, useState } from 'react';
import type { Language, TFunction } from './i18n';
import { dateTimeFormat, LOCALES } from './intl-formats';
import { timeAgo } from './time-ago';

/*
 * The shapes of GET /api/reviews/:id and the review lists (server reviews.presenter.ts), and how the
 * dialog and the feed tiles word them: relative time, the full date in Malaysia time, option titles.
 */

export type ReviewAttachment = {
  id: string;
  url: string;
  thumbUrl: string | null;
  type: 'image' | 'pdf';
  originalName: string;
  width: number | null;
  height: number | null;
};

export type ReviewAuthor = { id: string; name: string; avatarUrl: string | null };
export type ReviewOptionText = { key: string; title: string; titleMs: string };
export type ReviewFeeling = ReviewOptionText & { score: number; icon: string | null };
export type ReviewStatus = ReviewStatusKey;

export type ReviewTileData = {
  id: string;
  ticketNumber: number;
  status: ReviewStatus;
  /** The administrator's public note on the latest status move, and when it was made. */
  statusNote: string | null;
  statusChangedAt: string | null;
  user: ReviewAuthor;
  createdAt: string;
  feeling: ReviewFeeling;
  service: ReviewOptionText;
  aspect: ReviewOptionText;
  serviceText: string | null;
  aspectText: string | null;
  firstAttachment: ReviewAttachment | null;
  likeCount: number;
  unlikeCount: number;
  commentCount: number;
  /** Riders who said 'This happened to me too'. */
  meTooCount: number;
};

export type ReviewPage = { items: ReviewTileData[]; nextCursor: string | null };

export type ReviewDetailData = Omit<ReviewTileData, 'firstAttachment'> & {
  operatorName: string | null;
  routeName: string | null;
  stopName: string | null;
  vehiclePlate: string | null;
  experience: string;
  comment: string | null;
  location: { latitude: number; longitude: number; address: string | null } | null;
  incidentAt: string;
  attachments: ReviewAttachment[];
  /** The operator team's official responses, oldest first; `editableUntil` only for their author while they may edit. */
  responses: OfficialResponse[];
  /** When the rider confirmed the latest resolution. */
  resolutionConfirmedAt: string | null;
  /**
   * What the signed-in reader may do, their own reaction (null for a visitor or none) and whether they
   * said 'me too'; as the operator's staff, that they answer it and where they may move it; as its
   * rider, whether they may still confirm or reopen its resolution.
   */
  viewer: { canDelete: boolean; reaction: ReactionValue | null; meToo: boolean; staff: boolean; staffMoves: StaffStatus[]; canAnswerResolution: boolean };
};

export type OfficialResponse = {
  id: string;
  body: string;
  operatorName: string;
  authorFirstName: string | null;
  createdAt: string;
  editedAt: string | null;
  editableUntil: string | null;
};

/** The server's name for a deleted account's content ('Deleted user', no photo). */
export const isDeletedAuthor = (author: ReviewAuthor) => author.name === 'Deleted user' && author.avatarUrl === null;

/** A review whose author (or an administrator) sees it although it is hidden from the public. */
export const isHiddenReview = (review: { status: ReviewStatus }) => review.status === 'hidden';

export function optionTitle(option: ReviewOptionText, language: Language): string {
  return language === 'ms' ? option.titleMs : option.title;
}

/** The service as the reader sees it: the typed text for 'Other'. */
export function serviceLabel(review: Pick<ReviewTileData, 'service' | 'serviceText'>, language: Language): string {
  return review.service.key === 'OTHER' && review.serviceText ? review.serviceText : optionTitle(review.service, language);
}

export function aspectLabel(review: Pick<ReviewTileData, 'aspect' | 'aspectText'>, language: Language): string {
  return review.aspect.key === 'OTHER' && review.aspectText ? review.aspectText : optionTitle(review.aspect, language);
}

/** The address for the detail sentence: 'this location' for none or the placeholder. */
export function addressLabel(address: string | null | undefined, language: Language): string {
  return isPlaceholderAddress(address) ? THIS_LOCATION[language] : (address ?? '').trim();
}

/** '5 minutes ago' / '5 minit lalu'; 'just now' under a minute. */
export function relativeTime(iso: string, now: number, t: TFunction): string {
  return timeAgo(new Date(iso).getTime(), now, t) ?? t('reviewView.justNow');
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** 'dddd, MMMM Do YYYY HH:mm:ss' in Malaysia time (English ordinals; Malay writes the plain day). */
export function fullDate(iso: string, language: Language): string {
  const parts = Object.fromEntries(
    dateTimeFormat(LOCALES[language], {
      timeZone: TIME_ZONE,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const day = Number(parts.day);
  const dayText = language === 'en' ? ordinal(day) : String(day);
  return `${parts.weekday}, ${parts.month} ${dayText} ${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Incident date ('Monday, 3 March 2025') and 24-hour time ('14:05') in Malaysia time. */
export function incidentDate(iso: string, language: Language): string {
  return dateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, dateStyle: 'full' }).format(new Date(iso));
}

export function incidentTime(iso: string, language: Language): string {
  return dateTimeFormat(LOCALES[language], { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** The current time, moving every minute so 'x minutes ago' stays true while the page is open. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
