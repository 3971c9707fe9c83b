import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';

type ResultViewProps = {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  body: ReactNode;
  /** Links or buttons, stacked full width on phones. */
  actions: ReactNode;
};

/** The end of a journey: 'Awesome!', 'Opps!', 'Check your email', 'Password Updated!', 'Error!'. */
export function ResultView({ tone, icon, title, body, actions }: ResultViewProps) {
  return (
    <AuthCard title={title} focusHeading>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={tone === 'success' ? 'transit' : 'red'} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Text size="lg" role={tone === 'error' ? 'alert' : 'status'}>
          {body}
        </Text>
        <Stack gap="sm" w="100%">
          {actions}
        </Stack>
      </Stack>
    </AuthCard>
  );
}

/** A result's way out when nothing else follows: back to the home page. */
export function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/" size="md" variant="default" fullWidth>
      {t('notFound.backHome')}
    </Button>
  );
}
