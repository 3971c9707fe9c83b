import { Button, Flex, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { SectionHeading } from '../../../components/section-heading';
import { focusInvite, TeamCard } from '../../teams/components/team-card';
import { useTeamActions } from '../../teams/components/use-team-actions';
import { teamsQueryOptions } from '../api/teams-api';
import { TeamsCreateDialog } from './teams-create-dialog';
import { plainList } from '../../../components/plain-list';

/**
 * Operator teams (issue #18 section 1): every operator's team, with its members and the invitations
 * not yet taken. 'Create team' gives an operator its one team; 'Invite' mails a link to join it as a
 * manager or an agent; 'Remove' takes someone off at once, after asking.
 */
export default function TeamsTab() {
  const { t } = useTranslation();
  const teams = useQuery(teamsQueryOptions());
  const actions = useTeamActions();
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);

  let list;
  if (teams.isPending) {
    list = (
      <Stack gap="md" role="status" aria-label={t('adminTeams.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={160} radius="md" />
        ))}
      </Stack>
    );
  } else if (teams.isError) {
    list = <LoadError message={t('adminTeams.loadFailed')} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />;
  } else if (teams.data.length === 0) {
    list = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconUsersGroup size={40} aria-hidden="true" />
        <Text fw={600}>{t('adminTeams.empty')}</Text>
      </Stack>
    );
  } else {
    list = (
      <Stack component="ul" gap="md" style={plainList} aria-label={t('adminTeams.listLabel')}>
        {teams.data.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} onInvite={actions.invite} onRemove={actions.remove} onWithdraw={actions.withdraw} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {/* The page's h1, then this h2, then each team's h3 (axe heading-order), as on the other tabs. */}
      <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'flex-end' }} gap="sm">
        <SectionHeading title={t('adminTeams.title')} intro={t('adminTeams.intro')} />
        <Button ref={createButton} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)} disabled={!teams.isSuccess} style={{ flexShrink: 0 }}>
          {t('adminTeams.create')}
        </Button>
      </Flex>
      {list}

      <TeamsCreateDialog
        opened={creating}
        teams={teams.data ?? []}
        onClose={() => setCreating(false)}
        onExited={(teamId) => (teamId ? focusInvite(teamId) : createButton.current?.focus())}
      />
      {actions.dialogs}
    </Stack>
  );
}
