import { FEELING_DEFAULT, FEELING_MAX, FEELING_MIN, klDateString } from '@suara/domain';
import type { UploadedFile } from '../../api/review-create-api';
import { DRAFT_STORAGE_KEY, storedDraftText } from './draft-key';

/*
 * The review form's state, kept in sessionStorage (this tab only, gone when the tab closes) so a
 * reload or the sign-in detour finds it intact; cleared after a successful submit.
 */

export type ReviewDraft = {
  feeling: number;
  /** The rider moved the slider or confirmed the default: the service step is shown. */
  feelingSet: boolean;
  service: string | null;
  serviceText: string;
  aspect: string | null;
  aspectText: string;
  incidentDate: string;
  incidentTime: string;
  experience: string;
  routeName: string;
  operatorName: string;
  stopName: string;
  vehiclePlate: string;
  comment: string;
  attachments: UploadedFile[];
  /** Where the rider put the map's marker; null until it is moved (the map shows the stop or the default centre). */
  position: { lat: number; lng: number } | null;
  /** The reverse-geocoded address of the moved marker; '' until one is found (none is sent: the server fills it in). */
  address: string;
  /** The offline draft (outbox) this form was opened from: sending or saving the form replaces it. */
  outboxId: string | null;
};


/** 'HH:mm' of an instant in Kuala Lumpur (UTC+08:00 all year). */
export function klTimeString(instant: Date): string {
  return new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
}

export function emptyDraft(now = new Date(), service: string | null = null): ReviewDraft {
  return {
    feeling: FEELING_DEFAULT,
    feelingSet: service !== null,
    service,
    serviceText: '',
    aspect: null,
    aspectText: '',
    incidentDate: klDateString(now),
    incidentTime: klTimeString(now),
    experience: '',
    routeName: '',
    operatorName: '',
    stopName: '',
    vehiclePlate: '',
    comment: '',
    attachments: [],
    position: null,
    address: '',
    outboxId: null,
  };
}

const TEXT_FIELDS = [
  'serviceText',
  'aspectText',
  'incidentDate',
  'incidentTime',
  'experience',
  'routeName',
  'operatorName',
  'stopName',
  'vehiclePlate',
  'comment',
] as const;

function isUploadedFile(value: unknown): value is UploadedFile {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.url === 'string' &&
    (v.type === 'image' || v.type === 'pdf') &&
    typeof v.originalName === 'string'
  );
}

/** The stored draft, checked field by field (anything odd falls back to the empty value). */
export function loadDraft(): ReviewDraft | null {
  const raw = storedDraftText();
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft = emptyDraft();
    if (typeof parsed.feeling === 'number' && Number.isInteger(parsed.feeling) && parsed.feeling >= FEELING_MIN && parsed.feeling <= FEELING_MAX) {
      draft.feeling = parsed.feeling;
    }
    draft.feelingSet = parsed.feelingSet === true;
    draft.service = typeof parsed.service === 'string' ? parsed.service : null;
    draft.aspect = typeof parsed.aspect === 'string' ? parsed.aspect : null;
    for (const field of TEXT_FIELDS) {
      const value = parsed[field];
      if (typeof value === 'string') draft[field] = value;
    }
    const position = parsed.position as { lat?: unknown; lng?: unknown } | null | undefined;
    if (
      position &&
      typeof position.lat === 'number' &&
      typeof position.lng === 'number' &&
      Math.abs(position.lat) <= 90 &&
      Math.abs(position.lng) <= 180
    ) {
      draft.position = { lat: position.lat, lng: position.lng };
      if (typeof parsed.address === 'string') draft.address = parsed.address;
    }
    draft.attachments = Array.isArray(parsed.attachments) ? parsed.attachments.filter(isUploadedFile) : [];
    if (typeof parsed.outboxId === 'string') draft.outboxId = parsed.outboxId;
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(draft: ReviewDraft): void {
  try {
    globalThis.sessionStorage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the draft lasts for this page only
  }
}

export function clearDraft(): void {
  try {
    globalThis.sessionStorage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // storage blocked
  }
}
