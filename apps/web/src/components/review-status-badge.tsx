import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconEyeOff, IconInbox, IconMailOpened, IconSend, IconShieldCheck, IconTool } from '@tabler/icons-react';
import { useLanguage, useTranslation } from '../lib/i18n';
import { fullDate, relativeTime, useNow, type ReviewStatus } from '../lib/review-format';

// Filled dark shades (white text above 4.5:1) and an icon each: colour is never the only cue.
const LOOK: Record<ReviewStatus, { color: string; Icon: typeof IconInbox }> = {
  submitted: { color: 'gray.7', Icon: IconInbox },
  verified: { color: 'blue.9', Icon: IconShieldCheck },
  forwarded: { color: 'violet.9', Icon: IconSend },
  acknowledged: { color: 'indigo.9', Icon: IconMailOpened },
  in_progress: { color: 'cyan.9', Icon: IconTool },
  // Not green.9: white on it is 4.4:1.
  resolved: { color: 'teal.9', Icon: IconCircleCheck },
  hidden: { color: 'dark.6', Icon: IconEyeOff },
};

/** A review's ticket status ('Forwarded to operator'), as riders follow it. */
export function ReviewStatusBadge({ status, size = 'md' }: { status: ReviewStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { color, Icon } = LOOK[status];
  return (
    <Badge color={color} variant="filled" size={size} leftSection={<Icon size={14} aria-hidden="true" />} data-status={status}>
      {t(`reviewStatus.status.${status}`)}
    </Badge>
  );
}

/** 'Ticket #100231' with its status badge. */
export function TicketLine({ ticketNumber, status }: { ticketNumber: number; status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {t('reviewStatus.ticket', { number: ticketNumber })}
      </Text>
      <ReviewStatusBadge status={status} size="sm" />
    </Group>
  );
}

/** The administrator's public note on the latest status move, with when (relative; the full date on hover or focus). */
export function StatusNote({ note, changedAt }: { note: string | null; changedAt: string | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  if (!note && !changedAt) return null;
  return (
    <Text size="sm" data-testid="status-note">
      {changedAt ? (
        <Tooltip label={fullDate(changedAt, language)} events={{ hover: true, focus: true, touch: true }} withArrow>
          <Text component="time" dateTime={changedAt} size="sm" c="dimmed" tabIndex={0}>
            {t('reviewStatus.updated', { when: relativeTime(changedAt, now, t) })}
          </Text>
        </Tooltip>
      ) : null}
      {note ? (
        <>
          {changedAt ? ' — ' : null}
          {note}
        </>
      ) : null}
    </Text>
  );
}
