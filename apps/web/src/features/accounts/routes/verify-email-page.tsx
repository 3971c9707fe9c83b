import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconMoodSad } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useParams } from 'react-router';
import { useMessage } from '../../../lib/messages';
import { verifyEmailQueryOptions } from '../api/auth-api';
import { signOut } from '../api/sign-out';
import { AuthCard } from '../components/auth-card';
import { ResultView } from '../components/result-view';

/**
 * /verify-email/{emailCode} (spec §2 "Verify email"): calls the server on load, then 'Awesome!' or
 * 'Opps!'. 'Start Exploring' signs out and goes to /signin, so the next sign-in carries the
 * verified state.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { emailCode = '' } = useParams();
  const verification = useQuery(verifyEmailQueryOptions(emailCode));
  const [leaving, setLeaving] = useState(false);

  const startExploring = async () => {
    setLeaving(true);
    await signOut(queryClient);
    await navigate('/signin');
  };

  if (verification.isPending) {
    return (
      <AuthCard title={t('auth.verify.checking')}>
        <Stack align="center" py="lg" role="status">
          <Loader aria-hidden="true" />
          <Text c="dimmed">{t('common.pleaseWait')}</Text>
        </Stack>
      </AuthCard>
    );
  }

  const ok = verification.isSuccess;
  return (
    <ResultView
      tone={ok ? 'success' : 'error'}
      icon={ok ? <IconCircleCheck size={36} /> : <IconMoodSad size={36} />}
      title={message(ok ? 'verifySuccessTitle' : 'verifyFailedTitle')}
      body={message(ok ? 'verifySuccess' : 'verifyFailed')}
      actions={
        <Button size="md" fullWidth onClick={() => void startExploring()} loading={leaving}>
          {t('auth.verify.startExploring')}
        </Button>
      }
    />
  );
}
