import { z } from 'zod';
import { isIsoDate, klDateString, klDateTime, TIME_24H_RE } from '../shared/dates.ts';
import { err } from '../shared/errors.ts';
import { isInMalaysia, ZLatitude, ZLongitude } from '../shared/map.ts';
import { isPlaceholderAddress } from './address.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import {
  ADDRESS_MAX,
  EXPERIENCE_MAX,
  INCIDENT_CLOCK_SKEW_MS,
  OPERATOR_MAX,
  PLATE_MAX,
  REVIEW_COMMENT_MAX,
  ROUTE_MAX,
  STOP_MAX,
} from './review-limits.ts';

/** Source of "now", injectable so tests can pin the clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const isoDateTime = z.iso.datetime({ offset: true });

function isFuture(instant: Date, now: Clock): boolean {
  return instant.getTime() > now().getTime() + INCIDENT_CLOCK_SKEW_MS;
}

/** Incident instant: a Date or an ISO 8601 string with offset; required and not in the future. */
export function makeZIncidentDateTime(now: Clock = systemClock) {
  return z.preprocess(
    (value) => (typeof value === 'string' && isoDateTime.safeParse(value).success ? new Date(value) : value),
    z.date(err('incidentDateRequired')).refine((date) => !isFuture(date, now), err('incidentInFuture')),
  );
}

/** Date field of the form ('yyyy-MM-dd', Kuala Lumpur calendar). */
export const ZIncidentDate = z.string(err('incidentDateRequired')).refine(isIsoDate, err('incidentDateRequired'));
/** Time field of the form, 24-hour 'HH:mm'. */
export const ZIncidentTime = z.string(err('incidentTimeRequired')).regex(TIME_24H_RE, err('incidentTimeRequired'));

/**
 * The form's separate date and time fields, combined into the instant. A future day is
 * blamed on the date field; a later time today on the time field.
 */
export function makeZIncidentForm(now: Clock = systemClock) {
  return z
    .object({ incidentDate: ZIncidentDate, incidentTime: ZIncidentTime })
    .superRefine(({ incidentDate, incidentTime }, ctx) => {
      if (incidentDate > klDateString(now())) {
        ctx.addIssue({ code: 'custom', message: 'incidentInFuture', path: ['incidentDate'] });
        return;
      }
      const instant = klDateTime(incidentDate, incidentTime);
      if (instant !== null && isFuture(instant, now)) {
        ctx.addIssue({ code: 'custom', message: 'incidentInFuture', path: ['incidentTime'] });
      }
    })
    .transform(({ incidentDate, incidentTime }) => klDateTime(incidentDate, incidentTime) as Date);
}

/** Vehicle plate: upper-cased and inner spaces collapsed, so 'wxy  1234' is stored 'WXY 1234'. */
export const ZVehiclePlate = optionalText(PLATE_MAX, 'plateTooLong')
  .transform((plate) => plate?.toUpperCase().replace(/\s+/g, ' '))
  .refine((plate) => plate === undefined || /^[A-Z0-9]+([ -][A-Z0-9]+)*$/.test(plate), err('plateInvalid'));

/**
 * The draggable marker's position, in Malaysia (the whole object is blamed: 'location'), and its
 * reverse-geocoded address. The placeholder is never an address: it is dropped, so the server fills
 * the address in or stores none.
 */
export const ZReviewLocation = z
  .object(
    {
      latitude: ZLatitude,
      longitude: ZLongitude,
      address: optionalText(ADDRESS_MAX, 'addressTooLong').transform((address) => (isPlaceholderAddress(address) ? undefined : address)),
    },
    err('locationRequired'),
  )
  .refine(({ latitude, longitude }) => isInMalaysia(latitude, longitude), {
    ...err('locationOutsideMalaysia'),
    // Only for a point that is otherwise valid: a latitude of 91 is reported once, on its own field.
    when: (payload) => payload.issues.length === 0,
  });
export type ReviewLocation = z.infer<typeof ZReviewLocation>;

export function reviewDetailsShape(now: Clock = systemClock) {
  return {
    incidentDateTime: makeZIncidentDateTime(now),
    experience: requiredText(EXPERIENCE_MAX, 'experienceRequired', 'experienceTooLong'),
    operatorName: optionalText(OPERATOR_MAX, 'operatorTooLong'),
    routeName: optionalText(ROUTE_MAX, 'routeTooLong'),
    stopName: optionalText(STOP_MAX, 'stopTooLong'),
    vehiclePlate: ZVehiclePlate,
    comment: optionalText(REVIEW_COMMENT_MAX, 'reviewCommentTooLong'),
    location: ZReviewLocation,
  };
}

/** The 'Tell us more' step. */
export function makeZReviewDetails(now: Clock = systemClock) {
  return z.object(reviewDetailsShape(now));
}

export const ZReviewDetails = makeZReviewDetails();
export type ReviewDetails = z.infer<typeof ZReviewDetails>;
