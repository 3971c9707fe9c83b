import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { STATUS_NOTE_MAX } from '@suara/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText, apiFieldErrors } from '../../../lib/api-client';
import { fieldMessageText, useMessage } from '../../../lib/messages';
import type { ReviewDetailData } from '../../../lib/review-format';
import { toastSuccess } from '../../../lib/toast';
import { useAnswerResolution } from '../api/operator-api';

/**
 * Under a resolved review: 'Confirmed by the rider' once they said so; for the rider, within 14
 * days, 'Is it resolved?' with 'Yes' or 'No, reopen it' (with a reason, back to in progress).
 */
export function ResolutionAnswer({ review }: { review: ReviewDetailData }) {
  const { t } = useTranslation();
  const message = useMessage();
  const answer = useAnswerResolution(review.id);
  const [reopening, setReopening] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (review.status === 'resolved' && review.resolutionConfirmedAt) {
    return (
      <Text size="sm" c="teal.9" data-testid="resolution-confirmed">
        <IconCircleCheck size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {t('operator.resolution.confirmed')}
      </Text>
    );
  }
  if (!review.viewer.canAnswerResolution) return null;

  const fail = (cause: unknown) => {
    const field = apiFieldErrors(cause).reason;
    setError(field ? fieldMessageText(field) : apiErrorText(cause));
  };
  const reopen = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(message('reopenReasonRequired'));
      return;
    }
    answer.mutate({ confirm: false, reason: reason.trim() }, { onSuccess: () => toastSuccess(t('operator.resolution.reopened')), onError: fail });
  };

  return (
    <Alert color="transit" variant="light" title={t('operator.resolution.question')}>
      <Stack gap="xs">
        <Text size="sm">{t('operator.resolution.hint')}</Text>
        {reopening ? (
          <form onSubmit={reopen} noValidate>
            <Textarea
              label={t('operator.resolution.reason')}
              autosize
              minRows={2}
              maxLength={STATUS_NOTE_MAX}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group gap="xs" mt="xs">
              <Button type="submit" color="red.8" loading={answer.isPending}>
                {t('operator.resolution.reopen')}
              </Button>
              <Button variant="default" onClick={() => setReopening(false)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </form>
        ) : (
          <Group gap="xs">
            <Button
              loading={answer.isPending}
              onClick={() => answer.mutate({ confirm: true }, { onSuccess: () => toastSuccess(t('operator.resolution.thanks')), onError: fail })}
            >
              {t('operator.resolution.yes')}
            </Button>
            <Button variant="default" onClick={() => setReopening(true)}>
              {t('operator.resolution.no')}
            </Button>
          </Group>
        )}
        {error && !reopening ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
