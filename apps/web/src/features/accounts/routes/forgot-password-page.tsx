import { Button, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useMessage } from '../../../lib/messages';
import { useRequestPasswordReset } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { IdentifierForm, useIdentifierField } from '../components/identifier-form';
import { ResultView } from '../components/result-view';

/**
 * /forgot-password (spec §2, §5, §8): one field (username or e-mail); 'Change password' is
 * disabled while it is empty; a failure (a malformed identifier, too many requests) shows under
 * the field; then 'Check your email' with Home and Login links. That answer is the same whether
 * or not the account exists (issue #16), so it says 'If an account exists…'.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const identifier = useIdentifierField();
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();

  function submit(value: string) {
    request.mutate(value, {
      onSuccess: () => setSent(true),
      onError: (failure) => identifier.fail(failure),
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
            {message('resetLinkSentIfAccount')}
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
      <IdentifierForm
        field={identifier}
        label={t('auth.forgot.identifier')}
        submitLabel={t('auth.forgot.submit')}
        onSubmit={submit}
        pending={request.isPending}
        disableWhenEmpty
      />
    </AuthCard>
  );
}
