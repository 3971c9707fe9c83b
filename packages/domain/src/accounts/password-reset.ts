import { z } from 'zod';
import { err } from '../shared/errors.ts';
import { isValidPassword } from './fields.ts';

/** Reset screen: the sign-up password rule, reported as the spec's single message. */
export const ZResetPassword = z
  .string(err('resetPasswordRule'))
  .refine(isValidPassword, err('resetPasswordRule'));

/** The reset form (new + confirm) on /reset-password/{code}. */
export const ZResetPasswordForm = z
  .object({
    password: ZResetPassword,
    confirmPassword: z.string(err('resetPasswordMismatch')),
  })
  .refine((form) => form.password === form.confirmPassword, {
    ...err('resetPasswordMismatch'),
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
export type ResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** POST /api/auth/update-password: the emailed code and the new password. */
export const ZUpdatePasswordBody = z.object({
  code: z.string(err('resetLinkInvalid')).min(1, err('resetLinkInvalid')).max(512, err('resetLinkInvalid')),
  password: ZResetPassword,
});
export type UpdatePasswordBody = z.infer<typeof ZUpdatePasswordBody>;

/** POST /api/auth/verify-email: the code from /verify-email/{emailCode}. */
export const ZVerifyEmailBody = z.object({
  emailCode: z.string(err('verifyFailed')).min(1, err('verifyFailed')).max(512, err('verifyFailed')),
});
export type VerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;
