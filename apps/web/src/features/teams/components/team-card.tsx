import { Badge, Button, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { TIME_ZONE, type TeamRole } from '@suara/domain';
import { IconMailOff, IconMailPlus, IconUserMinus } from '@tabler/icons-react';
import { useId } from 'react';
import { type Language, useLanguage, useTranslation } from '../../../lib/i18n';
import { fullDate } from '../../../lib/review-format';
import type { OperatorTeam, TeamInvitation, TeamMember } from '../api/team-members-api';
import { plainList } from '../../../components/plain-list';
import { dateTimeFormat, LOCALES } from '../../../lib/intl-formats';

/** The id of a team's 'Invite' button: where focus goes once what a dialog was about is gone. */
export const inviteButtonId = (teamId: string) => `team-invite-${teamId}`;
export const focusInvite = (teamId: string) => document.getElementById(inviteButtonId(teamId))?.focus();

/** '3 Mar 2026' in Malaysia time, the full date and time on hover (DESIGN.md). */
function Day({ iso, language }: { iso: string; language: Language }) {
  const day = dateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso));
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

type RowActionProps = { icon: typeof IconUserMinus; label: string; named: string; onClick: () => void };

/** A row's destructive button ('Remove', 'Withdraw'): its accessible name says whom it is about. */
function RowAction({ icon: Icon, label, named, onClick }: RowActionProps) {
  return (
    <Button size="compact-sm" variant="outline" color="red.9" leftSection={<Icon size={16} aria-hidden />} aria-label={named} onClick={onClick}>
      {label}
    </Button>
  );
}

type TeamCardProps = {
  team: OperatorTeam;
  onInvite: (team: OperatorTeam) => void;
  onRemove: (team: OperatorTeam, member: TeamMember) => void;
  onWithdraw: (team: OperatorTeam, invitation: TeamInvitation) => void;
  /** The signed-in manager: their own row says 'You' instead of offering to remove them. */
  selfId?: string;
};

/**
 * One operator's team, under a section's h2: who is on it (name, e-mail, role, since when), and who
 * is invited but has not joined.
 */
export function TeamCard({ team, onInvite, onRemove, onWithdraw, selfId }: TeamCardProps) {
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
            aria-label={t('teams.inviteTo', { operator })}
            onClick={() => onInvite(team)}
            style={{ flexShrink: 0 }}
          >
            {t('teams.invite')}
          </Button>
        </Flex>

        <Stack gap="xs">
          <Title order={4} size="h6">
            {t('teams.members', { count: team.members.length })}
          </Title>
          {team.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('teams.noMembers')}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" style={plainList} aria-label={t('teams.membersOf', { operator })}>
              {team.members.map((member) => (
                <Card component="li" key={member.userId} withBorder radius="sm" padding="sm" bg="gray.0">
                  <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {member.name}
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {member.email ?? t('teams.noEmail')}
                      </Text>
                    </Stack>
                    <Group gap="sm" wrap="wrap" style={{ flexShrink: 0 }}>
                      <RoleBadge role={member.role} />
                      <Text size="sm">
                        {t('teams.since')} <Day iso={member.since} language={language} />
                      </Text>
                      {member.userId === selfId ? (
                        <Badge variant="outline" color="gray.7" tt="none">
                          {t('teams.you')}
                        </Badge>
                      ) : (
                        <RowAction icon={IconUserMinus} label={t('teams.remove')} named={t('teams.removeNamed', { name: member.name, operator })} onClick={() => onRemove(team, member)} />
                      )}
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
              {t('teams.invitations', { count: team.invitations.length })}
            </Title>
            <Stack component="ul" gap={6} style={plainList} aria-label={t('teams.invitationsOf', { operator })}>
              {team.invitations.map((invitation) => (
                <Group component="li" key={invitation.id} gap="sm" wrap="wrap" justify="space-between">
                  <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {invitation.email}
                  </Text>
                  <Group gap="sm" wrap="wrap">
                    <RoleBadge role={invitation.role} />
                    <Text size="sm" c="dimmed">
                      {t('teams.expires')} <Day iso={invitation.expiresAt} language={language} />
                    </Text>
                    <RowAction icon={IconMailOff} label={t('teams.withdraw')} named={t('teams.withdrawNamed', { email: invitation.email })} onClick={() => onWithdraw(team, invitation)} />
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
