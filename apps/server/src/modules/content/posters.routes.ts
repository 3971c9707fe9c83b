import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../module-deps.ts';
import { ZPosterList } from './posters.presenter.ts';
import { createPostersService } from './posters.service.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';

/** The home page's poster dialogs (spec §2, §7 /poster-dialog). Public. */
export const posterRoutes =
  ({ db, storage }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const posters = createPostersService({ db, storage, log: app.log });

    app.get(
      '/api/posters',
      {
        schema: {
          tags: ['content'],
          description:
            'The active posters in display order: image URL, English and Malay description (descriptionMs null when there is none), and a version that changes whenever the image or a description does (show each poster once per browser and version).',
          response: { 200: ZPosterList },
        },
      },
      async () => posters.active(),
    );

    app.get(
      '/api/files/posters/:name',
      { schema: { tags: ['files'], params: z.object({ name: z.string() }) } },
      async (request, reply) => {
        return sendStoredFile(reply, await posters.readImage(request.params.name));
      },
    );
  };
