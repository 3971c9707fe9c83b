import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title';

/**
 * Shown when a page throws or its code fails to load (e.g. a stale chunk after a deploy, or the
 * connection dropped), by RouteErrorBoundary. Rendered inside the layout, so the navigation still works.
 */
export function RouteError() {
  const { t } = useTranslation();

  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <DocumentTitle page={t('routeError.title')} />
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed" maw={440}>
          {t('routeError.body')}
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('routeError.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
