import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import type { OperatorTeam } from '../../teams/api/team-members-api';
import { operatorsQueryOptions } from '../api/operators-admin-api';
import { useCreateTeam } from '../api/teams-api';
import { operatorsWithoutTeam } from '../team-choices';
import { OperatorPicker } from './operator-picker';

type TeamsCreateDialogProps = {
  opened: boolean;
  /** The teams there are: their operators are not offered. */
  teams: readonly OperatorTeam[];
  onClose: () => void;
  /**
   * Once the dialog has gone, with the new team's id or null when none was made: the tab moves focus
   * (to the new team, or back to 'Create team'), as Mantine would return it to the button that opened it.
   */
  onExited: (teamId: string | null) => void;
};

/** 'Create team': a searchable picker of the operators without a team. Each operator has one team at most. */
export function TeamsCreateDialog({ opened, teams, onClose, onExited }: TeamsCreateDialogProps) {
  const { t } = useTranslation();
  const create = useCreateTeam();
  const created = useRef<string | null>(null);
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  const exited = () => {
    const id = created.current;
    created.current = null;
    onExited(id);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={exited}
      // The tab places focus itself (onExited): a returned focus would land after it, on 'Create team'.
      returnFocus={false}
      title={t('adminTeams.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <CreateForm
        teams={teams}
        create={create}
        onCancel={close}
        onDone={(id) => {
          created.current = id;
          create.reset();
          onClose();
        }}
      />
    </Modal>
  );
}

type CreateFormProps = { teams: readonly OperatorTeam[]; create: ReturnType<typeof useCreateTeam>; onCancel: () => void; onDone: (teamId: string) => void };

function CreateForm({ teams, create, onCancel, onDone }: CreateFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const operators = useQuery(operatorsQueryOptions());
  const [operatorId, setOperatorId] = useState<string | null>(null);
  // What the picker says: no choice made, or the server's refusal of the one made (kept when the
  // refreshed list no longer offers it).
  const [pickerError, setPickerError] = useState<string | null>(null);
  const choices = useMemo(() => operatorsWithoutTeam(operators.data ?? [], teams), [operators.data, teams]);
  const chosen = choices.find((operator) => operator.id === operatorId);
  const noneLeft = operators.isSuccess && choices.length === 0;
  const pickerId = `${formId}-operator`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setPickerError(t('adminTeams.chooseOperator'));
      document.getElementById(pickerId)?.focus();
      return;
    }
    create.mutate(chosen.id, {
      onSuccess: (team) => {
        toastSuccess(t('adminTeams.created', { operator: team.operator.name }));
        onDone(team.id);
      },
      onError: (error) => {
        // 409: another administrator made its team meanwhile; 404: the operator is gone.
        if (isApiError(error) && error.code === 'team_exists') setPickerError(t('adminTeams.errors.teamExists', { operator: chosen.name }));
        else if (isApiError(error) && error.status === 404) setPickerError(t('adminTeams.errors.operatorGone', { operator: chosen.name }));
        else return;
        setOperatorId(null);
        document.getElementById(pickerId)?.focus();
      },
    });
  }

  const refused = create.isError && !pickerError;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('adminTeams.createExplained')}</Text>
        {noneLeft && !pickerError ? (
          <Text fw={600} role="status">
            {t('adminTeams.noOperatorLeft')}
          </Text>
        ) : (
          <OperatorPicker
            id={pickerId}
            operators={operators}
            data={choices.map((operator) => ({ value: operator.id, label: operator.name }))}
            value={operatorId}
            onChange={(value) => {
              setOperatorId(value);
              setPickerError(null);
              create.reset();
            }}
            description={t('adminTeams.operatorHint')}
            error={pickerError}
          />
        )}
        {refused ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('adminTeams.notCreated')}>
            {apiErrorText(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={operators.isError || noneLeft}>
            {t('adminTeams.createAction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
