import { ZContactBody } from '@suara/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../plugins/auth.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createContactService } from './contact.service.ts';

/** Contact Us (spec §2, §7 /contact): anyone may write; a signed-in sender's account is noted. */
export const contactRoutes =
  ({ db, config, limiter, mailer }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const contact = createContactService({ db, config, limiter, mailer, log: app.log });

    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['contact'],
          description:
            "The 'DROP US A MESSAGE' form: stores the message and e-mails it to the administrators (Reply-To the sender). 201 once stored, even if the mail fails (it is logged). 429 with Retry-After when an address or an e-mail sends too many.",
          body: ZContactBody,
          response: { 201: z.object({ id: z.string() }) },
        },
      },
      async (request, reply) => {
        const { id } = await contact.send(request.body, clientInfo(request), request.auth?.user ?? null);
        return reply.status(201).send({ id });
      },
    );
  };
