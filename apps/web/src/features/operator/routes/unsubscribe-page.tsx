import { Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { apiErrorText, apiRequest, isApiError } from '../../../lib/api-client';
import { AuthCard } from '../../accounts/components/auth-card';
import { HomeButton, ResultView } from '../../accounts/components/result-view';

/**
 * /unsubscribe/:token, the weekly digest's link (issue #18): one button, so that a mail program
 * opening the link to scan it unsubscribes nobody; then done, or 'not valid'.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const stop = useMutation({
    mutationFn: () => apiRequest<void>(`/api/digest/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', toast: false, redirectOn401: false }),
  });

  if (stop.isSuccess) {
    return <ResultView tone="success" icon={<IconCircleCheck size={36} />} title={t('unsubscribe.doneTitle')} body={t('unsubscribe.done')} actions={<HomeButton />} />;
  }
  if (isApiError(stop.error) && stop.error.status === 404) {
    return <ResultView tone="error" icon={<IconLinkOff size={36} />} title={t('unsubscribe.invalidTitle')} body={t('unsubscribe.invalid')} actions={<HomeButton />} />;
  }
  return (
    <AuthCard title={t('unsubscribe.title')}>
      <Stack gap="md">
        <Text>{t('unsubscribe.lead')}</Text>
        <Button size="md" fullWidth loading={stop.isPending} onClick={() => stop.mutate()}>
          {t('unsubscribe.confirm')}
        </Button>
        {stop.isError ? (
          <Text c="red.8" role="alert">
            {apiErrorText(stop.error)}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('unsubscribe.settingsHint')}
        </Text>
      </Stack>
    </AuthCard>
  );
}
