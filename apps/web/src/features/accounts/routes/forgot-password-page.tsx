import { Button, Stack, Text, TextInput } from '@mantine/core';
import { firstErrorCode, ZIdentifier } from '@suara/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/messages';
import { useRequestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { ResultView } from '../components/result-view';

/**
 * /forgot-password (spec §2, §5, §8): one field (username or e-mail); 'Change password' is
 * disabled while it is empty; the server's message shows under the field; then 'Email Sent!'
 * with Home and Login links.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const request = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZIdentifier.safeParse(identifier);
    if (!parsed.success) {
      setError(message(firstErrorCode(parsed.error)));
      input.current?.focus();
      return;
    }
    request.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (failure) => {
        setError((isApiError(failure) && failure.fieldText('identifier')) || apiErrorText(failure));
        input.current?.focus();
      },
    });
  }

  if (sent) {
    return (
      <ResultView
        tone="success"
        icon={<IconMailForward size={36} />}
        title={t('auth.forgot.sentTitle')}
        body={
          <>
            {message('resetLinkSent')}
            <Text component="span" display="block" size="md" c="dimmed" mt="xs">
              {t('auth.forgot.sentHint')}
            </Text>
          </>
        }
        actions={
          <>
            <Button component={Link} to="/" size="md" fullWidth>
              {t('auth.forgot.home')}
            </Button>
            <Button component={Link} to="/signin" variant="default" size="md" fullWidth>
              {t('auth.forgot.login')}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')}>
      <Text>{t('auth.forgot.intro')}</Text>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            ref={input}
            label={t('auth.forgot.identifier')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={identifier}
            onChange={(event) => {
              setIdentifier(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            required
          />
          <Button type="submit" size="md" fullWidth disabled={identifier.trim() === ''} loading={request.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
