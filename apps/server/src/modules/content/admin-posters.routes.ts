import multipart from '@fastify/multipart';
import { POSTER_IMAGE_FIELD, UPLOAD_MAX_BYTES, ZPosterInput, ZPosterOrder } from '@suara/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { guardAdmin } from '../admin/admin.routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { fileUrl } from '../uploads/uploads.presenter.ts';
import { ZAdminPoster, ZAdminPosterList, presentAdminPoster } from './posters.presenter.ts';
import { createPostersService } from './posters.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const ZId = z.object({ id: z.uuid() });
const imageRequired = () => new AppError(422, 'validation_failed', `Send one image in the multipart field '${POSTER_IMAGE_FIELD}'.`, { image: 'posterImageRequired' });

/** The one image of the multipart field 'image'; multipart failures become envelope errors. */
async function readPosterImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', `Send the image as multipart/form-data in the field '${POSTER_IMAGE_FIELD}'.`);
  try {
    for await (const part of request.files()) {
      if (part.fieldname === POSTER_IMAGE_FIELD) return await part.toBuffer();
      part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', 'The image is larger than 10 MB.', { image: 'fileTooLarge' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw imageRequired();
    throw new AppError(400, 'bad_request', 'The upload could not be read. Please try again.');
  }
  throw imageRequired();
}

/** Issue #7 item 10: administrators add, edit, order, enable and remove the home page's posters. */
export const adminPosterRoutes =
  ({ db, storage }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    guardAdmin(app);
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });
    const posters = createPostersService({ db, storage, log: app.log });
    const actor = (request: FastifyRequest) => requireAdmin(request).user.id;

    app.get(
      '/api/admin/posters',
      { schema: { tags, security, description: 'Every poster, active or not, in the order the home page shows them.', response: { 200: ZAdminPosterList } } },
      async () => ({ items: (await posters.all()).map(presentAdminPoster) }),
    );

    app.post(
      '/api/admin/posters/images',
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description: `Uploads a poster image (multipart field '${POSTER_IMAGE_FIELD}', JPEG/PNG/WebP/GIF up to 10 MB; re-encoded as WebP, at most 2048 px, metadata removed). Answers the imageKey to save a poster with.`,
          response: { 201: z.object({ imageKey: z.string(), imageUrl: z.string() }) },
        },
      },
      async (request, reply) => {
        const imageKey = await posters.storeImage(await readPosterImage(request));
        return reply.status(201).send({ imageKey, imageUrl: fileUrl(imageKey) });
      },
    );

    app.post(
      '/api/admin/posters',
      {
        schema: {
          tags,
          security,
          description: 'Adds a poster at the end of the order: description (English), descriptionMs (optional), and either imageKey (an uploaded image) or url; active defaults to true.',
          body: ZPosterInput,
          response: { 201: z.object({ poster: ZAdminPoster }) },
        },
      },
      async (request, reply) => reply.status(201).send({ poster: presentAdminPoster(await posters.create(request.body, actor(request))) }),
    );

    // Registered before '/:id': the static path wins either way, but reads in the order it is matched.
    app.put(
      '/api/admin/posters/order',
      {
        schema: {
          tags,
          security,
          description: "Sets the order: `ids` must list every poster exactly once (409 poster_order_stale otherwise). Answers the admin's list.",
          body: ZPosterOrder,
          response: { 200: ZAdminPosterList },
        },
      },
      async (request) => ({ items: (await posters.reorder(request.body.ids, actor(request))).map(presentAdminPoster) }),
    );

    app.put(
      '/api/admin/posters/:id',
      {
        schema: {
          tags,
          security,
          description: 'Replaces a poster (same fields as adding one, active included); a replaced uploaded image is deleted.',
          params: ZId,
          body: ZPosterInput,
          response: { 200: z.object({ poster: ZAdminPoster }) },
        },
      },
      async (request) => ({ poster: presentAdminPoster(await posters.update(request.params.id, request.body, actor(request))) }),
    );

    app.delete(
      '/api/admin/posters/:id',
      { schema: { tags, security, description: 'Removes a poster and its uploaded image.', params: ZId } },
      async (request, reply) => {
        await posters.remove(request.params.id, actor(request));
        return reply.status(204).send();
      },
    );
  };
