import { ASPECTS } from '../reviews/aspects.ts';
import type { Language } from '../shared/language.ts';
import type { Finding } from './findings.ts';

/*
 * A finding as one plain sentence in English or Malay, from its kind and numbers: the scorecard pages
 * and the weekly digest's e-mails word them alike (docs/decisions.md 'Findings are data, not sentences').
 */

/** Whose page or digest it is: a finding without a route of its own is about that operator or route. */
export type FindingSubject = { kind: 'operator'; name: string } | { kind: 'route'; code: string };

const SENTENCES = {
  en: {
    about: 'about {name}',
    onRoute: 'on route {code}',
    aStop: 'a stop',
    complaintsRose: '{aspect} complaints {where} rose from {previous} to {recent} of reviews in the last 4 weeks ({complaints} of {reviews} reviews).',
    complaintsFell: '{aspect} complaints {where} fell from {previous} to {recent} of reviews in the last 4 weeks ({complaints} of {reviews} reviews).',
    stopMostComplaints: 'Stop {stop} has had the most complaints about {aspect} this month ({count}).',
    aspectImproving: '{aspect} reviews {where} improved {weeks} weeks in a row, from an average feeling of {first} to {last} ({reviews} reviews).',
    aspectWorsening: '{aspect} reviews {where} worsened {weeks} weeks in a row, from an average feeling of {first} to {last} ({reviews} reviews).',
  },
  ms: {
    about: 'bagi {name}',
    onRoute: 'bagi laluan {code}',
    aStop: 'sebuah hentian',
    complaintsRose:
      'Aduan tentang {aspect} {where} naik daripada {previous} kepada {recent} daripada semua ulasan dalam 4 minggu terakhir ({complaints} daripada {reviews} ulasan).',
    complaintsFell:
      'Aduan tentang {aspect} {where} turun daripada {previous} kepada {recent} daripada semua ulasan dalam 4 minggu terakhir ({complaints} daripada {reviews} ulasan).',
    stopMostComplaints: 'Hentian {stop} menerima aduan paling banyak tentang {aspect} bulan ini ({count}).',
    aspectImproving:
      'Ulasan tentang {aspect} {where} bertambah baik {weeks} minggu berturut-turut, dengan purata perasaan daripada {first} kepada {last} ({reviews} ulasan).',
    aspectWorsening:
      'Ulasan tentang {aspect} {where} bertambah buruk {weeks} minggu berturut-turut, dengan purata perasaan daripada {first} kepada {last} ({reviews} ulasan).',
  },
} as const;

const LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY' };

/** How findings (and the scorecards) write numbers: grouped the local way, shares as whole percentages, scores signed with one decimal. */
export function findingNumbers(language: Language) {
  const locale = LOCALES[language];
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const score = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    number: (n: number) => number.format(n),
    /** A share 0..1 as '18%'. */
    percent: (share: number) => percent.format(share),
    /** A feeling score as '+1.2', '-0.4' or '0.0'. */
    score: (mean: number) => score.format(mean),
  };
}

/** An aspect's title by key in `language`; an unknown key (a disabled aspect) as it is. */
export function aspectName(key: string, language: Language): string {
  const aspect = ASPECTS.find((a) => a.key === key);
  return aspect ? (language === 'ms' ? aspect.titleMs : aspect.title) : key;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A stop as riders know it: its code and its name, either alone when that is all there is. */
export function stopLabel(stop: { stopCode: string | null; stopName: string | null }, language: Language): string {
  const { stopCode: code, stopName: name } = stop;
  if (code && name) return name.includes(code) ? name : `${code} ${name}`;
  return code || name || SENTENCES[language].aStop;
}

/** The finding as one plain sentence, e.g. 'Trip Experience complaints on route T580 rose from 18% to 41% of reviews in the last 4 weeks (13 of 32 reviews).' */
export function findingSentence(finding: Finding, subject: FindingSubject, language: Language): string {
  const words = SENTENCES[language];
  const format = findingNumbers(language);
  const aspect = aspectName(finding.params.aspect, language);
  const about = subject.kind === 'operator' ? fill(words.about, { name: subject.name }) : fill(words.onRoute, { code: subject.code });
  switch (finding.kind) {
    case 'complaintsRose':
    case 'complaintsFell': {
      const { params } = finding;
      return fill(words[finding.kind], {
        aspect,
        where: params.routeCode ? fill(words.onRoute, { code: params.routeCode }) : about,
        previous: format.percent(params.previousShare),
        recent: format.percent(params.recentShare),
        complaints: format.number(params.recentComplaints),
        reviews: format.number(params.recentReviews),
      });
    }
    case 'stopMostComplaints':
      return fill(words.stopMostComplaints, { aspect, stop: stopLabel(finding.params, language), count: format.number(finding.params.complaints) });
    case 'aspectImproving':
    case 'aspectWorsening': {
      const { params } = finding;
      return fill(words[finding.kind], {
        aspect,
        where: about,
        weeks: format.number(params.weeks),
        first: format.score(params.firstMean),
        last: format.score(params.lastMean),
        reviews: format.number(params.reviews),
      });
    }
  }
}
