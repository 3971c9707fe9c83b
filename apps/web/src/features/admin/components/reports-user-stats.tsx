import { Paper, SimpleGrid, Text, ThemeIcon, Group, Title, Stack } from '@mantine/core';
import type { AdminOverview } from '@suara/domain';
import { IconUserCheck, IconUserQuestion, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useReportFormat } from './reports-format';

function StatCard({ icon: StatIcon, label, value }: { icon: Icon; label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <StatIcon size={22} />
        </ThemeIcon>
        {/* Read as 'All users 1,204': the label first, then the number. */}
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The overview's user counts as three stat cards. */
export function ReportsUserStats({ user }: { user: AdminOverview['user'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <Stack gap="xs" component="section" aria-labelledby="reports-users-title">
      <Title order={3} size="h4" id="reports-users-title">
        {t('adminReports.usersTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard icon={IconUsers} label={t('adminReports.usersTotal')} value={format.number(user.count)} />
        <StatCard icon={IconUserCheck} label={t('adminReports.usersVerified')} value={format.number(user.verified)} />
        <StatCard icon={IconUserQuestion} label={t('adminReports.usersUnverified')} value={format.number(user.unverified)} />
      </SimpleGrid>
    </Stack>
  );
}
