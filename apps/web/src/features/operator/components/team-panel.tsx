import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { SectionHeading } from '../../../components/section-heading';
import { teamQueryOptions } from '../../teams/api/team-members-api';
import { TeamCard } from '../../teams/components/team-card';
import { useTeamActions } from '../../teams/components/use-team-actions';

type TeamPanelProps = { teamId: string; selfId: string };

/**
 * The Team tab of /operator, for the team's managers (issue #18 section 1): who is on the team and
 * who is invited; 'Invite' mails a link, 'Remove' takes someone off at once after asking. Their own
 * row offers no 'Remove': a manager who left by mistake could not come back without an invitation.
 */
export function TeamPanel({ teamId, selfId }: TeamPanelProps) {
  const { t } = useTranslation();
  const team = useQuery(teamQueryOptions(teamId));
  const actions = useTeamActions();

  let body;
  if (team.isPending) body = <Skeleton height={200} radius="md" role="status" aria-label={t('operator.team.loading')} />;
  else if (team.isError) body = <LoadError message={t('operator.team.loadFailed')} onRetry={() => void team.refetch()} retrying={team.isFetching} />;
  else body = <TeamCard team={team.data} onInvite={actions.invite} onRemove={actions.remove} onWithdraw={actions.withdraw} selfId={selfId} />;

  return (
    <Stack gap="md">
      <SectionHeading title={t('operator.team.title')} intro={t('operator.team.intro')} />
      {body}
      {actions.dialogs}
    </Stack>
  );
}
