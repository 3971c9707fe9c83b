import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Period } from '@suara/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { aspectName, serviceName } from '../insights-format';
import type { InsightsFilters } from '../insights-filters';
import { useInsightsFormat } from '../use-insights';

export type Crumb = { label: string; to: string };

type InsightsHeaderProps = {
  /** The pages above this one, e.g. Scorecards › Rapid KL. */
  crumbs: Crumb[];
  /** Undefined while it loads: the heading is there from the start (focus moves to it), its words come with the data. */
  title: string | undefined;
  /** Said to a screen reader while the title loads. */
  loadingTitle: string;
  subtitle?: ReactNode;
  /** The whole weeks the API counted (it snaps the filters' days to weeks). */
  period: Period | undefined;
  /** New filters are loading: the numbers on screen are the previous filters'. */
  updating?: boolean;
  filters: InsightsFilters;
};

/** A scorecard's heading: where it sits, what it is about, and the weeks and filters its numbers cover. */
export function InsightsHeader({ crumbs, title, loadingTitle, subtitle, period, updating = false, filters }: InsightsHeaderProps) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const narrowed = [filters.service && serviceName(filters.service, format.language), filters.aspect && aspectName(filters.aspect, format.language)].filter(Boolean);
  return (
    <Stack gap={6}>
      {crumbs.length > 0 ? (
        <nav aria-label={t('insights.breadcrumb')}>
          <Breadcrumbs separator="›" separatorMargin={6}>
            {crumbs.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
      ) : null}
      <Title order={1}>
        {title ?? (
          <>
            <VisuallyHidden>{loadingTitle}</VisuallyHidden>
            <Skeleton height={34} width="min(60%, 320px)" radius="sm" aria-hidden="true" />
          </>
        )}
      </Title>
      {subtitle}
      <Text c="dimmed" size="sm" mih={22} aria-live="polite">
        {updating ? t('insights.updating') : period ? [t('insights.period', { range: format.dayRange(period.from, period.to) }), ...narrowed].join(' · ') : null}
      </Text>
    </Stack>
  );
}
