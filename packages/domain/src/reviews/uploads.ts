import type { MessageCode } from '../shared/messages.ts';

/** Review attachments: photos and PDFs, sent as multipart field 'files'. */
export const UPLOAD_FIELD = 'files';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MIME_TYPES = [...UPLOAD_IMAGE_MIME_TYPES, 'application/pdf'] as const;
/** For the file picker's accept attribute. */
export const UPLOAD_ACCEPT = UPLOAD_MIME_TYPES.join(',');

export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export function isUploadMimeType(mime: string): mime is UploadMimeType {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(mime);
}

/**
 * The code for a rejected upload, or null when acceptable. The server must check the
 * real content type (magic bytes), not only the client's claim, before calling this.
 */
export function uploadFileError(file: { type: string; size: number }): MessageCode | null {
  if (!isUploadMimeType(file.type)) return 'fileTypeNotAllowed';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  return null;
}
