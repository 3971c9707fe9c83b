import type { Finding } from '@suara/domain';
import { describe, expect, it } from 'vitest';
import { evidenceHref, isKnownFinding } from './finding-text';

const complaintShare = (kind: 'complaintsRose' | 'complaintsFell', route: { id: string; code: string } | null, shares: [number, number], counts: [number, number, number, number]): Finding => ({
  kind,
  key: `complaintShare:${route?.id ?? '*'}:TRIP_EXPERIENCE`,
  strength: 3.2,
  evidence: { aspect: 'TRIP_EXPERIENCE', routeId: route?.id ?? null, stopId: null, from: '2026-02-02', to: '2026-03-01' },
  params: {
    aspect: 'TRIP_EXPERIENCE',
    routeId: route?.id ?? null,
    routeCode: route?.code ?? null,
    previousShare: shares[0],
    recentShare: shares[1],
    previousComplaints: counts[0],
    recentComplaints: counts[1],
    previousReviews: counts[2],
    recentReviews: counts[3],
    previousFrom: '2026-01-05',
    previousTo: '2026-02-01',
  },
});

const stopFinding: Finding = {
  kind: 'stopMostComplaints',
  key: 'stopMostComplaints:HEALTH_SAFETY_SECURITY',
  strength: 4.1,
  evidence: { aspect: 'HEALTH_SAFETY_SECURITY', routeId: null, stopId: 'stop-kl113', from: '2026-03-01', to: '2026-03-18' },
  params: { aspect: 'HEALTH_SAFETY_SECURITY', stopId: 'stop-kl113', stopCode: 'KL113', stopName: 'Jalan Sultan', complaints: 14, stopsReviewed: 37 },
};

const streak = (kind: 'aspectImproving' | 'aspectWorsening', weeks: number, firstMean: number, lastMean: number, reviews: number): Finding => ({
  kind,
  key: 'scoreStreak:DRIVER',
  strength: 2.9,
  evidence: { aspect: 'DRIVER', routeId: null, stopId: null, from: '2026-01-12', to: '2026-03-01' },
  params: { aspect: 'DRIVER', weeks, firstMean, lastMean, reviews },
});

describe('isKnownFinding', () => {
  it('knows the five kinds of the domain’s rules and no others', () => {
    expect([complaintShare('complaintsRose', null, [0, 0], [0, 0, 0, 0]), stopFinding, streak('aspectImproving', 4, 0, 1, 50)].every(isKnownFinding)).toBe(true);
    expect(isKnownFinding({ kind: 'wordsMostUsed' })).toBe(false);
  });
});

describe('evidenceHref', () => {
  it('links /popular to the finding’s days, its route and the operator, as cards', () => {
    const finding = complaintShare('complaintsRose', { id: 'r580', code: 'T580' }, [0.18, 0.41], [9, 13, 50, 32]);
    expect(evidenceHref(finding, { operatorName: 'Rapid KL' })).toBe('/popular?from=2026-02-02&to=2026-03-01&operator=Rapid+KL&route=T580&view=card');
  });

  it('on a route page, narrows to its route, and to the page’s service by its option id', () => {
    expect(evidenceHref(streak('aspectImproving', 4, 0, 1, 50), { routeCode: 'PJ01', serviceId: 'svc-1' })).toBe(
      '/popular?from=2026-01-12&to=2026-03-01&service=svc-1&route=PJ01&view=card',
    );
  });

  it('for a stop, keeps to the operator and the month (/popular has no stop filter)', () => {
    expect(evidenceHref(stopFinding, { operatorName: 'Rapid KL', serviceId: null })).toBe('/popular?from=2026-03-01&to=2026-03-18&operator=Rapid+KL&view=card');
  });

  it('narrows to the finding’s aspect by its option id, once the options are in', () => {
    expect(evidenceHref(stopFinding, { operatorName: 'Rapid KL', aspectId: 'asp-7' })).toBe('/popular?from=2026-03-01&to=2026-03-18&aspect=asp-7&operator=Rapid+KL&view=card');
  });
});
