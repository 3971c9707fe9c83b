import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { errorsOf, parseOk } from '../testing.ts';
import {
  COMMENT_MAX,
  COMMENTS_INITIAL,
  COMMENTS_STEP,
  LIKE_OVERLAY_MS,
  REPLIES_INITIAL,
  REPLIES_STEP,
  ZCommentBody,
  ZReplyBody,
} from './comments.ts';
import { ZContactBody } from './contact.ts';
import { ZReactionBody } from './reactions.ts';
import {
  isReportReasonAllowed,
  REPORT_REASON_GROUPS,
  REPORT_REASONS,
  REPORT_TARGETS,
  reportDialogTitle,
  reportReasonsFor,
  ZReportBody,
} from './reports.ts';

const COMMON = [
  "It's spam",
  'False information',
  'Scam or fraud',
  'Harassment or Bullying',
  'Posting Inappropriate Things',
];

describe('report reasons', () => {
  it('targets are Review, Comment and User', () => {
    expect(REPORT_TARGETS.map((t) => [t.key, t.en])).toEqual([
      ['review', 'Review'],
      ['comment', 'Comment'],
      ['user', 'User'],
    ]);
  });

  it('reviews and comments get the five common reasons', () => {
    expect(reportReasonsFor('review').map((r) => r.en)).toEqual(COMMON);
    expect(reportReasonsFor('comment').map((r) => r.en)).toEqual(COMMON);
  });

  it('users also get the three account reasons', () => {
    expect(reportReasonsFor('user').map((r) => r.en)).toEqual([
      ...COMMON,
      'Fake Account',
      'Fake Name',
      'Pretending to be someone else',
    ]);
  });

  it('groups the four inappropriate reasons', () => {
    expect(REPORT_REASONS.filter((r) => r.group === 'inappropriate').map((r) => r.en)).toEqual(COMMON.slice(1));
    expect(REPORT_REASON_GROUPS.map((g) => g.key)).toEqual(['inappropriate']);
  });

  it('every reason and target has both labels and a unique key', () => {
    for (const list of [REPORT_REASONS, REPORT_TARGETS, REPORT_REASON_GROUPS]) {
      expect(new Set(list.map((o) => o.key)).size).toBe(list.length);
      for (const o of list) {
        expect(o.en.trim()).not.toBe('');
        expect(o.ms.trim()).not.toBe('');
      }
    }
  });

  it('builds the dialog title', () => {
    expect(reportDialogTitle('review', 'en')).toBe('Why are you reporting this Review?');
    expect(reportDialogTitle('user', 'en')).toBe('Why are you reporting this User?');
    expect(reportDialogTitle('comment', 'ms')).toContain('Komen');
  });

  it('allows account reasons only for users', () => {
    expect(isReportReasonAllowed('fake-name', 'user')).toBe(true);
    expect(isReportReasonAllowed('fake-name', 'review')).toBe(false);
    expect(isReportReasonAllowed('spam', 'comment')).toBe(true);
  });
});

describe('ZReportBody', () => {
  const body = { targetType: 'review', targetId: randomUUID(), reason: 'spam' };

  it('accepts a valid report', () => {
    expect(parseOk(ZReportBody, body)).toEqual(body);
  });

  it('requires a reason', () => {
    expect(errorsOf(ZReportBody, { ...body, reason: undefined })).toEqual({ reason: 'reportReasonRequired' });
    expect(errorsOf(ZReportBody, { ...body, reason: '' })).toEqual({ reason: 'reportReasonRequired' });
    expect(MESSAGES.reportReasonRequired.en).toBe('Need to select a reason to report');
  });

  it('rejects a user-only reason for a review', () => {
    expect(errorsOf(ZReportBody, { ...body, reason: 'fake-account' })).toEqual({ reason: 'reportReasonNotAllowed' });
    expect(errorsOf(ZReportBody, { ...body, targetType: 'user', reason: 'fake-account' })).toEqual({});
  });

  it('rejects unknown targets', () => {
    expect(errorsOf(ZReportBody, { ...body, targetType: 'poll', targetId: 'x' })).toEqual({
      targetType: 'invalidValue',
      targetId: 'invalidValue',
    });
  });
});

describe('comments and replies', () => {
  it('paging constants', () => {
    expect([COMMENTS_INITIAL, COMMENTS_STEP, REPLIES_INITIAL, REPLIES_STEP, LIKE_OVERLAY_MS]).toEqual([
      5, 5, 2, 2, 1000,
    ]);
  });

  it('require text', () => {
    expect(errorsOf(ZCommentBody, { body: '  ' })).toEqual({ body: 'commentRequired' });
    expect(errorsOf(ZCommentBody, {})).toEqual({ body: 'commentRequired' });
    expect(errorsOf(ZReplyBody, { body: '' })).toEqual({ body: 'replyRequired' });
    expect(parseOk(ZCommentBody, { body: ' Agreed! ' })).toEqual({ body: 'Agreed!' });
  });

  it('limit the length', () => {
    expect(errorsOf(ZCommentBody, { body: 'x'.repeat(COMMENT_MAX) })).toEqual({});
    expect(errorsOf(ZCommentBody, { body: 'x'.repeat(COMMENT_MAX + 1) })).toEqual({ body: 'commentTooLong' });
    expect(errorsOf(ZReplyBody, { body: 'x'.repeat(1001) })).toEqual({ body: 'replyTooLong' });
  });
});

describe('reactions', () => {
  it('are like, unlike or cleared', () => {
    for (const value of ['like', 'unlike', null]) expect(parseOk(ZReactionBody, { value })).toEqual({ value });
    expect(errorsOf(ZReactionBody, { value: 'love' })).toEqual({ value: 'invalidValue' });
    expect(errorsOf(ZReactionBody, {})).toEqual({ value: 'invalidValue' });
  });
});

describe('ZContactBody', () => {
  const contact = { firstName: 'Aisyah', lastName: 'Rahman', email: 'aisyah@example.com', message: 'Hello' };

  it('accepts a complete message', () => {
    expect(parseOk(ZContactBody, contact)).toEqual(contact);
  });

  it('requires every field', () => {
    expect(errorsOf(ZContactBody, {})).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
      message: 'contactMessageRequired',
    });
  });

  it('limits lengths', () => {
    expect(
      errorsOf(ZContactBody, {
        ...contact,
        firstName: 'x'.repeat(51),
        lastName: 'y'.repeat(51),
        message: 'z'.repeat(2001),
      }),
    ).toEqual({ firstName: 'firstNameTooLong', lastName: 'lastNameTooLong', message: 'contactMessageTooLong' });
    expect(errorsOf(ZContactBody, { ...contact, firstName: 'x'.repeat(50), message: 'z'.repeat(2000) })).toEqual({});
  });
});
