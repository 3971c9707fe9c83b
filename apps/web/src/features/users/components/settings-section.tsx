import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type SettingsSectionProps = { title: string; intro?: ReactNode; children: ReactNode };

/** One card of the settings page: an h2 naming a <section>, an optional intro, the controls. */
export function SettingsSection({ title, intro, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {intro ? <Text c="dimmed" size="sm">{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
