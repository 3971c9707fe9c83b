import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { apiErrorText } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useRemoveTeamMember, useWithdrawInvitation, type OperatorTeam, type TeamInvitation, type TeamMember } from '../api/team-members-api';
import { focusInvite } from './team-card';
import { TeamInviteDialog } from './team-invite-dialog';

/** What the confirmation is about: taking a member off, or withdrawing an invitation not yet taken. */
type Confirming = { team: OperatorTeam } & ({ kind: 'remove'; member: TeamMember } | { kind: 'withdraw'; invitation: TeamInvitation });

/**
 * What a team card's buttons open, for administrators and managers alike: 'Invite' (an address and a
 * role), and 'Remove' and 'Withdraw' after a confirmation that says what follows. Render `dialogs` once.
 */
export function useTeamActions() {
  const { t } = useTranslation();
  const remove = useRemoveTeamMember();
  const withdraw = useWithdrawInvitation();
  const [inviting, setInviting] = useState<OperatorTeam | null>(null);
  // Kept while the dialog closes, so its words do not change as it fades.
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const doneIn = useRef<string | null>(null);
  const action = confirming?.kind === 'withdraw' ? withdraw : remove;

  const ask = (next: Confirming) => {
    remove.reset();
    withdraw.reset();
    setConfirming(next);
    setConfirmOpen(true);
  };
  const done = (team: OperatorTeam, message: string) => {
    toastSuccess(message);
    doneIn.current = team.id;
    setConfirmOpen(false);
  };
  const confirm = () => {
    if (!confirming) return;
    const { team } = confirming;
    const operator = team.operator.name;
    if (confirming.kind === 'remove') {
      const { member } = confirming;
      remove.mutate({ teamId: team.id, userId: member.userId }, { onSuccess: () => done(team, t('teams.removed', { name: member.name, operator })) });
    } else {
      const { invitation } = confirming;
      withdraw.mutate({ teamId: team.id, invitationId: invitation.id }, { onSuccess: () => done(team, t('teams.withdrawn', { email: invitation.email })) });
    }
  };
  // The row is gone: focus goes to its team's 'Invite'.
  const closed = () => {
    setConfirming(null);
    remove.reset();
    withdraw.reset();
    if (doneIn.current) focusInvite(doneIn.current);
    doneIn.current = null;
  };

  let words = { title: '', body: '', action: '' };
  if (confirming?.kind === 'remove') {
    const named = { name: confirming.member.name, operator: confirming.team.operator.name };
    words = { title: t('teams.removeTitle', named), body: t('teams.removeBody', named), action: t('teams.removeAction') };
  } else if (confirming?.kind === 'withdraw') {
    const named = { email: confirming.invitation.email };
    words = { title: t('teams.withdrawTitle', named), body: t('teams.withdrawBody', named), action: t('teams.withdrawAction') };
  }

  const dialogs = (
    <>
      <TeamInviteDialog team={inviting} onClose={() => setInviting(null)} />
      <ConfirmActionDialog
        opened={confirmOpen}
        title={words.title}
        body={
          <Stack gap="sm">
            <Text>{words.body}</Text>
            {action.isError ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
                {apiErrorText(action.error)}
              </Alert>
            ) : null}
          </Stack>
        }
        confirmLabel={words.action}
        pending={action.isPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirm}
        onExited={closed}
        danger
      />
    </>
  );
  return {
    invite: setInviting,
    remove: (team: OperatorTeam, member: TeamMember) => ask({ team, kind: 'remove', member }),
    withdraw: (team: OperatorTeam, invitation: TeamInvitation) => ask({ team, kind: 'withdraw', invitation }),
    dialogs,
  };
}
