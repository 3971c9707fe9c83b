import { Center, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconBus, IconChartPie, IconFlag, IconHistory, IconPhoto, IconTicket, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useSession } from '../../../lib/session';
import { adminCheckQueryOptions } from '../api/admin-check-api';

// Each tab loads only when opened: most visits need one of them.
const TABS = [
  { value: 'people', icon: IconUsers, Panel: lazy(() => import('../components/people-tab')) },
  { value: 'reports', icon: IconChartPie, Panel: lazy(() => import('../components/reports-tab')) },
  { value: 'moderation', icon: IconFlag, Panel: lazy(() => import('../components/moderation-tab')) },
  { value: 'tickets', icon: IconTicket, Panel: lazy(() => import('../components/review-status-tab')) },
  { value: 'posters', icon: IconPhoto, Panel: lazy(() => import('../components/posters-tab')) },
  { value: 'operators', icon: IconBus, Panel: lazy(() => import('../components/operators-tab')) },
  { value: 'teams', icon: IconUsersGroup, Panel: lazy(() => import('../components/teams-tab')) },
  { value: 'audit', icon: IconHistory, Panel: lazy(() => import('../components/audit-tab')) },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * /admin-dashboard (spec §6): 'Checking if you are an Admin' while the check runs, /profile when
 * it fails, otherwise the tabs. The open tab lives in the URL (?tab=) so it survives a reload.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const check = useQuery(adminCheckQueryOptions(user?.id));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'people';

  if (check.isPending) {
    return (
      <Center mih="50vh" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          {/* The page's one h1 until the dashboard's own arrives (axe: page-has-heading-one). */}
          <Title order={1} size="h4" fw={500}>
            {t('admin.checking')}
          </Title>
        </Stack>
      </Center>
    );
  }
  if (check.isError) return <Navigate to="/profile" replace />;

  return (
    // The header's and footer's width (and the theme's padding): its left edge lines up with theirs.
    <Container size="lg" py="lg">
      <DocumentTitle page={t('pages.adminDashboard')} />
      <Title order={1} mb="md">
        {t('pages.adminDashboard')}
      </Title>
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'people' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map(({ value, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden />}>
              {t(`admin.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Suspense fallback={<PageSkeleton />}>
              <Panel />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
