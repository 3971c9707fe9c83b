import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title';

/** The catch-all route. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <DocumentTitle page={t('notFound.title')} />
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="transit.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={440}>
          {t('notFound.body')}
        </Text>
        <Button component={Link} to="/">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
