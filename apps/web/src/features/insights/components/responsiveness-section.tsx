import { SimpleGrid } from '@mantine/core';
import type { Responsiveness } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { useInsightsFormat } from '../use-insights';
import { InsightsSection } from './insights-section';
import { NoValue } from './no-value';
import { Stat } from './summary-stats';

/**
 * How the operator answers riders (issue #18): its answers, and its silence, in public. The
 * period's reviews with an official response and their share, the median hours to the first
 * response, the share of resolutions a rider reopened, and the riders who said 'me too'.
 */
export function ResponsivenessSection({ answers, operator }: { answers: Responsiveness; operator: string }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const share = (value: number | null) => (value === null ? <NoValue /> : format.percent(value));
  return (
    <InsightsSection title={t('insights.responsiveness.title', { operator })} description={t('insights.responsiveness.description')}>
      <SimpleGrid component="dl" aria-label={t('insights.responsiveness.title', { operator })} cols={{ base: 2, sm: 4 }} spacing="sm" m={0}>
        <Stat
          label={t('insights.responsiveness.responseRate')}
          value={share(answers.responseRate)}
          help={t('insights.responsiveness.responded', { count: answers.responded, number: format.number(answers.responded) })}
        />
        <Stat
          label={t('insights.responsiveness.firstResponse')}
          value={
            answers.medianHoursToFirstResponse === null ? (
              <NoValue />
            ) : (
              t('insights.responsiveness.hours', { count: answers.medianHoursToFirstResponse, hours: format.days(answers.medianHoursToFirstResponse) })
            )
          }
        />
        <Stat label={t('insights.responsiveness.reopened')} value={share(answers.reopenedShare)} help={t('insights.responsiveness.reopenedHelp')} />
        <Stat label={t('insights.responsiveness.meToos')} value={format.number(answers.meToos)} help={t('insights.responsiveness.meToosHelp')} />
      </SimpleGrid>
    </InsightsSection>
  );
}
