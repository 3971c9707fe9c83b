import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { OTHER_KEY } from '@suara/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Language, useLanguage, useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { apiErrorText } from '../../../lib/api-client';
import { useOnlineStatus } from '../../../lib/online-status';
import { relativeTime, useNow } from '../../../lib/review-format';
import type { ReviewOption, ReviewOptions } from '../api/review-create-api';
import type { OutboxDraft } from './outbox-draft';
import { deliverDrafts } from './outbox-deliver';
import { problemError } from './outbox-send';
import { removeDraft } from './outbox-store';
import { useOutboxDrafts } from './use-outbox-drafts';

type Props = {
  userId: string;
  options: ReviewOptions;
  /** The draft the form holds now, if any. */
  openId: string | null;
  onOpen: (draft: OutboxDraft) => void;
  onDeleted: (id: string) => void;
};

function choiceTitle(list: ReviewOption[], key: string | null, otherText: string, language: Language): string {
  if (key === OTHER_KEY && otherText.trim()) return otherText.trim();
  const option = list.find((o) => o.key === key);
  return option ? (language === 'ms' ? option.titleMs : option.title) : '';
}

/**
 * 'Drafts waiting to be sent' on /review (issue #14): the signed-in rider's reviews kept on this
 * device, each with where it stands (waiting, sending, refused with the server's message, open in
 * the form) and Open, Send now and Delete (after a confirmation). Nothing when there are none.
 */
export function OutboxDraftsList({ userId, options, openId, onOpen, onDeleted }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const now = useNow();
  const headingId = useId();
  const drafts = useOutboxDrafts(userId);
  const [deleting, setDeleting] = useState<OutboxDraft | null>(null);
  const [busy, setBusy] = useState(false);

  if (drafts.length === 0 && !deleting) return null;

  const sendNow = (draft: OutboxDraft) => void deliverDrafts(userId, { navigate, queryClient }, draft.id);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await removeDraft(deleting.id);
      onDeleted(deleting.id);
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  function status(draft: OutboxDraft): { text: string; problem: boolean } {
    if (draft.id === openId) return { text: t('outbox.openInForm'), problem: false };
    if (draft.state === 'sending') return { text: t('outbox.sending'), problem: false };
    if (draft.problem) return { text: apiErrorText(problemError(draft.problem)), problem: draft.state === 'held' };
    return { text: t(draft.state === 'held' ? 'outbox.held' : 'outbox.waiting'), problem: false };
  }

  return (
    <Box component="section" aria-labelledby={headingId} mb="xl" data-testid="outbox-drafts">
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('outbox.listTitle')}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {drafts.map((draft) => {
          const { form } = draft;
          const title = [choiceTitle(options.services, form.service, form.serviceText, language), choiceTitle(options.aspects, form.aspect, form.aspectText, language)]
            .filter(Boolean)
            .join(' · ');
          const files = form.attachments.length + draft.files.length;
          const { text, problem } = status(draft);
          const sending = draft.state === 'sending';
          const isOpen = draft.id === openId;
          const titleId = `${headingId}-${draft.id}`;
          return (
            <Paper component="li" key={draft.id} withBorder radius="md" p="md" data-testid="outbox-draft">
              <Text fw={700} id={titleId}>
                {title}
              </Text>
              <Text size="sm" lineClamp={2}>
                {form.experience}
              </Text>
              <Text size="sm" c="dimmed">
                {t('outbox.savedAt', { when: relativeTime(draft.savedAt, now, t) })}
                {files > 0 && ` · ${t('outbox.files', { count: files })}`}
              </Text>
              <Text size="sm" mt={4} c={problem ? 'red.8' : undefined} fw={problem ? 600 : undefined} data-testid="outbox-draft-status">
                {text}
              </Text>
              <Group gap="xs" mt="sm">
                <Button size="compact-md" variant="default" aria-describedby={titleId} disabled={sending || isOpen} onClick={() => onOpen(draft)}>
                  {t('outbox.open')}
                </Button>
                <Button size="compact-md" aria-describedby={titleId} disabled={sending || isOpen || !online} onClick={() => sendNow(draft)}>
                  {t('outbox.sendNow')}
                </Button>
                <Button size="compact-md" variant="subtle" color="red" aria-describedby={titleId} disabled={sending} onClick={() => setDeleting(draft)}>
                  {t('outbox.delete')}
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ConfirmActionDialog
        opened={deleting !== null}
        title={t('outbox.deleteTitle')}
        body={t('outbox.deleteBody')}
        confirmLabel={t('outbox.delete')}
        pending={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        danger
      />
    </Box>
  );
}
