import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { errorsOf, parseOk } from '../testing.ts';
import {
  COMMENT_MAX,
  COMMENTS_INITIAL,
  COMMENTS_PAGE_MAX,
  COMMENTS_STEP,
  LIKE_OVERLAY_MS,
  REPLIES_INITIAL,
  REPLIES_STEP,
  REPLY_MAX,
  ZCommentBody,
  ZCommentsQuery,
  ZRepliesQuery,
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

  it('limit the length to 2,000 characters, as the messages say', () => {
    expect([COMMENT_MAX, REPLY_MAX]).toEqual([2000, 2000]);
    expect(errorsOf(ZCommentBody, { body: 'x'.repeat(COMMENT_MAX) })).toEqual({});
    expect(errorsOf(ZCommentBody, { body: 'x'.repeat(COMMENT_MAX + 1) })).toEqual({ body: 'commentTooLong' });
    expect(errorsOf(ZReplyBody, { body: 'x'.repeat(REPLY_MAX) })).toEqual({});
    expect(errorsOf(ZReplyBody, { body: 'x'.repeat(2001) })).toEqual({ body: 'replyTooLong' });
    // Trimmed before counting: surrounding spaces do not use up the limit.
    expect(parseOk(ZCommentBody, { body: ` ${'x'.repeat(COMMENT_MAX)} ` }).body).toHaveLength(COMMENT_MAX);
    for (const code of ['commentTooLong', 'replyTooLong'] as const) {
      expect(MESSAGES[code].en).toContain('2000');
      expect(MESSAGES[code].ms).toContain('2000');
    }
  });

  it('keep the text as typed (plain text, never HTML)', () => {
    const script = '<script>alert("hi")</script> & <b>bold</b>';
    expect(parseOk(ZCommentBody, { body: script })).toEqual({ body: script });
  });

  it('refuse a body that is not text', () => {
    expect(errorsOf(ZCommentBody, { body: 42 })).toEqual({ body: 'commentRequired' });
    expect(errorsOf(ZReplyBody, { body: null })).toEqual({ body: 'replyRequired' });
  });
});

describe('comment and reply pages', () => {
  it('default to the first 5 comments and the next 2 replies', () => {
    expect(parseOk(ZCommentsQuery, {})).toEqual({ limit: COMMENTS_INITIAL });
    expect(parseOk(ZRepliesQuery, {})).toEqual({ limit: REPLIES_STEP });
    expect(parseOk(ZCommentsQuery, { cursor: 'abc', limit: '10' })).toEqual({ cursor: 'abc', limit: 10 });
    expect(parseOk(ZRepliesQuery, { cursor: '', limit: '50' })).toEqual({ limit: 50 });
  });

  it('allow at most 50 a page, as the message says', () => {
    expect(COMMENTS_PAGE_MAX).toBe(50);
    expect(errorsOf(ZCommentsQuery, { limit: '51' })).toEqual({ limit: 'commentsPageSizeTooLarge' });
    expect(errorsOf(ZRepliesQuery, { limit: 51 })).toEqual({ limit: 'commentsPageSizeTooLarge' });
    expect(MESSAGES.commentsPageSizeTooLarge.en).toContain(String(COMMENTS_PAGE_MAX));
    expect(MESSAGES.commentsPageSizeTooLarge.ms).toContain(String(COMMENTS_PAGE_MAX));
  });

  it('refuse other sizes and overlong cursors', () => {
    for (const limit of ['0', '-1', '2.5', 'ten', '']) expect(errorsOf(ZCommentsQuery, { limit }), limit).toEqual({ limit: 'invalidValue' });
    expect(errorsOf(ZRepliesQuery, { cursor: 'x'.repeat(201) })).toEqual({ cursor: 'pageLinkInvalid' });
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
