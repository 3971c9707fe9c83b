import { ActionIcon, Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { setLanguage, useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useSearchParams } from 'react-router';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { passReturnTo } from '../../../lib/return-to';
import { useMessage } from '../../../lib/messages';
import { signIn } from '../../../lib/session';
import { useSignIn, useValidateIdentifier } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { AuthSwitchLink } from '../components/auth-switch-link';
import { IdentifierForm, useIdentifierField } from '../components/identifier-form';
import { PasswordField } from '../components/password-field';
import { SocialButtons } from '../components/social-buttons';

/** What other pages tell the sign-in page through `location.state.notice`. */
export type SignInNotice = { kind: 'signedUp'; email: string } | { kind: 'socialFailed'; message: string };

function readNotice(state: unknown): SignInNotice | null {
  const notice = (state as { notice?: SignInNotice } | null | undefined)?.notice;
  if (notice?.kind === 'signedUp' && typeof notice.email === 'string') return notice;
  if (notice?.kind === 'socialFailed' && typeof notice.message === 'string') return notice;
  return null;
}

// Why the server sent the browser back here from a social sign-in (`/signin?error=…`).
const SOCIAL_ERRORS = ['social_login_failed', 'social_login_email_unverified', 'social_login_no_email', 'rate_limited'] as const;

function socialErrorKey(value: string | null): string | null {
  if (value === null) return null;
  const known = (SOCIAL_ERRORS as readonly string[]).includes(value) ? value : 'social_login_failed';
  return `apiErrors.${known}`;
}

/** A failed call's text for under the field: the field's own server message, else the error's. */
function errorTextFor(error: unknown, field: string): string {
  return (isApiError(error) && error.fieldText(field)) || apiErrorText(error);
}

/**
 * /signin in two steps (spec §2 "Sign-in", §4 "Login validation", §5 "Sign-in"):
 * 1. 'USERNAME/EMAIL' + Next: the server checks the form of the identifier and the address's rate
 *    limit, never whether an account exists (issue #16), so any identifier moves on;
 * 2. 'Welcome Back!' with the identifier, the password field focused, a back button that clears
 *    the password, 'Forgot your password?' and Sign In.
 * Errors show under the field; an unknown identifier fails like a wrong password. On success the user is stored; the /signin guard then sends them
 * on (the page they came from, or /; onboarding first if they have not answered it).
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const socialError = socialErrorKey(searchParams.get('error'));
  const notice: SignInNotice | null =
    readNotice(location.state) ?? (socialError ? { kind: 'socialFailed', message: t(socialError) } : null);
  const [step, setStep] = useState<'identifier' | 'password'>('identifier');
  const identifierField = useIdentifierField();
  const identifier = identifierField.value;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const validate = useValidateIdentifier();
  const signInCall = useSignIn();

  function submitIdentifier(checked: string) {
    validate.mutate(checked, {
      onSuccess: () => {
        identifierField.setValue(checked);
        identifierField.setError(undefined);
        setPasswordError(undefined);
        setStep('password');
      },
      onError: (error) => identifierField.fail(error),
    });
  }

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setPasswordError(message('passwordRequired'));
      return;
    }
    signInCall.mutate(
      { identifier, password },
      {
        onSuccess: ({ token, user }) => {
          void setLanguage(user.language === 'ms' ? 'ms' : 'en');
          signIn(user, token);
        },
        onError: (error) => setPasswordError(errorTextFor(error, 'password')),
      },
    );
  }

  function back() {
    setPassword('');
    setPasswordError(undefined);
    signInCall.reset();
    setStep('identifier');
    // The identifier field mounts again; focus it once it is there.
    requestAnimationFrame(identifierField.focus);
  }

  const noticeView = notice ? (
    notice.kind === 'signedUp' ? (
      <Alert color="transit" variant="light" role="status" icon={<IconMailCheck size={20} aria-hidden="true" />} title={t('auth.signIn.signedUpTitle')}>
        {t('auth.signIn.signedUp', { email: notice.email })}
      </Alert>
    ) : (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} title={t('auth.signIn.socialFailedTitle')}>
        {notice.message}
      </Alert>
    )
  ) : null;

  if (step === 'password') {
    return (
      <AuthCard title={t('auth.signIn.welcomeBack')}>
        <form noValidate onSubmit={submitPassword}>
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="center">
              <ActionIcon
                variant="default"
                size={44}
                radius="xl"
                onClick={back}
                aria-label={t('auth.signIn.back')}
                disabled={signInCall.isPending}
              >
                <IconArrowLeft size={20} aria-hidden="true" />
              </ActionIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  {t('auth.signIn.signingInAs')}
                </Text>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="signin-identifier">
                  {identifier}
                </Text>
              </div>
            </Group>
            {/* The identifier, for password managers. */}
            <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
            <PasswordField
              label={t('auth.signIn.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setPasswordError(undefined);
              }}
              error={passwordError}
              required
              autoFocus
            />
            <Anchor component={Link} to="/forgot-password" size="sm" style={{ alignSelf: 'flex-start' }}>
              {t('auth.signIn.forgot')}
            </Anchor>
            <Button type="submit" size="md" fullWidth loading={signInCall.isPending}>
              {t('auth.signIn.submit')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.signIn.title')}>
      {noticeView}
      <IdentifierForm
        field={identifierField}
        label={t('auth.signIn.identifier')}
        submitLabel={t('auth.signIn.next')}
        onSubmit={submitIdentifier}
        pending={validate.isPending}
      />
      <SocialButtons />
      <AuthSwitchLink prompt={t('auth.signIn.noAccount')} label={t('auth.signIn.signUpLink')} to="/signup" state={passReturnTo(location.state)} />
    </AuthCard>
  );
}
