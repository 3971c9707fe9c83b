import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { apiErrorText } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useRemoveTeamMember, type OperatorTeam, type TeamMember } from '../api/team-members-api';
import { focusInvite } from './team-card';
import { TeamInviteDialog } from './team-invite-dialog';

type Removal = { team: OperatorTeam; member: TeamMember };

/**
 * What a team card's buttons open, for administrators and managers alike: 'Invite' (an address and a
 * role) and 'Remove' (after a confirmation saying they lose access at once). Render `dialogs` once.
 */
export function useTeamActions() {
  const { t } = useTranslation();
  const remove = useRemoveTeamMember();
  const [inviting, setInviting] = useState<OperatorTeam | null>(null);
  // Kept while the dialog closes, so its words do not change as it fades.
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removalOpen, setRemovalOpen] = useState(false);
  const removedFrom = useRef<string | null>(null);

  const askRemoval = (team: OperatorTeam, member: TeamMember) => {
    remove.reset();
    setRemoval({ team, member });
    setRemovalOpen(true);
  };
  const confirmRemoval = () => {
    if (!removal) return;
    const { team, member } = removal;
    remove.mutate(
      { teamId: team.id, userId: member.userId },
      {
        onSuccess: () => {
          toastSuccess(t('teams.removed', { name: member.name, operator: team.operator.name }));
          removedFrom.current = team.id;
          setRemovalOpen(false);
        },
      },
    );
  };
  // The removed person's row is gone: focus goes to their team's 'Invite'.
  const removalClosed = () => {
    setRemoval(null);
    remove.reset();
    if (removedFrom.current) focusInvite(removedFrom.current);
    removedFrom.current = null;
  };

  const dialogs = (
    <>
      <TeamInviteDialog team={inviting} onClose={() => setInviting(null)} />
      <ConfirmActionDialog
        opened={removalOpen}
        title={removal ? t('teams.removeTitle', { name: removal.member.name, operator: removal.team.operator.name }) : ''}
        body={
          <Stack gap="sm">
            <Text>{removal ? t('teams.removeBody', { name: removal.member.name, operator: removal.team.operator.name }) : null}</Text>
            {remove.isError ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
                {apiErrorText(remove.error)}
              </Alert>
            ) : null}
          </Stack>
        }
        confirmLabel={t('teams.removeAction')}
        pending={remove.isPending}
        onCancel={() => setRemovalOpen(false)}
        onConfirm={confirmRemoval}
        onExited={removalClosed}
        danger
      />
    </>
  );
  return { invite: setInviting, remove: askRemoval, dialogs };
}
