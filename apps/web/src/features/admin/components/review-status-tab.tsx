import { Alert, Button, Card, Group, Menu, NativeSelect, Stack, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { REVIEW_STATUS_KEYS, STATUS_NOTE_MAX, type ReviewStatusKey } from '@suara/domain';
import { IconChevronDown, IconSearch, IconTicket } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { ReviewStatusBadge, StatusNote } from '../../../components/review-status-badge';
import { ReviewDialogAnchor } from '../../../components/review-tile';
import { apiErrorText, apiFieldErrors } from '../../../lib/api-client';
import { fullDate, relativeTime, useNow, type ReviewStatus } from '../../../lib/review-format';
import { toastSuccess } from '../../../lib/toast';
import { ticketsQueryOptions, useMoveTicket, type Ticket } from '../api/tickets-api';
import { KeysetList } from './moderation-keyset-list';

type Move = { ticket: Ticket; status: ReviewStatus };

function TicketRow({ ticket, onMove }: { ticket: Ticket; onMove: (move: Move) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  const headingId = useId();

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              <ReviewDialogAnchor reviewId={ticket.id}>{t('reviewStatus.ticket', { number: ticket.ticketNumber })}</ReviewDialogAnchor>
            </Title>
            <ReviewStatusBadge status={ticket.status} size="sm" />
          </Group>
          {ticket.allowedMoves.length > 0 ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden="true" />}>
                  {t('reviewStatus.moveTo')}
                  <VisuallyHidden>{` ${t('reviewStatus.ticket', { number: ticket.ticketNumber })}`}</VisuallyHidden>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {ticket.allowedMoves.map((status) => (
                  <Menu.Item key={status} onClick={() => onMove({ ticket, status })}>
                    {t(`reviewStatus.status.${status}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Text size="xs" c="dimmed">
              {t(ticket.status === 'hidden' ? 'reviewStatus.restoreFirst' : 'reviewStatus.final')}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('reviewStatus.byWhen', { name: ticket.author.name })}{' '}
          <time dateTime={ticket.createdAt} title={fullDate(ticket.createdAt, language)}>
            {relativeTime(ticket.createdAt, now, t)}
          </time>
        </Text>
        <Text size="sm" lineClamp={2}>
          {ticket.excerpt}
        </Text>
        <StatusNote note={ticket.statusNote} changedAt={ticket.statusChangedAt} />
      </Stack>
    </Card>
  );
}

function MoveDialog({ move, onClose }: { move: Move | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const mutation = useMoveTicket();
  const close = () => {
    setNote('');
    mutation.reset();
    onClose();
  };
  const fieldError = apiFieldErrors(mutation.error).note;
  const statusName = move ? t(`reviewStatus.status.${move.status}`) : '';
  const confirm = () =>
    move &&
    mutation.mutate(
      { id: move.ticket.id, status: move.status, note },
      {
        onSuccess: (ticket) => {
          toastSuccess(t('reviewStatus.moved', { number: ticket.ticketNumber, status: t(`reviewStatus.status.${ticket.status}`) }));
          close();
        },
      },
    );

  return (
    <ConfirmActionDialog
      opened={move !== null}
      title={move ? t('reviewStatus.moveTitle', { number: move.ticket.ticketNumber, status: statusName }) : ''}
      confirmLabel={t('reviewStatus.confirmMove', { status: statusName })}
      danger={move?.status === 'hidden'}
      pending={mutation.isPending}
      onCancel={close}
      onConfirm={confirm}
      body={
        <Stack gap="sm">
          {move?.status === 'hidden' ? (
            <Text>{t('reviewStatus.hideExplained')}</Text>
          ) : (
            <Textarea
              label={t('reviewStatus.noteLabel')}
              description={t('reviewStatus.noteDescription', { max: STATUS_NOTE_MAX })}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={STATUS_NOTE_MAX}
              autosize
              minRows={2}
              error={fieldError}
              data-autofocus
            />
          )}
          {mutation.isError && !fieldError ? (
            <Alert color="red" role="alert">
              {apiErrorText(mutation.error)}
            </Alert>
          ) : null}
        </Stack>
      }
    />
  );
}

/**
 * Tickets (issue #7): every live review newest first, found by ticket number or filtered by status,
 * each moved forward along the lifecycle with an optional public note (backward moves are not
 * offered; the server refuses them too). `?q=` opens it on one ticket (the review dialog links here).
 */
export default function ReviewStatusTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(query.trim());
  const [status, setStatus] = useState<ReviewStatusKey | null>(null);
  const tickets = useInfiniteQuery(ticketsQueryOptions({ status, q }));
  const [move, setMove] = useState<Move | null>(null);
  const queryError = apiFieldErrors(tickets.error).q;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(query.trim());
  };

  return (
    <Stack gap="md">
      {/* The page's h1, then this h2, then each ticket's h3 (axe heading-order), as on the other tabs. */}
      <Title order={2} size="h3">
        {t('reviewStatus.listLabel')}
      </Title>
      <Group component="form" role="search" onSubmit={search} align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('reviewStatus.searchLabel')}
          placeholder={t('reviewStatus.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          inputMode="numeric"
          error={queryError}
          style={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {t('reviewStatus.search')}
        </Button>
        <NativeSelect
          label={t('reviewStatus.filterLabel')}
          value={status ?? ''}
          onChange={(event) => setStatus((event.currentTarget.value || null) as ReviewStatusKey | null)}
          data={[{ value: '', label: t('reviewStatus.allStatuses') }, ...REVIEW_STATUS_KEYS.map((value) => ({ value, label: t(`reviewStatus.status.${value}`) }))]}
          style={{ flex: '1 1 12rem' }}
        />
      </Group>
      <KeysetList
        query={tickets}
        label={t('reviewStatus.listLabel')}
        loadingLabel={t('reviewStatus.loading')}
        errorTitle={t('reviewStatus.loadFailed')}
        hideError={Boolean(queryError)}
        empty={{ icon: <IconTicket size={40} aria-hidden="true" />, text: t('reviewStatus.empty') }}
        loadMoreLabel={t('reviewStatus.loadMore')}
        skeletonHeight={120}
        itemKey={(ticket) => ticket.id}
        renderItem={(ticket) => <TicketRow ticket={ticket} onMove={setMove} />}
      />
      <MoveDialog move={move} onClose={() => setMove(null)} />
    </Stack>
  );
}
