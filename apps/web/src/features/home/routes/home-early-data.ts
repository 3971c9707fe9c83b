import { requestEarly } from '../../../lib/api-client';
import { TRENDING_PATH } from '../../reviews/api/browse-api';

/** On a first visit of the home page, its trending reviews are asked for beside its code (pages.ts). */
export function requestEarlyData(): void {
  requestEarly(TRENDING_PATH);
}
