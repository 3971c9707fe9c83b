import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, ZOnboardingAnswers, ZProfileUpdate, err, klDateString } from '@suara/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth, signedIn } from '../../plugins/auth.ts';
import { ZMeUser, presentMe } from '../accounts/accounts.presenter.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { ZPublicUser, presentExport, presentPublicUser } from './users.presenter.ts';
import { CLEARABLE_PROFILE_FIELDS, avatarTooLarge, createUsersService, type ClearableProfileField } from './users.service.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';

const tags = ['users'];
const security = [{ bearer: [] }];
const ZUserResponse = z.object({ user: ZMeUser });
const ZDeleteAccountBody = z.object({ username: z.string(err('required')).max(100, err('invalidValue')) });


/** Which clearable fields the client sent at all: blank means "empty it", absent means "leave it". */
function sentClearableFields(body: unknown): ClearableProfileField[] {
  if (typeof body !== 'object' || body === null) return [];
  return CLEARABLE_PROFILE_FIELDS.filter((field) => Object.hasOwn(body, field));
}

const missingAvatar = () => new AppError(422, 'avatar_required', 'Choose a photo to upload.', { avatar: 'required' });

/** The bytes of the multipart field 'avatar', at most AVATAR_MAX_BYTES; multipart failures become envelope errors. */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', "Send the photo as multipart/form-data in the field 'avatar'.", { avatar: 'avatarNotImage' });
  }
  try {
    const part = await request.file();
    if (!part) throw missingAvatar();
    if (part.fieldname !== 'avatar') {
      part.file.resume();
      throw missingAvatar();
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw avatarTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'payload_too_large', 'Send one photo in the field avatar, and nothing else.');
    }
    // Everything else here is a malformed or interrupted multipart body.
    throw new AppError(400, 'bad_request', 'The upload could not be read. Please try again.');
  }
}

export const userRoutes =
  ({ db, storage, limiter }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const users = createUsersService({ db, storage, limiter, log: app.log });

    // Multipart only in this module's scope, limited to one avatar-sized file.
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });

    const sentFields = new WeakMap<FastifyRequest, ClearableProfileField[]>();

    app.put(
      '/api/users/me',
      {
        schema: { tags, security, body: ZProfileUpdate, response: { 200: ZUserResponse } },
        onRequest: signedIn,
        // The schema turns a blank field into "not sent"; remember which fields were sent to be emptied.
        preValidation: async (request) => {
          sentFields.set(request, sentClearableFields(request.body));
        },
      },
      async (request) => {
        const user = await users.updateProfile(requireAuth(request).user, request.body, sentFields.get(request) ?? []);
        return { user: presentMe(user) };
      },
    );

    app.put(
      '/api/users/me/avatar',
      { schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: ZUserResponse } }, onRequest: signedIn },
      async (request) => {
        const { user } = requireAuth(request);
        const upload = await readAvatarUpload(request);
        return { user: presentMe(await users.setAvatar(user, upload)) };
      },
    );

    app.delete(
      '/api/users/me/avatar',
      { schema: { tags, security, response: { 200: ZUserResponse } }, onRequest: signedIn },
      async (request) => ({ user: presentMe(await users.removeAvatar(requireAuth(request).user)) }),
    );

    app.put(
      '/api/users/me/onboarding',
      { schema: { tags, security, body: ZOnboardingAnswers, response: { 200: ZUserResponse } }, onRequest: signedIn },
      async (request) => ({ user: presentMe(await users.saveOnboarding(requireAuth(request).user, request.body)) }),
    );

    app.get(
      '/api/users/me/export',
      {
        schema: { tags, security, description: 'Everything we hold about the signed-in user, as a JSON file download.' },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const { user, sessionId } = requireAuth(request);
        const { data, exportedAt } = await users.exportData(user);
        return reply
          .header('content-disposition', `attachment; filename="suara-transit-data-${klDateString(exportedAt)}.json"`)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(presentExport(user, data, exportedAt, sessionId), null, 2));
      },
    );

    app.delete(
      '/api/users/me',
      { schema: { tags, security, body: ZDeleteAccountBody }, onRequest: signedIn },
      async (request, reply) => {
        await users.deleteAccount(requireAuth(request).user, request.body.username);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/users/:id',
      { schema: { tags, params: z.object({ id: z.string() }), response: { 200: z.object({ user: ZPublicUser }) } } },
      async (request) => {
        const { user, reviewCount } = await users.publicProfile(request.params.id);
        return { user: presentPublicUser(user, reviewCount) };
      },
    );

    app.get(
      '/api/files/avatars/:key',
      { schema: { tags: ['files'], params: z.object({ key: z.string() }) } },
      async (request, reply) => {
        return sendStoredFile(reply, await users.readAvatar(request.params.key));
      },
    );
  };
