import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
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
