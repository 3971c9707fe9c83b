import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { fieldErrors, OPERATOR_KINDS, OPERATOR_MAX, operatorKey, operatorSlug, ZOperatorCreateBody, type OperatorKind } from '@suara/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText, apiFieldErrorsFor, isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useAddOperator, type UnmatchedName } from '../api/operators-admin-api';
import { OperatorNameDialog, type NameDialogProps } from './operators-name-dialog';

type Field = 'name' | 'kind';

/**
 * 'Add as new operator': the name as typed (editable), its kind, and the address the server makes
 * from the name. When the name is changed, the typed one is sent as an alias, so its reviews are
 * still linked. Errors show beside their field; nothing typed is lost on a failure.
 */
export function OperatorsAddDialog({ onDone, ...frame }: NameDialogProps) {
  const { t } = useTranslation();
  const add = useAddOperator();
  return (
    <OperatorNameDialog {...frame} title={(name) => t('adminOperators.addTitle', { name })} mutation={add}>
      {(item, close) => (
        <AddForm
          key={item.name}
          item={item}
          add={add}
          onCancel={close}
          onDone={() => {
            add.reset();
            onDone();
          }}
        />
      )}
    </OperatorNameDialog>
  );
}

type AddFormProps = { item: UnmatchedName; add: ReturnType<typeof useAddOperator>; onCancel: () => void; onDone: () => void };

function AddForm({ item, add, onCancel, onDone }: AddFormProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const formId = useId();
  const [name, setName] = useState(item.name.trim());
  const [kind, setKind] = useState<OperatorKind>('transit');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const slug = operatorSlug(name);
  // The typed name goes along as an alias when it is not the same name (by key) as the new one.
  const keepsTyped = operatorKey(item.name) !== '' && operatorKey(item.name) !== operatorKey(name);

  function showErrors(next: Partial<Record<Field, string>>) {
    setErrors(next);
    const first = (['name', 'kind'] as const).find((field) => next[field]);
    if (first) focusField(formId, first);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!name.trim()) return showErrors({ name: t('adminOperators.errors.nameRequired') });
    if (!operatorKey(name)) return showErrors({ name: t('adminOperators.errors.nameNeedsLetter') });
    const result = ZOperatorCreateBody.safeParse({ name, kind, aliases: keepsTyped ? [item.name] : [] });
    if (!result.success) {
      const codes = fieldErrors(result.error);
      const known = Object.fromEntries((['name', 'kind'] as const).flatMap((field) => (codes[field] ? [[field, message(codes[field])]] : [])));
      if (Object.keys(known).length > 0) showErrors(known);
      else setFormError(message('invalidValue'));
      return;
    }
    const body = result.data;
    add.mutate(body, {
      onSuccess: ({ operator, reviewsLinked }) => {
        toastSuccess(t('adminOperators.added', { operator: operator.name, count: reviewsLinked }));
        onDone();
      },
      onError: (error) => {
        // 409: the name (or the typed one) stands for another operator, or the address is taken.
        if (isApiError(error) && error.code === 'alias_taken') return showErrors({ name: t('adminOperators.errors.nameTaken', { name: body.name }) });
        if (isApiError(error) && error.code === 'operator_exists') return showErrors({ name: t('adminOperators.errors.slugTaken', { slug: operatorSlug(body.name) }) });
        const known = apiFieldErrorsFor(error, ['name', 'kind'] as const);
        if (known) showErrors(known);
        else setFormError(apiErrorText(error));
      },
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          id={`${formId}-name`}
          label={t('adminOperators.name')}
          description={slug ? t('adminOperators.address', { slug }) : t('adminOperators.nameHint')}
          required
          maxLength={OPERATOR_MAX}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((previous) => ({ ...previous, name: undefined }));
          }}
          error={errors.name}
          data-autofocus
        />
        {keepsTyped ? <Text size="sm">{t('adminOperators.keepsTyped', { name: item.name })}</Text> : null}
        <NativeSelect
          id={`${formId}-kind`}
          label={t('adminOperators.kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.currentTarget.value as OperatorKind);
            setErrors((previous) => ({ ...previous, kind: undefined }));
          }}
          data={OPERATOR_KINDS.map((value) => ({ value, label: t(`adminOperators.kinds.${value}`) }))}
          error={errors.kind}
        />
        <Text size="sm">{t('adminOperators.addConfirm', { count: item.reviewCount, name: item.name })}</Text>
        {formError ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('adminOperators.notSaved')}>
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={add.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('adminOperators.addAction')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
