import '@mantine/charts/styles.css';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { overviewQueryOptions } from '../api/reports-api';
import { ReportsDownloads } from './reports-downloads';
import { ReportsFeelingsChart } from './reports-feelings-chart';
import { ReportsPollChart } from './reports-poll-chart';
import { ReportsUserStats } from './reports-user-stats';

function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('adminReports.overviewTitle')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={82} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1].map((i) => (
          <Card key={i} withBorder radius="md">
            <Skeleton h={20} w="60%" mb="md" />
            <Skeleton h={220} />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The admin dashboard's reports tab (spec §6 'Report overview charts' and 'Downloads'). */
export default function ReportsTab() {
  const { t } = useTranslation();
  const overview = useQuery(overviewQueryOptions());

  let body;
  // Also while 'Try again' is loading: the skeleton replaces the error.
  if (overview.isPending || (overview.isError && overview.isFetching)) body = <OverviewSkeleton />;
  else if (overview.isError) {
    body = (
      <Alert color="red" variant="light">
        <Group justify="space-between">
          <Text size="sm">{t('adminReports.loadFailed')}</Text>
          <Button variant="default" size="sm" onClick={() => void overview.refetch()}>
            {t('adminReports.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <ReportsUserStats user={overview.data.user} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ReportsFeelingsChart review={overview.data.review} />
          <ReportsPollChart poll={overview.data.poll} />
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="reports-overview-title">
        <Title order={2} size="h3" id="reports-overview-title">
          {t('adminReports.overviewTitle')}
        </Title>
        {body}
      </Stack>
      <ReportsDownloads />
    </Stack>
  );
}
