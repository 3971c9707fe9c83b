import { randomUUID } from 'node:crypto';
import { ATTACHMENTS_MAX, UPLOAD_MAX_BYTES, isUploadMimeType, messageText, type UploadMimeType } from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../plugins/rate-limiter.ts';
import type { Storage } from '../../plugins/storage/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { requireVerifiedEmail } from '../reviews/reviews.policy.ts';
import {
  IMAGE_CONTENT_TYPE,
  PDF_CONTENT_TYPE,
  isWellFormedPdf,
  processImage,
  sanitiseFileName,
  sniffUploadFormat,
  type ProcessedImage,
  type UploadFormat,
} from './upload-files.ts';
import { describePdfFinding, findPdfActiveContent, type PdfFinding } from './pdf-active-content.ts';
import * as repo from './uploads.repository.ts';
import type { AttachmentRow, NewAttachment, StoredKeys } from './uploads.repository.ts';

export type UploadsDeps = { db: Database; storage: Storage; limiter: RateLimiter; log: FastifyBaseLogger };

/** A file as it arrived in the multipart field 'files'. */
export type IncomingFile = { filename: string | undefined; bytes: Buffer };

const HOUR = 3_600_000;
/** Decoding and re-encoding costs CPU: counted per file, plenty for a rider, a brake on a script. */
export const UPLOADS_PER_HOUR = 60;
/** Uploads not attached to a review within this time are deleted. */
export const ORPHAN_MAX_AGE_MS = 24 * HOUR;
const SWEEP_BATCH = 200;

/** Keys we make: 'uploads/<uuid>.webp', its thumbnail 'uploads/<uuid>.thumb.webp', 'uploads/<uuid>.pdf'. */
const UPLOAD_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb\.webp|\.webp|\.pdf)$/;
const storageKeyOf = (fileName: string) => `uploads/${fileName}`;

const SOURCE_MIME: Record<UploadFormat, UploadMimeType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const quoted = (file: IncomingFile) => (file.filename ? `'${sanitiseFileName(file.filename, 'file')}'` : 'A file');

export const fileTooLarge = (file?: IncomingFile) =>
  new AppError(413, 'file_too_large', file ? `${quoted(file)} is larger than 10 MB.` : messageText('fileTooLarge', 'en'), { files: 'fileTooLarge' });
export const tooManyFiles = () => new AppError(413, 'too_many_files', messageText('attachmentsTooMany', 'en'), { files: 'attachmentsTooMany' });
const unsupported = (file: IncomingFile, why: string) =>
  new AppError(415, 'unsupported_media_type', `${quoted(file)} ${why} ${messageText('fileTypeNotAllowed', 'en')}.`, { files: 'fileTypeNotAllowed' });
/** 422: the file is a PDF, but one that could run code or carry other files (see pdf-active-content.ts). */
const pdfRefused = (file: IncomingFile, finding: PdfFinding) =>
  new AppError(422, finding.kind === 'active' ? 'pdf_active_content' : 'pdf_uncheckable', `${quoted(file)} ${describePdfFinding(finding)}. ${messageText('pdfNotAccepted', 'en')}.`, {
    files: 'pdfNotAccepted',
  });
const emptyFile = (file: IncomingFile) => new AppError(422, 'file_empty', `${quoted(file)} is empty.`, { files: 'invalidValue' });
export const noFiles = () => new AppError(422, 'files_required', "Send one or more files in the multipart field 'files'.", { files: 'required' });

type Checked = { file: IncomingFile; format: UploadFormat };
type Prepared = { row: NewAttachment; files: { key: string; body: Buffer; contentType: string }[] };

