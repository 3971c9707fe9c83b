import type { Finding, FindingKind } from '@suara/domain';
import type { TFunction } from 'i18next';
import { aspectName, type InsightsFormat } from './insights-format';

/*
 * The findings an operator or route page opens with, worded in the reader's language from their kind
 * and numbers (the domain's rules decide what is found; docs/decisions.md 'Findings are data, not
 * sentences'), and the link to the reviews behind each on /popular.
 */

/** Whose page it is: a finding without a route of its own is about the page's operator or route. */
export type FindingSubject = { kind: 'operator'; name: string } | { kind: 'route'; code: string };

const KINDS: readonly FindingKind[] = ['complaintsRose', 'complaintsFell', 'stopMostComplaints', 'aspectImproving', 'aspectWorsening'];

/** A finding of a kind this version of the app words (the API may add kinds before the app knows them). */
export const isKnownFinding = (finding: { kind: string }): finding is Finding => (KINDS as readonly string[]).includes(finding.kind);

function subjectText(subject: FindingSubject, t: TFunction): string {
  return subject.kind === 'operator' ? t('insights.findings.about', { name: subject.name }) : t('insights.findings.onRoute', { code: subject.code });
}

/** A stop as riders know it: its code and its name, either alone when that is all there is. */
export function stopText(stop: { stopCode: string | null; stopName: string | null }, t: TFunction): string {
  const { stopCode: code, stopName: name } = stop;
  if (code && name) return name.includes(code) ? name : t('insights.findings.stopCodeName', { code, name });
  return code || name || t('insights.findings.aStop');
}

/** The finding as one plain sentence, e.g. 'Trip Experience complaints on route T580 rose from 18% to 41% of reviews in the last 4 weeks (13 of 32 reviews).' */
export function findingText(finding: Finding, subject: FindingSubject, t: TFunction, format: InsightsFormat): string {
  const aspect = aspectName(finding.params.aspect, format.language);
  switch (finding.kind) {
    case 'complaintsRose':
    case 'complaintsFell': {
      const { params } = finding;
      return t(`insights.findings.${finding.kind}`, {
        aspect,
        where: params.routeCode ? t('insights.findings.onRoute', { code: params.routeCode }) : subjectText(subject, t),
        previous: format.percent(params.previousShare),
        recent: format.percent(params.recentShare),
        complaints: format.number(params.recentComplaints),
        reviews: format.number(params.recentReviews),
      });
    }
    case 'stopMostComplaints':
      return t('insights.findings.stopMostComplaints', { aspect, stop: stopText(finding.params, t), count: format.number(finding.params.complaints) });
    case 'aspectImproving':
    case 'aspectWorsening': {
      const { params } = finding;
      return t(`insights.findings.${finding.kind}`, {
        aspect,
        where: subjectText(subject, t),
        weeks: format.number(params.weeks),
        first: format.score(params.firstMean),
        last: format.score(params.lastMean),
        reviews: format.number(params.reviews),
      });
    }
  }
}

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
