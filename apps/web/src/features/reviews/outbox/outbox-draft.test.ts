import { describe, expect, it } from 'vitest';
import type { ReviewPayload, UploadedFile } from '../api/review-create-api';
import { emptyDraft } from '../components/review-form/review-draft';
import {
  afterFailure,
  claim,
  draftsOfUser,
  failureKind,
  hold,
  isOutboxDraft,
  newOutboxDraft,
  posting,
  recoverAbandoned,
  release,
  reviewBody,
  SEND_INTERRUPTED,
  withUploads,
  type DraftProblem,
  type OutboxDraft,
} from './outbox-draft';

const NOW = new Date('2025-03-01T02:00:00Z');
const photo = (id: string): UploadedFile => ({ id, url: `/api/files/uploads/${id}.webp`, thumbUrl: null, type: 'image', originalName: `${id}.png` });
const payload: ReviewPayload = {
  feeling: 'f1',
  service: 's1',
  aspect: 'a1',
  incidentDateTime: '2025-03-01T01:00:00.000Z',
  experience: 'The bus never came.',
  location: { latitude: 3.1, longitude: 101.6 },
  attachments: ['up-1'],
};

function draft(overrides: Partial<OutboxDraft> = {}): OutboxDraft {
  const base = newOutboxDraft({
    id: 'd1',
    userId: 'u1',
    now: NOW,
    form: { ...emptyDraft(NOW), experience: payload.experience, attachments: [photo('up-1')] },
    payload,
    files: [{ id: 'k1', file: new File(['png'], 'night.png', { type: 'image/png' }) }],
  });
  return { ...base, ...overrides };
}

const problem = (status: number, code = 'some_code'): DraftProblem => ({ status, code, message: 'No.', fields: {} });

describe('a new outbox draft', () => {
  it('waits, knows its owner and refills the form as the draft it is', () => {
    const d = draft();
    expect(d).toMatchObject({ id: 'd1', userId: 'u1', savedAt: NOW.toISOString(), state: 'waiting', postingSince: null, problem: null });
    expect(d.form.outboxId).toBe('d1');
    expect(d.files.map((f) => f.file.name)).toEqual(['night.png']);
  });

  it('takes its attachments from the uploaded files only, so a file is never listed twice', () => {
    const d = draft();
    expect('attachments' in d.payload).toBe(false);
    expect(reviewBody(d)).toEqual({ ...payload, attachments: ['up-1'] });
  });
});

describe('sending a draft', () => {
  it('is claimed only while waiting', () => {
    const waiting = draft();
    const claimed = claim(waiting);
    expect(claimed.state).toBe('sending');
    // A second tab's claim of the same draft changes nothing: the same object comes back.
    expect(claim(claimed)).toBe(claimed);
    const held = draft({ state: 'held' });
    expect(claim(held)).toBe(held);
  });

  it('turns the kept files into attachments once uploaded, so a retry does not upload them again', () => {
    const uploaded = withUploads(claim(draft()), [photo('up-2')]);
    expect(uploaded.files).toEqual([]);
    expect(reviewBody(uploaded).attachments).toEqual(['up-1', 'up-2']);
    expect(uploaded.form.attachments.map((f) => f.originalName)).toEqual(['up-1.png', 'up-2.png']);
  });
});

describe('a failed send', () => {
  it.each([
    [0, 'offline'],
    [401, 'signed-out'],
    [408, 'later'],
    [429, 'later'],
    [500, 'later'],
    [503, 'later'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [415, 'refused'],
    [422, 'refused'],
  ] as const)('status %i is %s', (status, kind) => {
    expect(failureKind(status)).toBe(kind);
  });

  it('a refusal is held with the server answer, fields and all', () => {
    const refusal: DraftProblem = { status: 422, code: 'validation_failed', message: 'Some fields are not valid.', fields: { vehiclePlate: 'plateInvalid' } };
    const after = afterFailure(posting(claim(draft()), NOW), refusal);
    expect(after).toMatchObject({ state: 'held', problem: refusal, postingSince: null });
    // Held drafts are not claimed by the automatic sender.
    expect(claim(after)).toBe(after);
  });

  it('no connection puts it back in line, keeping what it had (not a refusal)', () => {
    const after = afterFailure(posting(claim(draft()), NOW), problem(0, 'network_error'));
    expect(after).toMatchObject({ state: 'waiting', problem: null, postingSince: null });
  });

  it('a busy server puts it back in line with the answer to show', () => {
    const after = afterFailure(claim(draft()), problem(429, 'rate_limited'));
    expect(after.state).toBe('waiting');
    expect(after.problem?.code).toBe('rate_limited');
  });

  it('an expired session waits for the rider to sign in again', () => {
    expect(afterFailure(claim(draft()), problem(401)).state).toBe('waiting');
  });
});

describe('a send cut short (its tab closed)', () => {
  it('before the post: waits again', () => {
    expect(recoverAbandoned(claim(draft())).state).toBe('waiting');
  });

  it('after the post started: held for the rider to check, never posted again by itself', () => {
    const recovered = recoverAbandoned(posting(claim(draft()), NOW));
    expect(recovered).toMatchObject({ state: 'held', postingSince: null, problem: { status: 0, code: SEND_INTERRUPTED } });
  });

  it('leaves drafts that are not sending alone', () => {
    const waiting = draft();
    const held = draft({ state: 'held' });
    expect(recoverAbandoned(waiting)).toBe(waiting);
    expect(recoverAbandoned(held)).toBe(held);
  });
});

describe('the rider', () => {
  it('opening a waiting draft holds it; Send now puts it back in line without its old answer', () => {
    const held = hold(draft());
    expect(held.state).toBe('held');
    const refused = afterFailure(claim(draft()), problem(422));
    expect(release(refused)).toMatchObject({ state: 'waiting', problem: null });
    const sending = claim(draft());
    expect(hold(sending)).toBe(sending);
    expect(release(sending)).toBe(sending);
  });

  it('sees and sends only their own drafts, oldest first', () => {
    const list = [
      draft({ id: 'late', savedAt: '2025-03-02T00:00:00.000Z' }),
      draft({ id: 'other', userId: 'u2', savedAt: '2025-03-01T00:00:00.000Z' }),
      draft({ id: 'early', savedAt: '2025-03-01T00:00:00.000Z' }),
    ];
    expect(draftsOfUser(list, 'u1').map((d) => d.id)).toEqual(['early', 'late']);
    expect(draftsOfUser(list, 'u2').map((d) => d.id)).toEqual(['other']);
    expect(draftsOfUser(list, 'u3')).toEqual([]);
  });
});

describe('what IndexedDB gives back', () => {
  it('is a draft only when it has the shape of one', () => {
    expect(isOutboxDraft(draft())).toBe(true);
    expect(isOutboxDraft(undefined)).toBe(false);
    expect(isOutboxDraft({ ...draft(), state: 'lost' })).toBe(false);
    expect(isOutboxDraft({ ...draft(), userId: 7 })).toBe(false);
    expect(isOutboxDraft({ ...draft(), files: null })).toBe(false);
  });
});
