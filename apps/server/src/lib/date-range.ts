import { MAX_RANGE_YEARS, rangeProblem } from '@suara/domain';
import { AppError } from './app-error.ts';

/** 422 on `to` for a range that is inverted or longer than MAX_RANGE_YEARS (scorecards and open data). */
export function checkRange(from: string | undefined, to: string | undefined): void {
  const problem = rangeProblem(from, to);
  if (problem === 'dateToBeforeFrom') throw new AppError(422, 'validation_failed', 'Date To cannot be before Date From.', { to: problem });
  if (problem === 'rangeTooLong') {
    throw new AppError(422, 'validation_failed', `A date range may span at most ${MAX_RANGE_YEARS} years; leave an end open to take everything since or until a day.`, {
      to: problem,
    });
  }
}
