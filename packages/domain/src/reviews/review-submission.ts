import { z } from 'zod';
import { err, type FieldErrors } from '../shared/errors.ts';
import { optionalText } from '../shared/text.ts';
import { isAspectAllowed, ZAspectKey } from './aspects.ts';
import { ZFeelingKey } from './feelings-schema.ts';
import { ATTACHMENTS_MAX, OTHER_TEXT_MAX } from './review-limits.ts';
import { reviewDetailsShape, systemClock, type Clock } from './review-details.ts';
import { OTHER_KEY, type ReviewOptionCategory } from './review-options.ts';
import { ZServiceKey } from './services-schema.ts';

/** Chosen options by key, as the option list (and the server, after lookup) knows them. */
export type ReviewChoices = {
  service: string;
  aspect: string;
  serviceText?: string | undefined;
  aspectText?: string | undefined;
};

/**
 * Rules between the choices: 'Other' needs its 'Please specify' text, and the aspect must
 * be allowed for the service (Driver rule). Empty object when all hold.
 */
export function reviewChoiceErrors(choices: ReviewChoices): FieldErrors {
  const errors: FieldErrors = {};
  if (!ZServiceKey.safeParse(choices.service).success) errors.service = 'serviceRequired';
  else if (choices.service === OTHER_KEY && !choices.serviceText?.trim()) errors.serviceText = 'serviceTextRequired';
  if (!ZAspectKey.safeParse(choices.aspect).success) errors.aspect = 'aspectRequired';
  else if (errors.service === undefined && !isAspectAllowed(choices.aspect, choices.service)) {
    errors.aspect = 'aspectNotAllowed';
  }
  if (choices.aspect === OTHER_KEY && !choices.aspectText?.trim()) errors.aspectText = 'aspectTextRequired';
  return errors;
}

/** Maps an option id to its key (e.g. 'OTHER'), or undefined when the id is unknown. */
export type OptionKeyResolver = (category: ReviewOptionCategory, id: string) => string | undefined;

export type ReviewSubmissionOptions = {
  now?: Clock;
  /** When given, the schema also checks the ids exist and the choice rules hold. */
  optionKey?: OptionKeyResolver;
};

/**
 * POST /api/reviews. Options are referenced by id (uuid). Without a resolver only the shape
 * is checked and the caller must apply reviewChoiceErrors after looking the options up.
 * With one, unknown ids, missing 'Other' texts and the Driver rule are issues too, and a
 * text sent for a non-Other choice is dropped.
 */
export function makeZReviewSubmission({ now = systemClock, optionKey }: ReviewSubmissionOptions = {}) {
  return z
    .object({
      feeling: z.uuid(err('feelingRequired')),
      service: z.uuid(err('serviceRequired')),
      serviceText: optionalText(OTHER_TEXT_MAX, 'otherTextTooLong'),
      aspect: z.uuid(err('aspectRequired')),
      aspectText: optionalText(OTHER_TEXT_MAX, 'otherTextTooLong'),
      ...reviewDetailsShape(now),
      attachments: z
        .array(z.uuid(err('invalidValue')), err('invalidValue'))
        .max(ATTACHMENTS_MAX, err('attachmentsTooMany'))
        .refine((ids) => new Set(ids).size === ids.length, err('attachmentDuplicate'))
        .default([]),
    })
    .superRefine((value, ctx) => {
      if (optionKey === undefined) return;
      if (!ZFeelingKey.safeParse(optionKey('feeling', value.feeling)).success) {
        ctx.addIssue({ code: 'custom', message: 'feelingRequired', path: ['feeling'] });
      }
      const errors = reviewChoiceErrors({
        service: optionKey('service', value.service) ?? '',
        aspect: optionKey('aspect', value.aspect) ?? '',
        serviceText: value.serviceText,
        aspectText: value.aspectText,
      });
      for (const [field, code] of Object.entries(errors)) {
        ctx.addIssue({ code: 'custom', message: code ?? 'invalidValue', path: [field] });
      }
    })
    .transform((value) => {
      if (optionKey === undefined) return value;
      return {
        ...value,
        serviceText: optionKey('service', value.service) === OTHER_KEY ? value.serviceText : undefined,
        aspectText: optionKey('aspect', value.aspect) === OTHER_KEY ? value.aspectText : undefined,
      };
    });
}

export const ZReviewSubmission = makeZReviewSubmission();
export type ReviewSubmission = z.infer<typeof ZReviewSubmission>;
