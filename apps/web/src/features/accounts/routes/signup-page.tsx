import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { fieldErrors, ZSignupForm, ZUsername, type FieldErrors } from '@suara/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Trans } from '../../../components/trans';
import { Link, useLocation, useNavigate } from 'react-router';
import { UsernameInput } from '../../../components/username-input';
import { apiErrorText, apiFieldErrors, isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { passReturnTo } from '../../../lib/return-to';
import { toastError } from '../../../lib/toast';
import { useCheckUsername, useSignUp } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthSwitchLink } from '../components/auth-switch-link';
import { PasswordField } from '../components/password-field';
import type { SignInNotice } from './signin-page';

const FIELDS = ['name', 'username', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', username: '', email: '', password: '', confirmPassword: '' };

type UsernameCheck =
  | { username: string; status: 'checking' }
  | { username: string; status: 'available' }
  | { username: string; status: 'error'; message: string };

/**
 * /signup 'Create Account' (spec §2, §5 "Sign-up"). Each field shows the first broken rule in the
 * spec's order once it has been left (or after a submit); the username is checked with the server
 * when it is left valid. Submitting with an invalid field shows 'Please make sure the details are
 * valid' and focuses the first invalid field. Success → /signin with a notice to check the e-mail.
 */
export default function SignUpPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [usernameCheck, setUsernameCheck] = useState<UsernameCheck | null>(null);
  const [showInvalid, setShowInvalid] = useState(false);
  const formId = useId();
  const checkUsername = useCheckUsername();
  const signUp = useSignUp();

  const clientErrors: FieldErrors = useMemo(() => {
    const result = ZSignupForm.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  }, [values]);

  const currentCheck = usernameCheck?.username === values.username ? usernameCheck : null;

  function errorOf(field: Field): string | undefined {
    const server = serverErrors[field];
    if (server) return server;
    const code = clientErrors[field];
    if (code && (touched[field] || submitted)) return message(code);
    if (field === 'username' && currentCheck?.status === 'error') return currentCheck.message;
    return undefined;
  }

  const setField = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const blur = (field: Field) => () => {
    setTouched((previous) => ({ ...previous, [field]: true }));
    if (field === 'username') verifyUsername(values.username);
  };

  function verifyUsername(username: string) {
    if (!ZUsername.safeParse(username).success) return;
    if (usernameCheck?.username === username && usernameCheck.status !== 'error') return;
    setUsernameCheck({ username, status: 'checking' });
    checkUsername.mutate(username, {
      onSuccess: () => setUsernameCheck({ username, status: 'available' }),
      onError: (error) => {
        // A taken username is the server's message under the field; anything else (network,
        // rate limit, server fault) is the spec's 'Please try again - ERROR:{message}'.
        const fieldText = isApiError(error) ? error.fieldText('username') : undefined;
        const text =
          isApiError(error) && (error.status === 409 || error.status === 422) && fieldText
            ? fieldText
            : message('usernameCheckFailed', { message: apiErrorText(error) });
        setUsernameCheck({ username, status: 'error', message: text });
      },
    });
  }

  function focusFirstInvalid(errors: Partial<Record<Field, unknown>>) {
    const first = FIELDS.find((field) => errors[field]);
    if (first) focusField(formId, first);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = ZSignupForm.safeParse(values);
    const usernameRejected = currentCheck?.status === 'error';
    const hasServerErrors = FIELDS.some((field) => serverErrors[field]);
    if (!result.success || usernameRejected || hasServerErrors) {
      setShowInvalid(true);
      const errors: Partial<Record<Field, unknown>> = result.success ? {} : fieldErrors(result.error);
      if (usernameRejected) errors.username = true;
      for (const field of FIELDS) if (serverErrors[field]) errors[field] = true;
      focusFirstInvalid(errors);
      return;
    }
    setShowInvalid(false);
    const { name, username, email, password } = result.data;
    signUp.mutate(
      { name, username, email, password },
      {
        onSuccess: () => {
          const notice: SignInNotice = { kind: 'signedUp', email };
          // The page a guard or a link sent them here from comes along: after signing in they go back to it.
          void navigate('/signin', { state: { notice, ...passReturnTo(location.state) } });
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          const known: Partial<Record<Field, string>> = {};
          for (const field of FIELDS) if (fields[field]) known[field] = fields[field];
          if (Object.keys(known).length > 0) {
            setServerErrors(known);
            setShowInvalid(true);
            focusFirstInvalid(known);
          } else {
            toastError(apiErrorText(error));
          }
        },
      },
    );
  }

  const usernameDescription =
    currentCheck?.status === 'checking' ? (
      <Text component="span" size="sm" c="dimmed" role="status">
        <Loader size={12} mr={6} aria-hidden="true" />
        {t('auth.signUp.checkingUsername')}
      </Text>
    ) : currentCheck?.status === 'available' && !errorOf('username') ? (
      <Text component="span" size="sm" c="transit.8" role="status">
        <IconCircleCheck size={14} aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {t('auth.signUp.usernameAvailable')}
      </Text>
    ) : undefined;

  const register = (field: Field) => ({
    id: `${formId}-${field}`,
    value: values[field],
    onChange: setField(field),
    onBlur: blur(field),
    error: errorOf(field),
    required: true,
  });

  return (
    <AuthCard title={t('auth.signUp.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={t('auth.signUp.name')} autoComplete="name" {...register('name')} />
          <UsernameInput
            label={t('auth.signUp.username')}
            description={usernameDescription}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...register('username')}
          />
          <TextInput label={t('auth.signUp.email')} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          <PasswordField
            label={t('auth.signUp.password')}
            description={t('auth.signUp.passwordHint')}
            autoComplete="new-password"
            {...register('password')}
          />
          <PasswordField label={t('auth.signUp.confirmPassword')} autoComplete="new-password" {...register('confirmPassword')} />

          <Text size="sm">
            <Trans
              i18nKey="auth.signUp.terms"
              components={{
                terms: <Anchor component={Link} to="/term-of-use" inherit />,
                privacy: <Anchor component={Link} to="/privacy-cookies" inherit />,
              }}
            />
          </Text>

          {showInvalid ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
              {message('signupInvalid')}
            </Alert>
          ) : null}

          <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
            {t('auth.signUp.submit')}
          </Button>
          <AuthSwitchLink prompt={t('auth.signUp.haveAccount')} label={t('auth.signUp.signInLink')} to="/signin" state={passReturnTo(location.state)} />
        </Stack>
      </form>
    </AuthCard>
  );
}
