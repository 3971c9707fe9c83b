import { Alert, Card, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFilterExclamation } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { apiErrorText } from '../../../lib/api-client';

/** The scorecard's shape while it loads: the numbers, then two sections (no spinner, nothing jumps much). */
export function InsightsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-live="polite">
      <VisuallyHidden>{t('insights.loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </SimpleGrid>
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md" aria-hidden="true">
          <Stack gap="sm">
            <Skeleton height={24} width="40%" radius="sm" />
            <Skeleton height={14} width="70%" radius="sm" />
            <Skeleton height={180} radius="sm" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The read failed (network, server): what failed and a retry. */
export function InsightsLoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return <LoadError message={`${t('insights.loadFailed')} ${apiErrorText(error)}`} onRetry={onRetry} retrying={retrying} />;
}

/** The API refused the filters in the URL: the reasons are under the fields above. */
export function FiltersRefused() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconFilterExclamation size={20} aria-hidden="true" />} title={t('insights.filtersRefused.title')}>
      <Text size="sm">{t('insights.filtersRefused.body')}</Text>
    </Alert>
  );
}
