import { Button, Collapse, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { STATUS_NOTE_MAX, type StaffStatus } from '@suara/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { LoadError } from '../../../components/load-error';
import { apiErrorText, apiFieldErrors } from '../../../lib/api-client';
import { fieldMessageText } from '../../../lib/messages';
import { fullDate, type ReviewDetailData } from '../../../lib/review-format';
import { toastSuccess } from '../../../lib/toast';
import { statusHistoryQueryOptions, useStaffStatus, type StatusEvent } from '../api/operator-api';

function HistoryLine({ event }: { event: StatusEvent }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const who = event.actorRole === 'staff' ? (event.staffName ?? t('operator.history.staff')) : t(`operator.history.${event.actorRole}`);
  const what =
    event.action === 'move'
      ? t('operator.history.moved', { who, from: t(`reviewStatus.status.${event.from}`), to: t(`reviewStatus.status.${event.to}`) })
      : t(`operator.history.${event.action}`, { who });
  return (
    <li>
      <Text size="sm">
        <Text span c="dimmed" size="sm" component="time" dateTime={event.at}>
          {fullDate(event.at, language)}
        </Text>{' '}
        — {what}
        {event.note ? `: “${event.note}”` : null}
      </Text>
    </li>
  );
}

/** The review's status history, read when opened (only its operator's staff may read it). */
function StatusHistory({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const history = useQuery({ ...statusHistoryQueryOptions(reviewId), enabled: open });
  return (
    <div>
      <Button
        variant="subtle"
        px={0}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={historyId}
        rightSection={open ? <IconChevronUp size={16} aria-hidden="true" /> : <IconChevronDown size={16} aria-hidden="true" />}
      >
        {t('operator.history.title')}
      </Button>
      <Collapse expanded={open} id={historyId}>
        {history.isError ? (
          <LoadError message={t('operator.history.loadFailed')} onRetry={() => void history.refetch()} />
        ) : history.data ? (
          history.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('operator.history.empty')}
            </Text>
          ) : (
            <Stack component="ol" gap={4} m={0} pl="md">
              {history.data.map((event) => (
                <HistoryLine key={`${event.at}-${event.action}`} event={event} />
              ))}
            </Stack>
          )
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {t('operator.history.loading')}
          </Text>
        )}
      </Collapse>
    </div>
  );
}

/**
 * The operator staff's part of the dialog: move a forwarded review on (acknowledged, in progress,
 * resolved) with a public note, and read how it got where it is.
 */
export function StaffStatusForm({ review }: { review: ReviewDetailData }) {
  const { t } = useTranslation();
  const moves = review.viewer.staffMoves;
  const [status, setStatus] = useState<StaffStatus | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ status?: string; note?: string; form?: string }>({});
  const move = useStaffStatus(review.id);
  const chosen = status && moves.includes(status) ? status : (moves[0] ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    move.mutate(
      { status: chosen, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          setStatus('');
          setErrors({});
          toastSuccess(t('operator.status.moved', { status: t(`reviewStatus.status.${chosen}`) }));
        },
        onError: (cause) => {
          const fields = apiFieldErrors(cause);
          setErrors({
            status: fields.status ? fieldMessageText(fields.status) : undefined,
            note: fields.note ? fieldMessageText(fields.note) : undefined,
            form: Object.keys(fields).length === 0 ? apiErrorText(cause) : undefined,
          });
        },
      },
    );
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`staff-status-${review.id}`}>
      <Title order={3} size="h5" id={`staff-status-${review.id}`}>
        {t('operator.status.title')}
      </Title>
      {moves.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(review.status === 'resolved' ? 'operator.status.resolvedHint' : 'operator.status.notForwarded')}
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('operator.status.next')}
              value={chosen}
              error={errors.status}
              onChange={(event) => setStatus(event.currentTarget.value as StaffStatus)}
              data={moves.map((value) => ({ value, label: t(`reviewStatus.status.${value}`) }))}
            />
            <Textarea
              style={{ flex: 1, minWidth: '14rem' }}
              label={t('operator.status.note')}
              description={t('operator.status.noteHint')}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={STATUS_NOTE_MAX}
              value={note}
              error={errors.note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Button type="submit" loading={move.isPending}>
              {t('operator.status.submit')}
            </Button>
          </Group>
          {errors.form ? (
            <Text size="sm" c="red.8" role="alert" mt={4}>
              {errors.form}
            </Text>
          ) : null}
        </form>
      )}
      <StatusHistory reviewId={review.id} />
    </Stack>
  );
}
