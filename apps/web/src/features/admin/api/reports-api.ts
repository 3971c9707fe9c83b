import type { AdminOverview } from '@suara/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest } from '../../../lib/api-client';

/*
 * The reports tab's calls: GET /api/admin/overview (spec §7 /admin/report-overview) and the three
 * downloads (spec §6 'Downloads'), fetched with the session's bearer token and saved under the
 * server's file name (dated in Malaysia).
 */

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'],
    // The tab shows its own error with a retry.
    queryFn: ({ signal }) => apiRequest<AdminOverview>('/api/admin/overview', { signal, toast: false }),
    staleTime: 30_000,
  });

export const REPORT_FILES = {
  users: { path: '/api/admin/exports/users.csv', fallbackName: 'users.csv' },
  overview: { path: '/api/admin/exports/overview.csv', fallbackName: 'overview.csv' },
  fullReport: { path: '/api/admin/exports/full-report.xlsx', fallbackName: 'full-report.xlsx' },
} as const;
export type ReportFile = keyof typeof REPORT_FILES;

function attachmentName(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Hands a blob to the browser's own download, under `name`. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads one report file and saves it; `onProgress` gets the bytes received so far (the files
 * are streamed, so their length is not known in advance). Resolves with the saved file's name.
 */
export function downloadReport(file: ReportFile, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<string> {
  const { path, fallbackName } = REPORT_FILES[file];
  return downloadFile(path, fallbackName, onProgress, signal);
}

/** Any administrator's download (the reports, the audit log), saved under the server's name for it. */
export async function downloadFile(path: string, fallbackName: string, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<string> {
  const response = await apiFetch(path, { signal, toast: false });
  const name = attachmentName(response, fallbackName);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const chunks: BlobPart[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // The connection dropped mid-file: the same message as any other lost connection.
    throw new ApiError(0, 'network_error', '');
  }
  saveBlob(new Blob(chunks, { type }), name);
  return name;
}
