import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES, MESSAGES, isMessageCode, messageText, type MessageCode } from './messages.ts';
import * as domain from '../index.ts';

// The spec's wording, verbatim (typos included).
const SPEC_TEXTS: Partial<Record<MessageCode, string>> = {
  nameTooShort: 'Need at least 2 characters',
  nameNotAlphabetical: 'Name contains non-alphabetical character',
  usernameTooShort: 'Need at least 5 characters',
  usernameHasSpace: 'No spacing allowed',
  usernameCheckFailed: 'Please try again - ERROR:{message}',
  emailInvalid: 'Please provide a valid email',
  passwordNeedsNumber: 'Please includes number',
  passwordNeedsSpecial: 'Please includes any special character',
  passwordNeedsLetter: 'Please includes alphabetical character',
  passwordLength: 'Please provide 6 - 16 characters',
  passwordMismatch: 'Password does not match',
  signupInvalid: 'Please make sure the details are valid',
  resetPasswordRule: 'Should consist of alphanumic and atleast one special character',
  resetPasswordMismatch: 'Confirm password did not match',
  avatarTooLarge: 'Photo size exceeded 500kb size',
  verifySuccessTitle: 'Awesome!',
  verifySuccess: 'You have successfully verified your email address',
  verifyFailedTitle: 'Opps!',
  verifyFailed: 'The verification link is either invalid or expired',
  passwordUpdated: 'Password Updated!',
  reportDialogTitle: 'Why are you reporting this {target}?',
  reportReasonRequired: 'Need to select a reason to report',
  reportSent: 'Thank you for letting us know!',
  reviewDeleted: 'Your review is deleted successfully',
  commentDeleted: 'Comment deleted succesfully',
  replyDeleted: 'Your reply deleted succesfully',
  reviewSubmitted: 'Your Review has been submitted!',
  profileUpdated: 'Profile Updated',
  avatarUpdated: 'Profile Avatar Updated',
  contactDelivered: 'Thank You {name}! Your message has been delivered',
  deleteConfirm: 'Are you sure want to delete this post?',
  addressPlaceholder: 'Drag marker to select your location',
  thisLocation: 'this location',
  pleaseSpecify: 'Please specify',
  noResultFound: 'No result found',
  pollQuestion: 'Is this useful for you?',
  adminSelfRemoval: 'Not Allowed!\nPlease ask another Admin to remove your admin privilege',
};

// Messages that quote a limit: the number in the text must be the constant's value.
const LIMIT_TEXTS: [MessageCode, number][] = [
  ['nameTooLong', domain.NAME_MAX],
  ['usernameTooLong', domain.USERNAME_MAX],
  ['emailTooLong', domain.EMAIL_MAX],
  ['identifierTooLong', domain.EMAIL_MAX],
  ['aboutTooLong', domain.ABOUT_MAX],
  ['profileLocationTooLong', domain.PROFILE_LOCATION_MAX],
  ['otherTextTooLong', domain.OTHER_TEXT_MAX],
  ['experienceTooLong', domain.EXPERIENCE_MAX],
  ['operatorTooLong', domain.OPERATOR_MAX],
  ['routeTooLong', domain.ROUTE_MAX],
  ['stopTooLong', domain.STOP_MAX],
  ['plateTooLong', domain.PLATE_MAX],
  ['reviewCommentTooLong', domain.REVIEW_COMMENT_MAX],
  ['addressTooLong', domain.ADDRESS_MAX],
  ['attachmentsTooMany', domain.ATTACHMENTS_MAX],
  ['fileTooLarge', domain.UPLOAD_MAX_BYTES / (1024 * 1024)],
  ['searchTooLong', domain.SEARCH_QUERY_MAX],
  ['pageSizeTooLarge', domain.REVIEW_PAGE_SIZE_MAX],
  ['commentTooLong', domain.COMMENT_MAX],
  ['replyTooLong', domain.REPLY_MAX],
  ['firstNameTooLong', domain.CONTACT_NAME_MAX],
  ['lastNameTooLong', domain.CONTACT_NAME_MAX],
  ['contactMessageTooLong', domain.CONTACT_MESSAGE_MAX],
  ['nameTooShort', domain.NAME_MIN],
  ['usernameTooShort', domain.USERNAME_MIN],
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('MESSAGES', () => {
  it.each(MESSAGE_CODES)('%s has non-empty, distinct-language texts with the same placeholders', (code) => {
    const { en, ms } = MESSAGES[code];
    expect(en.trim()).not.toBe('');
    expect(ms.trim()).not.toBe('');
    expect(placeholders(ms)).toEqual(placeholders(en));
  });

  it('codes are camelCase', () => {
    for (const code of MESSAGE_CODES) expect(code).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it.each(Object.entries(SPEC_TEXTS))('%s keeps the spec wording', (code, text) => {
    expect(MESSAGES[code as MessageCode].en).toBe(text);
  });

  it.each(LIMIT_TEXTS)('%s quotes its limit %i in both languages', (code, limit) => {
    expect(MESSAGES[code].en).toContain(String(limit));
    expect(MESSAGES[code].ms).toContain(String(limit));
  });

  it('password length message matches the password limits', () => {
    expect(MESSAGES.passwordLength.en).toContain(`${domain.PASSWORD_MIN} - ${domain.PASSWORD_MAX}`);
  });
});

describe('messageText', () => {
  it('returns the text in the requested language', () => {
    expect(messageText('nameTooShort', 'en')).toBe('Need at least 2 characters');
    expect(messageText('nameTooShort', 'ms')).toBe(MESSAGES.nameTooShort.ms);
  });

  it('fills placeholders', () => {
    expect(messageText('usernameCheckFailed', 'en', { message: 'Network Error' })).toBe(
      'Please try again - ERROR:Network Error',
    );
    expect(messageText('contactDelivered', 'en', { name: 'Aisyah' })).toBe(
      'Thank You Aisyah! Your message has been delivered',
    );
    expect(messageText('contactDelivered', 'ms', { name: 'Aisyah' })).toContain('Aisyah');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(messageText('usernameCheckFailed', 'en')).toBe('Please try again - ERROR:{message}');
  });
});

describe('isMessageCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isMessageCode('nameTooShort')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('Need at least 2 characters')).toBe(false);
    expect(isMessageCode(42)).toBe(false);
  });
});
