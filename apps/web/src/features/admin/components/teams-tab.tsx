import { Alert, Badge, Button, Card, Flex, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TIME_ZONE, type TeamRole } from '@suara/domain';
import { IconAlertTriangle, IconMailPlus, IconPlus, IconUserMinus, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { LoadError } from '../../../components/load-error';
import { apiErrorText } from '../../../lib/api-client';
import { useLanguage, type Language } from '../../../lib/i18n';
import { fullDate } from '../../../lib/review-format';
import { toastSuccess } from '../../../lib/toast';
import { teamsQueryOptions, useRemoveTeamMember, type OperatorTeam, type TeamMember } from '../api/teams-api';
import { TeamsCreateDialog } from './teams-create-dialog';
import { TeamsInviteDialog } from './teams-invite-dialog';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
const inviteButtonId = (teamId: string) => `team-invite-${teamId}`;

/** '3 Mar 2026' in Malaysia time, the full date and time on hover (DESIGN.md). */
function Day({ iso, language }: { iso: string; language: Language }) {
  const day = new Intl.DateTimeFormat(language === 'ms' ? 'ms-MY' : 'en-MY', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
  return (
    <time dateTime={iso} title={fullDate(iso, language)}>
      {day}
    </time>
  );
}

function RoleBadge({ role }: { role: TeamRole }) {
  const { t } = useTranslation();
  return (
    <Badge color="transit" variant={role === 'manager' ? 'filled' : 'light'} tt="none" style={{ flexShrink: 0 }}>
      {t(`teamRoles.${role}`)}
    </Badge>
  );
}

type TeamCardProps = {
  team: OperatorTeam;
  onInvite: (team: OperatorTeam) => void;
  onRemove: (team: OperatorTeam, member: TeamMember) => void;
};

/** One operator's team: who is on it (name, e-mail, role, since when), and who is invited but has not joined. */
function TeamCard({ team, onInvite, onRemove }: TeamCardProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const operator = team.operator.name;
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'center' }} gap="sm">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {operator}
          </Title>
          {/* Its name says which team: a page of 'Invite' buttons is no help to a screen reader. */}
          <Button
            id={inviteButtonId(team.id)}
            variant="light"
            leftSection={<IconMailPlus size={18} aria-hidden />}
            aria-label={t('adminTeams.inviteTo', { operator })}
            onClick={() => onInvite(team)}
            style={{ flexShrink: 0 }}
          >
            {t('adminTeams.invite')}
          </Button>
        </Flex>

        <Stack gap="xs">
          <Title order={4} size="h6">
            {t('adminTeams.members', { count: team.members.length })}
          </Title>
          {team.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('adminTeams.noMembers')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" style={listStyle} aria-label={t('adminTeams.membersOf', { operator })}>
              {team.members.map((member) => (
                <Card component="li" key={member.userId} withBorder radius="sm" padding="sm" bg="gray.0">
                  <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {member.name}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {member.email ?? t('adminTeams.noEmail')}
                      </Text>
                    </Stack>
                    <Group gap="sm" wrap="wrap" style={{ flexShrink: 0 }}>
                      <RoleBadge role={member.role} />
                      <Text size="sm">
                        {t('adminTeams.since')} <Day iso={member.since} language={language} />
                      </Text>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        leftSection={<IconUserMinus size={16} aria-hidden />}
                        aria-label={t('adminTeams.removeNamed', { name: member.name, operator })}
                        onClick={() => onRemove(team, member)}
                      >
                        {t('adminTeams.remove')}
                      </Button>
                    </Group>
                  </Flex>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>

        {team.invitations.length > 0 ? (
          <Stack gap="xs">
            <Title order={4} size="h6">
              {t('adminTeams.invitations', { count: team.invitations.length })}
            </Title>
            <Stack component="ul" gap={6} style={listStyle} aria-label={t('adminTeams.invitationsOf', { operator })}>
              {team.invitations.map((invitation) => (
                <Group component="li" key={invitation.id} gap="sm" wrap="wrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {invitation.email}
                  </Text>
                  <Group gap="sm" wrap="nowrap">
                    <RoleBadge role={invitation.role} />
                    <Text size="sm" c="dimmed">
                      {t('adminTeams.expires')} <Day iso={invitation.expiresAt} language={language} />
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

type Removal = { team: OperatorTeam; member: TeamMember };

/** A team's 'Invite' button: where focus goes once what opened a dialog is gone (a removed member) or new (a team). */
const focusInvite = (teamId: string) => document.getElementById(inviteButtonId(teamId))?.focus();

/**
 * Operator teams (issue #18 section 1): every operator's team, with its members and the invitations
 * not yet taken. 'Create team' gives an operator its one team; 'Invite' mails a link to join it as a
 * manager or an agent; 'Remove' takes someone off at once, after asking.
 */
export default function TeamsTab() {
  const { t } = useTranslation();
  const teams = useQuery(teamsQueryOptions());
  const remove = useRemoveTeamMember();
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<OperatorTeam | null>(null);
  // Kept while the dialog closes, so its words do not change as it fades.
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [removalOpen, setRemovalOpen] = useState(false);
  const removedFrom = useRef<string | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

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
          toastSuccess(t('adminTeams.removed', { name: member.name, operator: team.operator.name }));
          removedFrom.current = team.id;
          setRemovalOpen(false);
        },
      },
    );
  };
  const removalClosed = () => {
    setRemoval(null);
    remove.reset();
    if (removedFrom.current) focusInvite(removedFrom.current);
    removedFrom.current = null;
  };

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
      <Stack component="ul" gap="md" style={listStyle} aria-label={t('adminTeams.listLabel')}>
        {teams.data.map((team) => (
          <li key={team.id}>
            <TeamCard team={team} onInvite={setInviting} onRemove={askRemoval} />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {/* The page's h1, then this h2, then each team's h3 (axe heading-order), as on the other tabs. */}
      <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" align={{ base: 'stretch', xs: 'flex-end' }} gap="sm">
        <div>
          <Title order={2} size="h3">
            {t('adminTeams.title')}
          </Title>
          <Text c="dimmed" maw="75ch">
            {t('adminTeams.intro')}
          </Text>
        </div>
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
      <TeamsInviteDialog team={inviting} onClose={() => setInviting(null)} />
      <ConfirmActionDialog
        opened={removalOpen}
        title={removal ? t('adminTeams.removeTitle', { name: removal.member.name, operator: removal.team.operator.name }) : ''}
        body={
          <Stack gap="sm">
            <Text>{removal ? t('adminTeams.removeBody', { name: removal.member.name, operator: removal.team.operator.name }) : null}</Text>
            {remove.isError ? (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
                {apiErrorText(remove.error)}
              </Alert>
            ) : null}
          </Stack>
        }
        confirmLabel={t('adminTeams.removeAction')}
        pending={remove.isPending}
        onCancel={() => setRemovalOpen(false)}
        onConfirm={confirmRemoval}
        onExited={removalClosed}
        danger
      />
    </Stack>
  );
}
