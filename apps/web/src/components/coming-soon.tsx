import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from './document-title';

type ComingSoonProps = {
  /** The page's translated title, shown as its h1 (e.g. 'Sign in'). */
  title: string;
};

/** A friendly panel for a route whose feature is not built yet: never a blank page. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      <DocumentTitle page={title} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconTools size={28} stroke={1.5} />
          </ThemeIcon>
          <Badge variant="light" size="lg">
            {t('comingSoon.badge')}
          </Badge>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" maw={420}>
            {t('comingSoon.body')}
          </Text>
          <Button component={Link} to="/" variant="filled">
            {t('comingSoon.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
