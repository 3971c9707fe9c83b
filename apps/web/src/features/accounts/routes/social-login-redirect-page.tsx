import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { SOCIAL_REDIRECT_DELAY_MS } from '@suara/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { setLanguage, useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { apiErrorText } from '../../../lib/api-client';
import { signIn, useSession } from '../../../lib/session';
import { isSocialProvider, socialVerificationQueryOptions, type SocialProvider } from '../api/auth-api';
import classes from './social-login-redirect-page.module.css';
import type { SignInNotice } from './signin-page';

/**
 * /social-login-redirect/{provider}/{code} (spec §2 "Social login callback"): a modal 'Verifying
 * your account' with a spinner while the one-time code is exchanged for a session; about a second
 * after the user is set, the site root. Any failure → /signin with a message.
 */
export default function SocialLoginRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { provider = '', code = '' } = useParams();
  const { user } = useSession();
  const titleId = useId();
  const valid = isSocialProvider(provider) && code.length > 0;
  const exchange = useQuery({
    ...socialVerificationQueryOptions((valid ? provider : 'google') as SocialProvider, code),
    enabled: valid,
  });

  // Store the user once the code has been exchanged.
  const result = exchange.data;
  useEffect(() => {
    if (!result) return;
    void setLanguage(result.user.language === 'ms' ? 'ms' : 'en');
    signIn(result.user, result.token);
  }, [result]);

  // About a second after the user state changes, go to the site root.
  const signedInId = result && user?.id === result.user.id ? user.id : null;
  useEffect(() => {
    if (!signedInId) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), SOCIAL_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signedInId, navigate]);

  const failed = !valid || exchange.isError;
  const failure = exchange.error;
  useEffect(() => {
    if (!failed) return;
    const notice: SignInNotice = {
      kind: 'socialFailed',
      message: failure ? apiErrorText(failure) : t('apiErrors.social_login_failed'),
    };
    void navigate('/signin', { replace: true, state: { notice } });
  }, [failed, failure, navigate, t]);

  return (
    <div className={classes.backdrop}>
      <DocumentTitle page={t('auth.social.title')} />
      <Paper role="dialog" aria-modal="true" aria-labelledby={titleId} radius="lg" p="xl" shadow="lg" className={classes.dialog}>
        <Stack align="center" ta="center" gap="md" role="status">
          <Loader size="lg" aria-hidden="true" />
          <Title order={1} size="h2" id={titleId}>
            {t('auth.social.title')}
          </Title>
          <Text c="dimmed">{signedInId ? t('auth.social.signedIn') : t('common.pleaseWait')}</Text>
        </Stack>
      </Paper>
    </div>
  );
}
