import { describe, expect, it } from 'vitest';
import { allowedStatusMoves } from '../admin/moderation.ts';
import { canAnswerResolution, isResponseEditable, staffStatusMoves, ZInboxQuery, ZResponseBody } from './operator-loop.ts';

describe('the operator loop rules', () => {
  it('lets staff move a review forward only once forwarded, and never past resolved', () => {
    expect(staffStatusMoves('submitted')).toEqual([]);
    expect(staffStatusMoves('verified')).toEqual([]);
    expect(staffStatusMoves('forwarded')).toEqual(['acknowledged', 'in_progress', 'resolved']);
    expect(staffStatusMoves('acknowledged')).toEqual(['in_progress', 'resolved']);
    expect(staffStatusMoves('in_progress')).toEqual(['resolved']);
    expect(staffStatusMoves('resolved')).toEqual([]);
    expect(staffStatusMoves('hidden')).toEqual([]);
  });

  it("never offers an administrator the operator's own statuses", () => {
    expect(allowedStatusMoves('verified')).toEqual(['forwarded', 'resolved', 'hidden']);
    expect(allowedStatusMoves('acknowledged')).toEqual(['resolved', 'hidden']);
    expect(allowedStatusMoves('in_progress')).toEqual(['resolved', 'hidden']);
  });

  it('keeps a response editable for 15 minutes and a resolution answerable for 14 days', () => {
    const at = new Date('2026-11-27T08:00:00Z');
    expect(isResponseEditable(at, new Date('2026-11-27T08:14:59Z'))).toBe(true);
    expect(isResponseEditable(at, new Date('2026-11-27T08:15:00Z'))).toBe(false);
    expect(canAnswerResolution(at, new Date('2026-12-11T07:59:59Z'))).toBe(true);
    expect(canAnswerResolution(at, new Date('2026-12-11T08:00:00Z'))).toBe(false);
  });

  it('checks a response and an inbox query', () => {
    expect(ZResponseBody.safeParse({ body: ' Thanks ' }).data).toEqual({ body: 'Thanks' });
    expect(ZResponseBody.safeParse({ body: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('responseTooLong');
    const team = '0190a8a0-0000-7000-8000-000000000001';
    expect(ZInboxQuery.parse({ team })).toEqual({ team, unanswered: false, sort: 'newest', cursor: undefined });
    expect(ZInboxQuery.parse({ team, unanswered: 'true', sort: 'me_too' })).toMatchObject({ unanswered: true, sort: 'me_too' });
    expect(ZInboxQuery.safeParse({ team, status: 'hidden' }).success).toBe(false);
  });
});
