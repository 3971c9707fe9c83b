import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessage2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ReviewEmptyStateProps = { title: string; action?: ReactNode };

/** 'You have no review yet' / 'No review yet': a profile's review list when it is empty. */
export function ReviewEmptyState({ title, action }: ReviewEmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconMessage2 size={26} />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
