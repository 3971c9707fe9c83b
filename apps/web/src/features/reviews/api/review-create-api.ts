import { UPLOAD_FIELD } from '@suara/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';

/*
 * The calls of the review form (spec §7): the option lists, the transit stops for suggestions,
 * POST /api/reviews and POST /api/uploads (with upload progress, hence XMLHttpRequest).
 */

export type ReviewOption = {
  id: string;
  key: string;
  title: string;
  titleMs: string;
  description: { en: string; ms: string } | null;
  score: number | null;
  icon: string | null;
};
export type ReviewOptions = { feelings: ReviewOption[]; services: ReviewOption[]; aspects: ReviewOption[] };

export type TransitStop = {
  id: string;
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  routes: Array<{ code: string; name: string; operator: string | null }>;
};

export type UploadedFile = { id: string; url: string; thumbUrl: string | null; type: 'image' | 'pdf'; originalName: string };

export type ReviewPayload = {
  feeling: string;
  service: string;
  serviceText?: string | undefined;
  aspect: string;
  aspectText?: string | undefined;
  incidentDateTime: string;
  experience: string;
  operatorName?: string | undefined;
  routeName?: string | undefined;
  stopName?: string | undefined;
  vehiclePlate?: string | undefined;
  comment?: string | undefined;
  location: { latitude: number; longitude: number; address?: string | undefined };
  attachments: string[];
};

export const reviewOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['review-options'],
    queryFn: ({ signal }) => apiRequest<ReviewOptions>('/api/review-options', { signal, toast: false }),
    staleTime: 5 * 60_000,
  });

export const transitStopsQueryOptions = () =>
  queryOptions({
    queryKey: ['transit', 'stops'],
    queryFn: ({ signal }) => apiRequest<{ items: TransitStop[] }>('/api/transit/stops', { signal, toast: false }).then((r) => r.items),
    staleTime: 60 * 60_000,
  });

/**
 * POST /api/reviews: errors are shown by the form (under fields, or its own toast). Never paused
 * while offline: the form keeps an offline review in the outbox itself (issue #14).
 */
export function useCreateReview() {
  return useMutation({
    networkMode: 'always',
    mutationFn: (payload: ReviewPayload) =>
      apiRequest<{ review: { id: string; ticketNumber: number } }>('/api/reviews', { json: payload, toast: false, redirectOn401: false }),
  });
}

function parseUploadError(xhr: XMLHttpRequest): ApiError {
  let code = `http_${xhr.status}`;
  let text = '';
  const fields: Record<string, string> = {};
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') text = body.error.message;
    if (body.error?.fields && typeof body.error.fields === 'object') {
      for (const [key, value] of Object.entries(body.error.fields as Record<string, unknown>)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
  } catch {
    // not JSON (a proxy's 413 page): keep the status code
  }
  return new ApiError(xhr.status, code, text, fields);
}

/**
 * POST /api/uploads (multipart field 'files'), reporting progress 0..1. Rejects with an ApiError;
 * its text (apiErrorText) is what the widget shows.
 */
export function uploadFiles(files: File[], onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append(UPLOAD_FIELD, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { items: UploadedFile[] }).items);
        } catch {
          reject(new ApiError(xhr.status, 'invalid_response', ''));
        }
      } else reject(parseUploadError(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', ''));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
