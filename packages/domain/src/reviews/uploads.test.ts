import { describe, expect, it } from 'vitest';
import { isUploadMimeType, UPLOAD_ACCEPT, UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadFileError } from './uploads.ts';
import { ATTACHMENTS_MAX } from './review-limits.ts';
import { OTHER_KEY, REVIEW_OPTION_CATEGORIES } from './review-options.ts';

describe('uploads', () => {
  it('accept images and PDF up to 10 MB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(ATTACHMENTS_MAX).toBe(6);
    expect(UPLOAD_FIELD).toBe('files');
    expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/webp,image/gif,application/pdf');
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']) {
      expect(isUploadMimeType(type)).toBe(true);
      expect(uploadFileError({ type, size: UPLOAD_MAX_BYTES })).toBeNull();
    }
  });

  it('reject other types and larger files', () => {
    expect(uploadFileError({ type: 'image/svg+xml', size: 1 })).toBe('fileTypeNotAllowed');
    expect(uploadFileError({ type: 'video/mp4', size: 1 })).toBe('fileTypeNotAllowed');
    expect(uploadFileError({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe('fileTooLarge');
  });

  it('option categories and the Other key', () => {
    expect(REVIEW_OPTION_CATEGORIES).toEqual(['feeling', 'service', 'aspect']);
    expect(OTHER_KEY).toBe('OTHER');
  });
});
