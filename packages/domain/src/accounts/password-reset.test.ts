import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { ZResetPassword, ZResetPasswordForm, ZUpdatePasswordBody, ZVerifyEmailBody } from './password-reset.ts';

describe('reset password', () => {
  it.each(['abcdef', 'abcde1', '123456!', 'a1!aa', 'a1!aaaaaaaaaaaaaa', 'a1!aaa ', '', undefined])(
    '%j breaks the rule with the single reset message',
    (value) => {
      expect(errorsOf(ZResetPassword, value)).toEqual({ _form: 'resetPasswordRule' });
    },
  );

  it.each(['a1!aaa', 'a1!aaaaaaaaaaaaa'])('%j passes', (value) => {
    expect(errorsOf(ZResetPassword, value)).toEqual({});
  });

  it('form requires a matching confirmation', () => {
    expect(errorsOf(ZResetPasswordForm, { password: 'abc123!', confirmPassword: 'abc123@' })).toEqual({
      confirmPassword: 'resetPasswordMismatch',
    });
    expect(errorsOf(ZResetPasswordForm, { password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'resetPasswordRule',
      confirmPassword: 'resetPasswordMismatch',
    });
    expect(parseOk(ZResetPasswordForm, { password: 'abc123!', confirmPassword: 'abc123!' })).toEqual({
      password: 'abc123!',
      confirmPassword: 'abc123!',
    });
  });

  it('update-password body needs the code', () => {
    expect(errorsOf(ZUpdatePasswordBody, { code: '', password: 'abc123!' })).toEqual({ code: 'resetLinkInvalid' });
    expect(errorsOf(ZUpdatePasswordBody, { code: 'tok', password: 'abcdef' })).toEqual({
      password: 'resetPasswordRule',
    });
    expect(errorsOf(ZUpdatePasswordBody, { code: 'tok', password: 'abc123!' })).toEqual({});
  });

  it('verify-email body needs the code', () => {
    expect(errorsOf(ZVerifyEmailBody, {})).toEqual({ emailCode: 'verifyFailed' });
    expect(errorsOf(ZVerifyEmailBody, { emailCode: 'abc' })).toEqual({});
  });
});
