import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { reviewOptionsQueryOptions } from '../reviews/api/review-create-api';
import { insightsFormat, type InsightsFormat } from './insights-format';
import { readFilters, writeFilters, type InsightsFilters } from './insights-filters';

/** The page's filters from the URL, and a way to change them (the scroll stays where it is). */
export function useInsightsFilters(): { filters: InsightsFilters; setFilters: (next: InsightsFilters) => void } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = (next: InsightsFilters) => setParams((current) => writeFilters(current, next), { preventScrollReset: true });
  return { filters, setFilters };
}

/** Numbers, days and names in the reader's language; follows a change of language. */
export function useInsightsFormat(): InsightsFormat {
  const { language } = useLanguage();
  return useMemo(() => insightsFormat(language), [language]);
}

/**
 * A list's review option ids by their keys, for links into /popular (which filters by option id, the
 * scorecards by key), through the options' own query and its cache; empty until the options are in,
 * or when not `wanted`.
 */
export function useOptionIds(list: 'services' | 'aspects', wanted: boolean): ReadonlyMap<string, string> {
  const options = useQuery({ ...reviewOptionsQueryOptions(), enabled: wanted });
  return useMemo(() => new Map((options.data?.[list] ?? []).map((option) => [option.key, option.id])), [options.data, list]);
}

/** The page's service filter as /popular takes it (a review option's id), once the options are in. */
export function useServiceOptionId(serviceKey: string): string | null {
  return useOptionIds('services', Boolean(serviceKey)).get(serviceKey) ?? null;
}
