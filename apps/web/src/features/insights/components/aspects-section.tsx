import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { AspectRow } from '@suara/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { aspectName } from '../insights-format';
import { sortRows } from '../trends';
import { useInsightsFormat } from '../use-insights';
import { DataTable } from './data-table';
import { InsightsSection } from './insights-section';
import { NoValue } from './no-value';
import { ShareBar } from './score-bars';

type Ranking = 'negative' | 'volume';

/**
 * The aspects ranked by their share of negative reviews (what riders complain about most, for its
 * size) or by their number of reviews (what riders talk about most); a bar beside each share.
 */
export function AspectsSection({ aspects, csv }: { aspects: readonly AspectRow[]; csv: ReactNode }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const [ranking, setRanking] = useState<Ranking>('negative');
  const rows =
    ranking === 'negative'
      ? sortRows(sortRows(aspects, (row) => row.reviews, 'descending'), (row) => row.negativeShare, 'descending')
      : sortRows(aspects, (row) => row.reviews, 'descending');
  return (
    <InsightsSection title={t('insights.aspects.title')} description={t('insights.aspects.description')} actions={csv}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('insights.aspects.rankBy')}
          value={ranking}
          onChange={(value) => setRanking(value as Ranking)}
          data={[
            { value: 'negative', label: t('insights.aspects.byNegative') },
            { value: 'volume', label: t('insights.aspects.byVolume') },
          ]}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <DataTable
          key={ranking}
          label={ranking === 'negative' ? t('insights.aspects.tableByNegative') : t('insights.aspects.tableByVolume')}
          rows={rows}
          rowKey={(row) => row.aspect}
          emptyText={t('insights.empty.period')}
          minWidth={440}
          columns={[
            {
              key: 'aspect',
              header: t('insights.columns.aspect'),
              // Long names wrap on a phone, so the shares beside them stay in view.
              cell: (row) => (
                <Text span display="block" w={{ base: '8.5rem', sm: 'auto' }} style={{ whiteSpace: 'normal' }}>
                  {aspectName(row.aspect, format.language)}
                </Text>
              ),
            },
            { key: 'negativeShare', header: t('insights.columns.negativeShare'), numeric: true, cell: (row) => <ShareBar share={row.negativeShare} /> },
            { key: 'reviews', header: t('insights.columns.reviews'), numeric: true, cell: (row) => format.number(row.reviews) },
            { key: 'negative', header: t('insights.columns.negative'), numeric: true, cell: (row) => format.number(row.negative) },
            { key: 'mean', header: t('insights.columns.mean'), numeric: true, cell: (row) => (row.mean === null ? <NoValue /> : format.score(row.mean)) },
          ]}
        />
      </Stack>
    </InsightsSection>
  );
}
