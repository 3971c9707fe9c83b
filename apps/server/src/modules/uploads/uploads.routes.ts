import multipart from '@fastify/multipart';
import { ATTACHMENTS_MAX, UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '@suara/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { requireVerifiedEmail } from '../reviews/reviews.policy.ts';
import { PDF_CONTENT_TYPE } from './upload-files.ts';
import { ZAttachment, presentAttachment } from './uploads.presenter.ts';
import { fileTooLarge, noFiles, tooManyFiles, type IncomingFile } from './uploads.service.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';

const SWEEP_EVERY_MS = 3_600_000;
/** The first sweep after a start, so a server restarted more often than hourly still sweeps. */
const FIRST_SWEEP_AFTER_MS = 60_000;

/** The files of the multipart field 'files', each at most UPLOAD_MAX_BYTES; multipart failures become envelope errors. */
async function readUploadedFiles(request: FastifyRequest): Promise<IncomingFile[]> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', "Send the files as multipart/form-data in the field 'files'.", { files: 'fileTypeNotAllowed' });
  }
  const files: IncomingFile[] = [];
  let current: IncomingFile | undefined;
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      current = { filename: part.filename, bytes: Buffer.alloc(0) };
      current.bytes = await part.toBuffer();
      files.push(current);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(current);
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'payload_too_large', `Send at most ${ATTACHMENTS_MAX} files in the field 'files', and nothing else.`);
    }
    // Everything else here is a malformed or interrupted multipart body.
    throw new AppError(400, 'bad_request', 'The upload could not be read. Please try again.');
  }
  if (files.length === 0) throw noFiles();
  return files;
}

/** POST /api/uploads and the files it stores; also sweeps uploads no review claimed. */
export const uploadRoutes =
  ({ uploads }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart only in this module's scope: up to six files of 10 MB (one more is read to be refused).
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: ATTACHMENTS_MAX, fields: 10, parts: ATTACHMENTS_MAX + 10, fieldSize: 1000 } });

    const sweep = () => {
      uploads.sweepOrphanUploads(new Date()).then(
        (removed) => {
          if (removed > 0) app.log.info({ removed }, 'swept unattached uploads');
        },
        (error: unknown) => app.log.error({ err: error }, 'could not sweep unattached uploads'),
      );
    };
    const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS).unref();
    const every = setInterval(sweep, SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });

    app.post(
      '/api/uploads',
      {
        schema: {
          tags: ['reviews'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          description:
            "Review attachments in the multipart field 'files' (at most 6, 10 MB each): JPEG, PNG, WebP and GIF (re-encoded as WebP, at most 2048 px, with a 480 px thumbnail, metadata removed) and PDF. They are kept 24 hours unless a review attaches them.",
          response: { 201: z.object({ items: z.array(ZAttachment) }) },
        },
        // 401 and 403 before a byte of the body is read.
        onRequest: async (request) => {
          requireVerifiedEmail(requireAuth(request).user);
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const files = await readUploadedFiles(request);
        const rows = await uploads.upload(user, files);
        return reply.status(201).send({ items: rows.map(presentAttachment) });
      },
    );

    app.get(
      '/api/files/uploads/:name',
      { schema: { tags: ['files'], params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        const file = await uploads.readFile(request.params.name);
        if (file.contentType === PDF_CONTENT_TYPE) {
          // Downloaded, never rendered in our origin; a sandbox in case a browser renders it anyway.
          reply.header('content-disposition', `attachment; filename="${request.params.name}"`).header('content-security-policy', "default-src 'none'; sandbox");
        }
        return sendStoredFile(reply, file);
      },
    );
  };
