import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { OPERATOR_KINDS } from '@suara/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { operatorsQueryOptions, useMapOperatorName, type UnmatchedName } from '../api/operators-admin-api';
import { OperatorNameDialog, type NameDialogProps } from './operators-name-dialog';
import { OperatorPicker } from './operator-picker';

/**
 * 'Map to operator': a searchable picker of the operators, grouped by kind. The name becomes one of
 * the chosen operator's aliases and its past reviews are linked; the dialog says so before it is done.
 */
export function OperatorsMapDialog({ onDone, ...frame }: NameDialogProps) {
  const { t } = useTranslation();
  const map = useMapOperatorName();
  return (
    <OperatorNameDialog {...frame} title={(name) => t('adminOperators.mapTitle', { name })} mutation={map}>
      {(item, close) => (
        <MapForm
          key={item.name}
          item={item}
          map={map}
          onCancel={close}
          onDone={() => {
            map.reset();
            onDone();
          }}
        />
      )}
    </OperatorNameDialog>
  );
}

type MapFormProps = { item: UnmatchedName; map: ReturnType<typeof useMapOperatorName>; onCancel: () => void; onDone: () => void };

function MapForm({ item, map, onCancel, onDone }: MapFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const operators = useQuery(operatorsQueryOptions());
  const [operatorId, setOperatorId] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const chosen = operators.data?.find((operator) => operator.id === operatorId);

  // Grouped by kind in the domain's order, by name within a kind.
  const data = useMemo(
    () =>
      OPERATOR_KINDS.flatMap((kind) => {
        const items = (operators.data ?? [])
          .filter((operator) => operator.kind === kind)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((operator) => ({ value: operator.id, label: operator.name }));
        return items.length > 0 ? [{ group: t(`adminOperators.kinds.${kind}`), items }] : [];
      }),
    [operators.data, t],
  );

  // 409: the name stands for another operator by now; 404: the chosen one is gone. Both concern the choice.
  const refusal = isApiError(map.error) && (map.error.status === 404 || map.error.status === 409);
  const pickerError =
    choiceError ??
    (refusal && isApiError(map.error) ? (map.error.code === 'alias_taken' ? t('adminOperators.errors.mapTaken', { name: item.name }) : apiErrorText(map.error)) : null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      setChoiceError(t('adminOperators.chooseOperator'));
      document.getElementById(`${formId}-operator`)?.focus();
      return;
    }
    map.mutate(
      { operator: chosen, name: item.name },
      {
        onSuccess: ({ operator, reviewsLinked }) => {
          toastSuccess(t('adminOperators.mapped', { name: item.name, operator: operator.name, count: reviewsLinked }));
          onDone();
        },
        onError: () => document.getElementById(`${formId}-operator`)?.focus(),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('adminOperators.mapExplained', { name: item.name })}</Text>
        <OperatorPicker
          id={`${formId}-operator`}
          operators={operators}
          data={data}
          value={operatorId}
          onChange={(value) => {
            setOperatorId(value);
            setChoiceError(null);
            map.reset();
          }}
          description={t('adminOperators.operatorHint')}
          error={pickerError}
        />
        {chosen && !pickerError ? (
          <Text fw={600} role="status">
            {t('adminOperators.mapConfirm', { name: item.name, operator: chosen.name, count: item.reviewCount })}
          </Text>
        ) : null}
        {map.isError && !refusal ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('adminOperators.notSaved')}>
            {apiErrorText(map.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={map.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={map.isPending} disabled={operators.isError}>
            {t('adminOperators.mapAction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
