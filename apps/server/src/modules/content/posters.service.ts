import { randomUUID } from 'node:crypto';
import { POSTER_IMAGE_KEY, UPLOAD_MAX_BYTES, type PosterInput } from '@suara/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Storage } from '../../plugins/storage/storage.ts';
import { IMAGE_CONTENT_TYPE, processImage, sniffUploadFormat } from '../uploads/upload-files.ts';
import { presentPoster } from './posters.presenter.ts';
import * as repo from './posters.repository.ts';
import type { PosterValues } from './posters.repository.ts';

export type PostersDeps = { db: Database; storage: Storage; log: FastifyBaseLogger };

const noSuchPoster = () => notFound('No such poster.');
const imageProblem = (status: number, code: string, message: string) => new AppError(status, code, message, { image: 'invalidValue' });

export function createPostersService({ db, storage, log }: PostersDeps) {
  /** Removes a stored image no poster shows any more; a file left behind is logged, not an error. */
  async function releaseImage(imageKey: string | null) {
    if (!imageKey || (await repo.imageKeyInUse(db, imageKey))) return;
    await storage
      .delete(imageKey)
      .catch((error: unknown) => log.warn({ err: error, imageKey }, 'could not remove poster image'));
  }

  /** An imageKey must name an image we stored (POST /api/admin/posters/images), not merely look like one. */
  async function values(input: PosterInput): Promise<PosterValues> {
    if (input.imageKey) {
      const file = await storage.get(input.imageKey);
      if (!file) throw new AppError(422, 'validation_failed', 'The uploaded image was not found; please upload it again.', { image: 'invalidValue' });
      file.body.destroy();
    }
    return { description: input.description, descriptionMs: input.descriptionMs ?? null, url: input.imageKey ? null : (input.url ?? null), imageKey: input.imageKey ?? null, active: input.active };
  }

  return {
    /** GET /api/posters: the home page's poster dialogs, in order. */
    async active() {
      const rows = await repo.listActivePosters(db);
      return { items: rows.map(presentPoster) };
    },

    /** The admin's list: every poster, active or not, in order. */
    all: () => repo.listAllPosters(db),

    /**
     * Stores an uploaded poster image: checked by its content (JPEG, PNG, WebP or GIF), re-encoded
     * as WebP without metadata, at most 2048 px. Answers the key a poster is then saved with.
     */
    async storeImage(bytes: Buffer) {
      if (bytes.length === 0) throw imageProblem(422, 'file_empty', 'The image is empty.');
      if (bytes.length > UPLOAD_MAX_BYTES) throw imageProblem(413, 'file_too_large', 'The image is larger than 10 MB.');
      const format = sniffUploadFormat(bytes);
      if (!format || format === 'pdf') throw imageProblem(415, 'unsupported_media_type', 'Upload a JPEG, PNG, WebP or GIF image.');
      const result = await processImage(bytes, format);
      if (!result.ok) {
        throw result.reason === 'too_many_pixels'
          ? imageProblem(413, 'image_too_large', 'The image has too many pixels; please upload a smaller one.')
          : imageProblem(415, 'unsupported_media_type', 'The image could not be read.');
      }
      const imageKey = `posters/${randomUUID()}.webp`;
      await storage.put(imageKey, result.image.main.data, IMAGE_CONTENT_TYPE);
      return imageKey;
    },

    /** A stored poster image by its file name; only names we could have made are looked up. */
    async readImage(fileName: string) {
      const key = `posters/${fileName}`;
      const file = POSTER_IMAGE_KEY.test(key) ? await storage.get(key) : undefined;
      if (!file) throw notFound('No such file.');
      return file;
    },

    create: async (input: PosterInput, actorId: string) => repo.insertPoster(db, await values(input), { actorId, action: 'poster.create' }),

    async update(id: string, input: PosterInput, actorId: string) {
      const before = await repo.findPoster(db, id);
      if (!before) throw noSuchPoster();
      const next = await values(input);
      const changed = (Object.keys(next) as (keyof PosterValues)[]).filter((key) => next[key] !== before[key]);
      const row = await repo.updatePoster(db, id, next, { actorId, action: 'poster.update', details: { changed } });
      if (!row) throw noSuchPoster();
      if (before.imageKey !== row.imageKey) await releaseImage(before.imageKey);
      return row;
    },

    async remove(id: string, actorId: string) {
      const row = await repo.deletePoster(db, id, { actorId, action: 'poster.delete' });
      if (!row) throw noSuchPoster();
      await releaseImage(row.imageKey);
    },

    /** `ids` must name every poster exactly once: a stale list (another admin added one) is a 409. */
    async reorder(ids: readonly string[], actorId: string) {
      const current = await repo.listAllPosters(db);
      const known = new Set(current.map((row) => row.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw new AppError(409, 'poster_order_stale', 'The list of posters has changed; reload it and try again.');
      }
      await repo.reorderPosters(db, ids, actorId);
      return repo.listAllPosters(db);
    },
  };
}

export type PostersService = ReturnType<typeof createPostersService>;
