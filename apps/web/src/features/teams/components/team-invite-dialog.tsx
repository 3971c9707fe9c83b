import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_MAX, fieldErrors, TEAM_INVITATION_DAYS, TEAM_ROLES, ZTeamInvitationBody, type TeamRole } from '@suara/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { apiErrorText, apiFieldErrorsFor } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useInviteToTeam, type OperatorTeam } from '../api/team-members-api';

const FIELDS = ['email', 'role'] as const;
type Field = (typeof FIELDS)[number];

type TeamInviteDialogProps = { team: OperatorTeam | null; onClose: () => void };

/** 'Invite': an e-mail address and a role; the server mails the link (valid a week, once). */
export function TeamInviteDialog({ team, onClose }: TeamInviteDialogProps) {
  const { t } = useTranslation();
  const invite = useInviteToTeam();
  // The team stays named while the dialog closes.
  const [shown, setShown] = useState(team);
  if (team && team !== shown) setShown(team);
  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    onClose();
  };
  return (
    <Modal
      opened={team !== null}
      onClose={close}
      title={shown ? t('teams.inviteTitle', { operator: shown.operator.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      {shown ? (
        <InviteForm
          key={shown.id}
          team={shown}
          invite={invite}
          onCancel={close}
          onDone={() => {
            invite.reset();
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

type InviteFormProps = { team: OperatorTeam; invite: ReturnType<typeof useInviteToTeam>; onCancel: () => void; onDone: () => void };

function InviteForm({ team, invite, onCancel, onDone }: InviteFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const formId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('agent');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) focusField(formId, first);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const result = ZTeamInvitationBody.safeParse({ email, role });
    if (!result.success) {
      const codes = fieldErrors(result.error);
      return showErrors(Object.fromEntries(FIELDS.flatMap((field) => (codes[field] ? [[field, message(codes[field])]] : []))));
    }
    const body = result.data;
    invite.mutate(
      { teamId: team.id, ...body },
      {
        onSuccess: () => {
          toastSuccess(t('teams.invited', { email: body.email }));
          onDone();
        },
        // A refused address or role beside its field; anything else (429, 403, a team gone) above the buttons.
        onError: (error) => {
          const known = apiFieldErrorsFor(error, FIELDS);
          if (known) showErrors(known);
          else setFormError(apiErrorText(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('teams.inviteExplained', { operator: team.operator.name, days: TEAM_INVITATION_DAYS })}</Text>
        <TextInput
          id={`${formId}-email`}
          label={t('teams.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, email: undefined }));
          }}
          error={errors.email}
          data-autofocus
        />
        <Radio.Group
          id={`${formId}-role`}
          label={t('teams.role')}
          value={role}
          onChange={(value) => {
            setRole(value as TeamRole);
            setErrors((previous) => ({ ...previous, role: undefined }));
          }}
          error={errors.role}
          withAsterisk
        >
          <Stack gap="sm" mt="xs">
            {TEAM_ROLES.map((value) => (
              <Radio key={value} value={value} label={t(`teamRoles.${value}`)} description={t(`teamRoles.hints.${value}`, { operator: team.operator.name })} />
            ))}
          </Stack>
        </Radio.Group>
        {formError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('teams.notInvited')}>
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('teams.inviteAction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
