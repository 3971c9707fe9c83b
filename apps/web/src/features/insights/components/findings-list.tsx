import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { findingSentence, MAX_FINDINGS, stopLabel, type Finding, type FindingSubject } from '@suara/domain';
import { IconMapPin, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { evidenceHref, isKnownFinding, type EvidenceContext } from '../finding-text';
import { withFilters, type InsightsFilters } from '../insights-filters';
import { useInsightsFormat, useOptionIds } from '../use-insights';
import { InsightsSection } from './insights-section';

/** Worse news (complaints rising, scores falling) in red, better in green; the sentence says which either way. */
function FindingIcon({ finding }: { finding: Finding }) {
  const worse = finding.kind === 'complaintsRose' || finding.kind === 'aspectWorsening' || finding.kind === 'stopMostComplaints';
  const Icon = finding.kind === 'stopMostComplaints' ? IconMapPin : finding.kind === 'complaintsRose' || finding.kind === 'aspectImproving' ? IconTrendingUp : IconTrendingDown;
  return (
    <ThemeIcon size={32} radius="xl" variant="light" color={worse ? 'red' : 'green'} aria-hidden="true">
      <Icon size={20} />
    </ThemeIcon>
  );
}

function FindingItem({ finding, subject, evidence, filters }: { finding: Finding; subject: FindingSubject; evidence: EvidenceContext; filters: InsightsFilters }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const textId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <FindingIcon finding={finding} />
        <Stack gap={4}>
          <Text id={textId}>{findingSentence(finding, subject, format.language)}</Text>
          <Group gap="md">
            <Anchor component={Link} to={evidenceHref(finding, evidence)} size="sm" fw={600} aria-describedby={textId}>
              {t('insights.findings.evidence')}
            </Anchor>
            {finding.kind === 'stopMostComplaints' ? (
              <Anchor component={Link} to={withFilters(`/insights/stops/${finding.params.stopId}`, filters)} size="sm" fw={600}>
                {t('insights.findings.stopPage', { stop: stopLabel(finding.params, format.language) })}
              </Anchor>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * What stands out, first on an operator or route page: at most five findings of the domain's rules,
 * each a plain sentence with a link to the reviews behind it.
 */
export function FindingsList({
  findings,
  subject,
  evidence,
  filters,
}: {
  findings: readonly { kind: string }[];
  subject: FindingSubject;
  evidence: EvidenceContext;
  filters: InsightsFilters;
}) {
  const { t } = useTranslation();
  // The server sends the strongest few; a page never opens with more than a reader takes in at a glance.
  const known = findings.filter(isKnownFinding).slice(0, MAX_FINDINGS);
  const aspectIds = useOptionIds('aspects', known.length > 0);
  return (
    <InsightsSection title={t('insights.findings.title')} description={t('insights.findings.description')}>
      {known.length === 0 ? (
        <Text c="dimmed">{t('insights.findings.none')}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {known.map((finding) => (
            <FindingItem key={finding.key} finding={finding} subject={subject} evidence={{ ...evidence, aspectId: aspectIds.get(finding.evidence.aspect) }} filters={filters} />
          ))}
        </Stack>
      )}
    </InsightsSection>
  );
}
