import { Alert, Button, Select, type ComboboxData } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

type OperatorPickerProps = {
  id: string;
  /** The operators' list as fetched: read-only while it loads, its failure with a retry in the picker's place. */
  operators: { isPending: boolean; isError: boolean; refetch: () => unknown };
  data: ComboboxData;
  value: string | null;
  onChange: (value: string | null) => void;
  description: string;
  error: ReactNode;
};

/** The dialogs' searchable 'Operator' picker (mapping a name to an operator, creating an operator's team), focused first. */
export function OperatorPicker({ id, operators, data, value, onChange, description, error }: OperatorPickerProps) {
  const { t } = useTranslation();
  if (operators.isError) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('adminOperators.operatorsFailed')}>
        <Button variant="default" size="xs" onClick={() => void operators.refetch()}>
          {t('routeError.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Select
      id={id}
      label={t('adminOperators.operator')}
      placeholder={operators.isPending ? t('adminOperators.operatorsLoading') : t('adminOperators.operatorPlaceholder')}
      description={description}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      // The dialog focuses it first: a list opened at once would cover the dialog's buttons.
      openOnFocus={false}
      nothingFoundMessage={t('adminOperators.operatorNothingFound')}
      // Read-only rather than disabled while the list loads, so it keeps the dialog's first focus.
      readOnly={operators.isPending}
      required
      error={error}
      maxDropdownHeight={280}
      comboboxProps={{ zIndex: 400 }}
      data-autofocus
    />
  );
}
