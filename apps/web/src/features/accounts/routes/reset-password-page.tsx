import { Anchor, Button, Stack } from '@mantine/core';
import { fieldErrors, ZResetPasswordForm, type FieldErrors } from '@suara/domain';
import { IconAlertTriangle, IconLockCheck } from '@tabler/icons-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { clearSession } from '../../../lib/session';
import { toastError } from '../../../lib/toast';
import { useUpdatePassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { ResultView } from '../components/result-view';

type Field = 'password' | 'confirmPassword';

/**
 * /reset-password/{code} (spec §2, §4 "Password reset", §5): new and confirm fields with the
 * spec's single rule message and 'Confirm password did not match'; then 'Password Updated!' with
 * a sign-in link, or 'Error!' with the server's message and 'Request reset Link.'.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const { code = '' } = useParams();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  const formId = useId();
  const update = useUpdatePassword();

  const clientErrors: FieldErrors = useMemo(() => {
    const result = ZResetPasswordForm.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  }, [values]);

  const errorOf = (field: Field) => {
    if (serverErrors[field]) return serverErrors[field];
    const codeOfField = clientErrors[field];
    return codeOfField && (touched[field] || submitted) ? message(codeOfField) : undefined;
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = ZResetPasswordForm.safeParse(values);
    if (!result.success) {
      const errors = fieldErrors(result.error);
      const first = (['password', 'confirmPassword'] as const).find((field) => errors[field]);
      if (first) focusField(formId, first);
      return;
    }
    update.mutate(
      { code, password: result.data.password },
      {
        onSuccess: () => {
          // The server ends every session of the account: forget ours too.
          clearSession();
          setOutcome({ ok: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && Object.keys(error.fields).some((f) => f === 'password')) {
            setServerErrors({ password: error.fieldText('password') });
            focusField(formId, 'password');
          } else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) {
            setOutcome({ ok: false, text: apiErrorText(error) });
          } else {
            toastError(apiErrorText(error));
          }
        },
      },
    );
  }

  if (outcome?.ok) {
    return (
      <ResultView
        tone="success"
        icon={<IconLockCheck size={36} />}
        title={message('passwordUpdated')}
        body={t('auth.reset.updatedBody')}
        actions={
          <Button component={Link} to="/signin" size="md" fullWidth>
            {t('auth.reset.signIn')}
          </Button>
        }
      />
    );
  }

  if (outcome && !outcome.ok) {
    return (
      <ResultView
        tone="error"
        icon={<IconAlertTriangle size={36} />}
        title={t('auth.reset.errorTitle')}
        body={outcome.text}
        actions={
          <Anchor component={Link} to="/forgot-password" fw={600} ta="center">
            {t('auth.reset.requestNew')}
          </Anchor>
        }
      />
    );
  }

  const register = (field: Field) => ({
    id: `${formId}-${field}`,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    },
    onBlur: () => setTouched((previous) => ({ ...previous, [field]: true })),
    error: errorOf(field),
    required: true,
    autoComplete: 'new-password',
  });

  return (
    <AuthCard title={t('auth.reset.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <PasswordField label={t('auth.reset.newPassword')} description={t('auth.signUp.passwordHint')} {...register('password')} />
          <PasswordField label={t('auth.reset.confirmPassword')} {...register('confirmPassword')} />
          <Button type="submit" size="md" fullWidth loading={update.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
