import type { Finding, FindingKind } from '@suara/domain';

/*
 * The findings an operator or route page opens with (the domain decides what is found and words it:
 * findingSentence), and the link to the reviews behind each on /popular.
 */

const KINDS: readonly FindingKind[] = ['complaintsRose', 'complaintsFell', 'stopMostComplaints', 'aspectImproving', 'aspectWorsening'];

/** A finding of a kind this version of the app words (the API may add kinds before the app knows them). */
export const isKnownFinding = (finding: { kind: string }): finding is Finding => (KINDS as readonly string[]).includes(finding.kind);

/** What narrows /popular to a finding's reviews besides its days: the page's operator or route, and its service filter. */
export type EvidenceContext = {
  /** The operator's name on an operator page (/popular matches it in the operator riders typed). */
  operatorName?: string | null;
  /** The route's code on a route page. */
  routeCode?: string | null;
  /** The page's service filter as /popular takes it: the review option's id. */
  serviceId?: string | null;
  /** The finding's aspect as /popular takes it: the review option's id. */
  aspectId?: string | null;
};

/**
 * /popular with the filters it supports set to the finding's evidence: its days, its aspect, the
 * route (the finding's own on an operator page, else the page's), the operator and the service.
 * /popular has no stop filter: the finding's sentence names the stop, and links its page.
 */
export function evidenceHref(finding: Finding, context: EvidenceContext): string {
  const params = new URLSearchParams();
  const route = ('routeCode' in finding.params ? finding.params.routeCode : null) ?? context.routeCode;
  if (finding.evidence.from) params.set('from', finding.evidence.from);
  if (finding.evidence.to) params.set('to', finding.evidence.to);
  if (context.serviceId) params.set('service', context.serviceId);
  if (context.aspectId) params.set('aspect', context.aspectId);
  if (context.operatorName) params.set('operator', context.operatorName);
  if (route) params.set('route', route);
  // The card view lists the reviews themselves; the map would show only where they were.
  params.set('view', 'card');
  return `/popular?${params.toString()}`;
}
