import { z } from 'zod';
import { err } from '../shared/errors.ts';
import { EMAIL_MAX } from './fields.ts';

const isEmail = z.email();

export type IdentifierKind = 'email' | 'username';

/** Sign-in accepts either: a valid email is an email, anything else a username. */
export function identifierKind(value: string): IdentifierKind {
  return isEmail.safeParse(value.trim()).success ? 'email' : 'username';
}

/** Username or email, as typed in 'USERNAME/EMAIL'. Trimmed; case is ignored by the lookup. */
export const ZIdentifier = z
  .string(err('identifierRequired'))
  .trim()
  .min(1, err('identifierRequired'))
  .max(EMAIL_MAX, err('identifierTooLong'));

/** POST /api/auth/validate: step 1 of sign-in checks the identifier's form only, never whether an account has it. */
export const ZValidateIdentifierBody = z.object({ identifier: ZIdentifier });
export type ValidateIdentifierBody = z.infer<typeof ZValidateIdentifierBody>;

/**
 * POST /api/auth/signin. The password is only required here, not re-checked against the
 * sign-up rule, so a rule change never locks out an existing account.
 */
export const ZSigninBody = z.object({
  identifier: ZIdentifier,
  password: z.string(err('passwordRequired')).min(1, err('passwordRequired')),
});
export type SigninBody = z.infer<typeof ZSigninBody>;

/** POST /api/auth/reset-password (forgot password and the Settings 'Change Password' dialog). */
export const ZForgotPasswordBody = z.object({ identifier: ZIdentifier });
export type ForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;
