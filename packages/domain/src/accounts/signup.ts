import { z } from 'zod';
import { err } from '../shared/errors.ts';
import { ZEmail, ZName, ZPassword, ZPhone, ZUsername } from './fields.ts';

/** POST /api/auth/signup (spec §3 sign-up payload). */
export const ZSignupBody = z.object({
  name: ZName,
  username: ZUsername,
  email: ZEmail,
  phone: ZPhone,
  password: ZPassword,
});
export type SignupBody = z.infer<typeof ZSignupBody>;

/** The sign-up form: the body plus the confirmation, checked even while other fields are invalid. */
export const ZSignupForm = ZSignupBody.extend({
  confirmPassword: z.string(err('passwordMismatch')),
}).refine((form) => form.password === form.confirmPassword, {
  ...err('passwordMismatch'),
  path: ['confirmPassword'],
  when: (payload) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
});
export type SignupForm = z.infer<typeof ZSignupForm>;

/** POST /api/auth/check-username, asked when the username field is left valid. */
export const ZCheckUsernameBody = z.object({ username: ZUsername });
export type CheckUsernameBody = z.infer<typeof ZCheckUsernameBody>;
