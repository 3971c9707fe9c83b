import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { REPORT_REASONS, REPORT_STATUSES, type ModerationAction, type ReportStatus } from '@suara/domain';
import { IconEyeOff, IconMoodCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Language, useLanguage, useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { ReviewDialogAnchor } from '../../../components/review-tile';
import { fullDate, relativeTime, useNow } from '../../../lib/review-format';
import { toastSuccess } from '../../../lib/toast';
import { moderationQueueQueryOptions, useModerationAction, type ModerationGroup } from '../api/moderation-api';
import { KeysetList } from './moderation-keyset-list';
import { plainList } from '../../../components/plain-list';

const reasonLabel = (key: string, language: Language) => REPORT_REASONS.find((reason) => reason.key === key)?.[language] ?? key;

/** What is reported: 'Review', 'Comment', 'Reply' or 'User'. */
const kindOf = (group: ModerationGroup) => (group.preview?.kind === 'comment' && group.preview.isReply ? 'reply' : group.targetType);

function Preview({ group }: { group: ModerationGroup }) {
  const { t } = useTranslation();
  const { preview } = group;
  if (!preview) return <Text c="dimmed">{t('moderation.gone')}</Text>;
  if (preview.kind === 'user') {
    return (
      <Text size="sm">
        <Anchor component={Link} to={`/public-profile/${group.targetId}`} fw={600}>
          {preview.name}
        </Anchor>{' '}
        <Text span c="dimmed">
          @{preview.username}
        </Text>
      </Text>
    );
  }
  const reviewId = preview.kind === 'review' ? group.targetId : preview.reviewId;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {preview.kind === 'review'
          ? t('moderation.ticketBy', { number: preview.ticketNumber, name: preview.author.name })
          : t(preview.isReply ? 'moderation.replyBy' : 'moderation.commentBy', { name: preview.author.name })}
      </Text>
      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
        {preview.excerpt}
      </Text>
      <ReviewDialogAnchor reviewId={reviewId} size="sm">
        {t('moderation.openReview')}
      </ReviewDialogAnchor>
    </Stack>
  );
}

type Pending = { group: ModerationGroup; action: ModerationAction };

function GroupCard({ group, status, onAct }: { group: ModerationGroup; status: ReportStatus; onAct: (pending: Pending) => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  const headingId = useId();
  const when = (iso: string) => relativeTime(iso, now, t);
  const canHide = group.targetType !== 'user' && group.preview !== null;
  const open = status === 'open';

  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h5" id={headingId}>
              {t(`moderation.type.${kindOf(group)}`)}
            </Title>
            {group.hidden ? (
              <Badge color="dark.6" variant="filled" leftSection={<IconEyeOff size={14} aria-hidden="true" />}>
                {t('moderation.hiddenBadge')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" fw={600}>
            {t('moderation.reportCount', { count: group.reportCount })}
          </Text>
        </Group>
        <Preview group={group} />
        <div>
          <Text size="xs" c="dimmed" fw={600}>
            {t('moderation.reasons')}
          </Text>
          <Group gap={6} component="ul" style={plainList}>
            {group.reasons.map(({ reason, count }) => (
              <Badge key={reason} component="li" color="gray.8" variant="outline" tt="none">
                {t('moderation.reasonCount', { reason: reasonLabel(reason, language), count })}
              </Badge>
            ))}
          </Group>
        </div>
        <Text size="xs" c="dimmed">
          <time dateTime={group.firstReportedAt} title={fullDate(group.firstReportedAt, language)}>
            {t('moderation.firstReported', { when: when(group.firstReportedAt) })}
          </time>
          {' · '}
          <time dateTime={group.lastReportedAt} title={fullDate(group.lastReportedAt, language)}>
            {t('moderation.lastReported', { when: when(group.lastReportedAt) })}
          </time>
        </Text>
        <Group gap="xs">
          {canHide && !group.hidden ? (
            <Button size="xs" color="red.9" onClick={() => onAct({ group, action: 'hide' })}>
              {t('moderation.actions.hide')}
            </Button>
          ) : null}
          {canHide && group.hidden ? (
            <Button size="xs" onClick={() => onAct({ group, action: 'restore' })}>
              {t('moderation.actions.restore')}
            </Button>
          ) : null}
          {open && group.targetType === 'user' ? (
            <Button size="xs" variant="default" onClick={() => onAct({ group, action: 'resolve' })}>
              {t('moderation.actions.resolve')}
            </Button>
          ) : null}
          {open ? (
            <Button size="xs" variant="default" onClick={() => onAct({ group, action: 'dismiss' })}>
              {t('moderation.actions.dismiss')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The moderation queue (issue #7): reports grouped by what they report, latest first, filtered by
 * report status; hide, restore, dismiss (and for a user, mark actioned). Hide and dismiss ask first.
 */
export default function ModerationTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useInfiniteQuery(moderationQueueQueryOptions(status));
  const act = useModerationAction();
  const [pending, setPending] = useState<Pending | null>(null);

  const run = ({ group, action }: Pending) =>
    act.mutate(
      { targetType: group.targetType, targetId: group.targetId, action },
      {
        onSuccess: () => {
          setPending(null);
          toastSuccess(t(`moderation.done.${action}`));
        },
      },
    );
  // Restoring gives back what was taken away: no question asked.
  const onAct = (next: Pending) => (next.action === 'restore' ? run(next) : setPending(next));

  return (
    <Stack gap="md">
      {/* The page's h1, then this h2, then each report's h3 (axe heading-order), as on the other tabs. */}
      <Title order={2} size="h3">
        {t('moderation.listLabel')}
      </Title>
      <SegmentedControl
        aria-label={t('moderation.filterLabel')}
        value={status}
        onChange={(value) => setStatus(value as ReportStatus)}
        data={REPORT_STATUSES.map((value) => ({ value, label: t(`moderation.status.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <KeysetList
        query={queue}
        label={t('moderation.listLabel')}
        loadingLabel={t('moderation.loading')}
        errorTitle={t('moderation.loadFailed')}
        empty={{ icon: <IconMoodCheck size={40} aria-hidden="true" />, text: t('moderation.empty') }}
        loadMoreLabel={t('moderation.loadMore')}
        skeletonHeight={150}
        itemKey={(group) => `${group.targetType}:${group.targetId}`}
        renderItem={(group) => <GroupCard group={group} status={status} onAct={onAct} />}
      />
      <ConfirmActionDialog
        opened={pending !== null}
        title={pending ? t(`moderation.confirm.${pending.action}Title`) : ''}
        body={pending ? t(`moderation.confirm.${pending.action}Body`) : ''}
        confirmLabel={pending ? t(`moderation.actions.${pending.action}`) : ''}
        danger={pending?.action === 'hide'}
        pending={act.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && run(pending)}
      />
    </Stack>
  );
}
