import type { RichText } from '../content/types';

/** A lead paragraph as plain text (links and emphasis reduced to their words), for a meta description. */
export function leadSummary(lead: readonly RichText[] | undefined): string | undefined {
  const first = lead?.[0];
  if (first === undefined) return undefined;
  if (typeof first === 'string') return first;
  return first.map((part) => (typeof part === 'string' ? part : part.kind === 'link' ? part.label : part.text)).join('');
}
