import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { DocumentTitle } from '../../../components/document-title';
import { ReviewTileGrid as CardGrid } from '../../../components/review-tile';
import { usePollsQueryOptions } from '../api/polls-api';
import { MaasExplainer } from '../components/maas-explainer';
import { PollCard } from '../components/poll-card';
import classes from '../polls.module.css';
import { LoadError } from '../../../components/load-error';

const SKELETON_CARDS = 3;

function PollCardSkeletons() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('maas.loading')}>
      <CardGrid>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <Card withBorder radius="md" padding="lg">
              <Card.Section>
                <Skeleton radius={0} className={`${classes.placeholder} ${classes.slim}`} />
              </Card.Section>
              <Stack gap="sm" mt="md">
                <Skeleton height={22} width="70%" />
                <Skeleton height={14} />
                <Skeleton height={14} width="85%" />
                <Group grow mt="sm">
                  <Skeleton height={36} />
                  <Skeleton height={36} />
                </Group>
              </Stack>
            </Card>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

/** /maas (spec §2 'MaaS page'): the explainer, then the five ideas, each with its Yes/No poll. */
export default function MaasPage() {
  const { t } = useTranslation();
  const polls = useQuery(usePollsQueryOptions());

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={t('pages.maas')} description={t('meta.maas')} />
      <Stack gap="xl">
        <MaasExplainer />

        <Stack gap="md" component="section" aria-labelledby="maas-ideas">
          <Stack gap="xs" className={classes.prose}>
            <Title order={2} id="maas-ideas">
              {t('maas.ideas.title')}
            </Title>
            <Text>{t('maas.ideas.body1')}</Text>
            <Text>{t('maas.ideas.body2')}</Text>
          </Stack>
          {/* Cards already shown stay when a later refetch fails (e.g. after a failed vote). */}
          {polls.data ? (
            polls.data.length === 0 ? (
              <Text py="xl" ta="center">
                {t('maas.empty')}
              </Text>
            ) : (
              <CardGrid>
                {polls.data.map((question) => (
                  <li key={question.id}>
                    <PollCard question={question} />
                  </li>
                ))}
              </CardGrid>
            )
          ) : polls.isError ? (
            <LoadError message={t('maas.loadFailed')} onRetry={() => void polls.refetch()} retrying={polls.isFetching} />
          ) : (
            <PollCardSkeletons />
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
