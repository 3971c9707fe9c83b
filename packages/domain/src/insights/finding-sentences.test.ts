import { describe, expect, it } from 'vitest';
import { findingSentence, type FindingSubject } from './finding-sentences.ts';
import type { Finding } from './findings.ts';

const say = (finding: Finding, subject: FindingSubject, language: 'en' | 'ms') => findingSentence(finding, subject, language);

const rapidKl: FindingSubject = { kind: 'operator', name: 'Rapid KL' };
const routePage: FindingSubject = { kind: 'route', code: 'T580' };

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

describe('findingSentence', () => {
  it('words a rise of an aspect’s complaints on one route of the operator, in English and Malay', () => {
    const finding = complaintShare('complaintsRose', { id: 'r580', code: 'T580' }, [0.18, 13 / 32], [9, 13, 50, 32]);
    expect(say(finding, rapidKl, 'en')).toBe('Trip Experience complaints on route T580 rose from 18% to 41% of reviews in the last 4 weeks (13 of 32 reviews).');
    expect(say(finding, rapidKl, 'ms')).toBe(
      'Aduan tentang Pengalaman Perjalanan bagi laluan T580 naik daripada 18% kepada 41% daripada semua ulasan dalam 4 minggu terakhir (13 daripada 32 ulasan).',
    );
  });

  it('words a fall of the operator’s own complaints with its name, numbers grouped', () => {
    const finding = complaintShare('complaintsFell', null, [0.35, 0.2], [700, 250, 2000, 1250]);
    expect(say(finding, rapidKl, 'en')).toBe('Trip Experience complaints about Rapid KL fell from 35% to 20% of reviews in the last 4 weeks (250 of 1,250 reviews).');
    expect(say(finding, rapidKl, 'ms')).toBe(
      'Aduan tentang Pengalaman Perjalanan bagi Rapid KL turun daripada 35% kepada 20% daripada semua ulasan dalam 4 minggu terakhir (250 daripada 1,250 ulasan).',
    );
  });

  it('words the stop with the most complaints by its code and name', () => {
    expect(say(stopFinding, rapidKl, 'en')).toBe('Stop KL113 Jalan Sultan has had the most complaints about Health Safety & Security this month (14).');
    expect(say(stopFinding, rapidKl, 'ms')).toBe('Hentian KL113 Jalan Sultan menerima aduan paling banyak tentang Kesihatan, Keselamatan & Sekuriti bulan ini (14).');
    const nameless = { ...stopFinding, params: { ...stopFinding.params, stopName: null } } as Finding;
    expect(say(nameless, rapidKl, 'en')).toBe('Stop KL113 has had the most complaints about Health Safety & Security this month (14).');
  });

  it('words a streak of weekly means on the page’s route or operator, scores signed', () => {
    expect(say(streak('aspectImproving', 6, -0.84, 0.6, 140), routePage, 'en')).toBe(
      'Driver reviews on route T580 improved 6 weeks in a row, from an average feeling of -0.8 to +0.6 (140 reviews).',
    );
    expect(say(streak('aspectWorsening', 4, 1.25, 0, 61), rapidKl, 'ms')).toBe(
      'Ulasan tentang Pemandu bagi Rapid KL bertambah buruk 4 minggu berturut-turut, dengan purata perasaan daripada +1.3 kepada 0.0 (61 ulasan).',
    );
  });

});
