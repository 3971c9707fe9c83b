import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorsOf, parseOk } from '../testing.ts';
import { ASPECTS } from './aspects.ts';
import { FEELINGS } from './feelings.ts';
import { makeZReviewSubmission, reviewChoiceErrors, ZReviewSubmission } from './review-submission.ts';
import type { ReviewOptionCategory } from './review-options.ts';
import { SERVICES } from './services.ts';

const NOW = new Date('2024-06-15T12:00:00+08:00');

// Option ids as the server seeds them: one uuid per key and category.
const ids = new Map<string, string>();
const keysById = new Map<string, { category: ReviewOptionCategory; key: string }>();
for (const [category, list] of [
  ['feeling', FEELINGS],
  ['service', SERVICES],
  ['aspect', ASPECTS],
] as const) {
  for (const { key } of list) {
    const id = randomUUID();
    ids.set(`${category}:${key}`, id);
    keysById.set(id, { category, key });
  }
}
const id = (category: ReviewOptionCategory, key: string) => ids.get(`${category}:${key}`) as string;
const optionKey = (category: ReviewOptionCategory, optionId: string) => {
  const found = keysById.get(optionId);
  return found?.category === category ? found.key : undefined;
};

const Z = makeZReviewSubmission({ now: () => NOW, optionKey });

const submission = {
  feeling: id('feeling', 'ANNOYED'),
  service: id('service', 'STAGE_BUS'),
  aspect: id('aspect', 'DRIVER'),
  incidentDateTime: '2024-06-15T08:30:00+08:00',
  experience: 'The driver skipped my stop.',
  vehiclePlate: 'wxy 1234',
  location: { latitude: 3.1, longitude: 101.6, address: 'Jalan Templer' },
  attachments: [randomUUID(), randomUUID()],
};

describe('ZReviewSubmission (shape only)', () => {
  it('accepts a complete submission and upper-cases the plate', () => {
    const parsed = parseOk(makeZReviewSubmission({ now: () => NOW }), submission);
    expect(parsed.vehiclePlate).toBe('WXY 1234');
    expect(parsed.attachments).toHaveLength(2);
  });

  it('requires the three choices as ids', () => {
    expect(errorsOf(ZReviewSubmission, { ...submission, feeling: undefined, service: 'Taxi', aspect: '' })).toEqual({
      feeling: 'feelingRequired',
      service: 'serviceRequired',
      aspect: 'aspectRequired',
    });
  });

  it('defaults attachments to none and allows up to 6 distinct ones', () => {
    const { attachments: _a, ...rest } = submission;
    expect(parseOk(makeZReviewSubmission({ now: () => NOW }), rest).attachments).toEqual([]);
    const six = Array.from({ length: 6 }, () => randomUUID());
    expect(errorsOf(Z, { ...submission, attachments: six })).toEqual({});
    expect(errorsOf(Z, { ...submission, attachments: [...six, randomUUID()] })).toEqual({
      attachments: 'attachmentsTooMany',
    });
    const dup = randomUUID();
    expect(errorsOf(Z, { ...submission, attachments: [dup, dup] })).toEqual({ attachments: 'attachmentDuplicate' });
    expect(errorsOf(Z, { ...submission, attachments: ['not-an-id'] })).toEqual({ 'attachments.0': 'invalidValue' });
  });

  it('rejects a future incident', () => {
    expect(errorsOf(Z, { ...submission, incidentDateTime: '2024-06-15T14:00:00+08:00' })).toEqual({
      incidentDateTime: 'incidentInFuture',
    });
  });

  it('limits the Other texts', () => {
    expect(
      errorsOf(Z, { ...submission, service: id('service', 'OTHER'), serviceText: 'x'.repeat(101) }),
    ).toEqual({ serviceText: 'otherTextTooLong' });
  });
});

describe('ZReviewSubmission with an option resolver', () => {
  it('requires the text for Other service and Other aspect', () => {
    const other = { ...submission, service: id('service', 'OTHER'), aspect: id('aspect', 'OTHER') };
    expect(errorsOf(Z, other)).toEqual({ serviceText: 'serviceTextRequired', aspectText: 'aspectTextRequired' });
    expect(errorsOf(Z, { ...other, serviceText: '  ', aspectText: 'Lighting' })).toEqual({
      serviceText: 'serviceTextRequired',
    });
    const parsed = parseOk(Z, { ...other, serviceText: ' Cycling ', aspectText: 'Bike lanes' });
    expect(parsed).toMatchObject({ serviceText: 'Cycling', aspectText: 'Bike lanes' });
  });

  it('drops texts sent with a non-Other choice', () => {
    const parsed = parseOk(Z, { ...submission, serviceText: 'ignored', aspectText: 'ignored' });
    expect(parsed.serviceText).toBeUndefined();
    expect(parsed.aspectText).toBeUndefined();
  });

  it('applies the Driver rule', () => {
    expect(errorsOf(Z, { ...submission, service: id('service', 'LRT') })).toEqual({ aspect: 'aspectNotAllowed' });
    expect(errorsOf(Z, { ...submission, service: id('service', 'OTHER'), serviceText: 'Van' })).toEqual({});
  });

  it('rejects unknown ids or ids of the wrong category', () => {
    expect(
      errorsOf(Z, {
        ...submission,
        feeling: randomUUID(),
        service: id('aspect', 'INFORMATION'),
        aspect: randomUUID(),
      }),
    ).toEqual({ feeling: 'feelingRequired', service: 'serviceRequired', aspect: 'aspectRequired' });
  });
});

describe('reviewChoiceErrors', () => {
  it('passes a valid choice', () => {
    expect(reviewChoiceErrors({ service: 'TAXI', aspect: 'DRIVER' })).toEqual({});
  });

  it('needs the Other texts', () => {
    expect(reviewChoiceErrors({ service: 'OTHER', aspect: 'OTHER' })).toEqual({
      serviceText: 'serviceTextRequired',
      aspectText: 'aspectTextRequired',
    });
    expect(reviewChoiceErrors({ service: 'OTHER', aspect: 'OTHER', serviceText: 'Walk', aspectText: 'Shade' })).toEqual(
      {},
    );
  });

  it('applies the Driver rule for every service', () => {
    for (const service of SERVICES) {
      const errors = reviewChoiceErrors({ service: service.key, aspect: 'DRIVER', serviceText: 'x' });
      expect(errors.aspect === 'aspectNotAllowed').toBe(!service.hasDriver);
    }
  });

  it('rejects unknown keys', () => {
    expect(reviewChoiceErrors({ service: 'JETPACK', aspect: 'VIBES' })).toEqual({
      service: 'serviceRequired',
      aspect: 'aspectRequired',
    });
  });
});