export function createUploadsService({ db, storage, limiter, log }: UploadsDeps) {
  /** Storage is cleaned after the database says so; a file left behind is logged, never an error to the user. */
  async function removeStoredFiles(keys: readonly StoredKeys[]) {
    const all = keys.flatMap((k) => (k.thumbKey ? [k.storageKey, k.thumbKey] : [k.storageKey]));
    await Promise.all(all.map((key) => storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not remove uploaded file'))));
  }

  /** Type by content, size and emptiness: every file is checked before any is decoded or stored. */
  function check(files: readonly IncomingFile[]): Checked[] {
    if (files.length === 0) throw noFiles();
    if (files.length > ATTACHMENTS_MAX) throw tooManyFiles();
    return files.map((file) => {
      if (file.bytes.length === 0) throw emptyFile(file);
      if (file.bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge(file);
      const format = sniffUploadFormat(file.bytes);
      // The domain's list (UPLOAD_MIME_TYPES) decides which of the formats we recognise are taken.
      if (!format || !isUploadMimeType(SOURCE_MIME[format])) throw unsupported(file, 'is not an image or a PDF.');
      if (format === 'pdf' && !isWellFormedPdf(file.bytes)) throw unsupported(file, 'is not a complete PDF.');
      return { file, format };
    });
  }

  async function prepare(uploader: UserRow, { file, format }: Checked): Promise<Prepared> {
    const id = uuidv7();
    // The file name is random, not the row id: a URL cannot be guessed from another one.
    const name = randomUUID();
    const base = { id, uploaderId: uploader.id, reviewId: null };
    if (format === 'pdf') {
      // Here, after the rate limit, not in check(): scanning a large PDF takes a moment of CPU.
      const finding = findPdfActiveContent(file.bytes);
      if (finding) throw pdfRefused(file, finding);
      const key = storageKeyOf(`${name}.pdf`);
      return {
        row: { ...base, storageKey: key, thumbKey: null, mime: PDF_CONTENT_TYPE, originalName: sanitiseFileName(file.filename, 'document.pdf'), bytes: file.bytes.length, width: null, height: null },
        files: [{ key, body: file.bytes, contentType: PDF_CONTENT_TYPE }],
      };
    }
    const result = await processImage(file.bytes, format);
    if (!result.ok) {
      if (result.reason === 'too_many_pixels') {
        throw new AppError(413, 'image_too_large', `${quoted(file)} has too many pixels; please send a smaller picture.`, { files: 'fileTooLarge' });
      }
      throw unsupported(file, 'could not be read as an image.');
    }
    const image: ProcessedImage = result.image;
    const key = storageKeyOf(`${name}.webp`);
    const thumbKey = storageKeyOf(`${name}.thumb.webp`);
    return {
      row: {
        ...base,
        storageKey: key,
        thumbKey,
        mime: IMAGE_CONTENT_TYPE,
        originalName: sanitiseFileName(file.filename, 'image'),
        bytes: image.main.data.length,
        width: image.main.width,
        height: image.main.height,
      },
      files: [
        { key, body: image.main.data, contentType: IMAGE_CONTENT_TYPE },
        { key: thumbKey, body: image.thumb.data, contentType: IMAGE_CONTENT_TYPE },
      ],
    };
  }

  return {
    /**
     * Stores the files of one request (all or none) as unattached uploads of `uploader`: images
     * re-encoded without metadata, PDFs as sent. They wait for a review to claim them.
     */
    async upload(uploader: UserRow, files: readonly IncomingFile[]): Promise<AttachmentRow[]> {
      requireVerifiedEmail(uploader);
      const checked = check(files);
      for (let i = 0; i < checked.length; i += 1) {
        await limiter.consume(`upload:user:${uploader.id}`, { max: UPLOADS_PER_HOUR, windowMs: HOUR });
      }
      // One at a time: decoding a large photo takes a core and a good deal of memory.
      const prepared: Prepared[] = [];
      for (const item of checked) prepared.push(await prepare(uploader, item));

      const stored: StoredKeys[] = [];
      try {
        for (const { row, files: parts } of prepared) {
          stored.push({ storageKey: row.storageKey, thumbKey: row.thumbKey ?? null });
          for (const part of parts) await storage.put(part.key, part.body, part.contentType);
        }
        return await repo.insertAttachments(
          db,
          prepared.map((p) => p.row),
        );
      } catch (error) {
        await removeStoredFiles(stored);
        throw error;
      }
    },

    /** An uploaded file by the name in its URL; only names we could have made are looked up. */
    async readFile(fileName: string) {
      const file = UPLOAD_FILE_NAME.test(fileName) ? await storage.get(storageKeyOf(fileName)) : undefined;
      if (!file) throw notFound('No such file.');
      return file;
    },

    /**
     * Inside the review's transaction: attaches the uploader's uploads, in the order given. Any id
     * that is not an unattached upload of theirs fails the whole review (422 on 'attachments').
     */
    async claimForReview(tx: Database, uploaderId: string, reviewId: string, ids: readonly string[]) {
      const claimed = await repo.claimForReview(tx, uploaderId, reviewId, ids);
      if (claimed.length !== ids.length) {
        throw new AppError(422, 'attachment_unavailable', 'An attached file is not one of your uploads waiting for a review; please upload it again.', {
          attachments: 'invalidValue',
        });
      }
    },

    /** Inside the review's deletion: forgets its attachments; answers the stored keys to remove afterwards. */
    releaseReviewAttachments: (tx: Database, reviewId: string) => repo.deleteForReview(tx, reviewId),

    removeStoredFiles,

    /** Deletes uploads never attached to a review within ORPHAN_MAX_AGE_MS of `now`, rows and files; answers how many. */
    async sweepOrphanUploads(now: Date = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - ORPHAN_MAX_AGE_MS);
      let removed = 0;
      for (;;) {
        const keys = await repo.deleteOrphansBefore(db, cutoff, SWEEP_BATCH);
        await removeStoredFiles(keys);
        removed += keys.length;
        if (keys.length < SWEEP_BATCH) return removed;
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
