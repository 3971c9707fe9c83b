import { MESSAGES } from '../shared/messages.ts';

/** Shown until the marker is dragged or geocoding answers; never a real address. */
export const ADDRESS_PLACEHOLDER = MESSAGES.addressPlaceholder;
/** Replaces the placeholder in the detail sentence '… happened in {address}'. */
export const THIS_LOCATION = MESSAGES.thisLocation;

/** True for a missing address or the placeholder in either language. */
export function isPlaceholderAddress(address: string | null | undefined): boolean {
  const value = address?.trim() ?? '';
  return value === '' || value === ADDRESS_PLACEHOLDER.en || value === ADDRESS_PLACEHOLDER.ms;
}
