import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle, IconThumbDown, IconThumbUp, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';

type ReviewCountsProps = { commentCount: number; likeCount: number; unlikeCount: number; meTooCount: number };

/**
 * Comment, like and unlike counts, read-only (the buttons come with comments and reactions), and the
 * riders who said 'me too' when any did: most reviews have none, and a zero there says nothing.
 */
export function ReviewCounts({ commentCount, likeCount, unlikeCount, meTooCount }: ReviewCountsProps) {
  const { t } = useTranslation();
  const items = [
    { icon: IconMessageCircle, value: commentCount, label: t('reviewView.comments', { count: commentCount }) },
    { icon: IconThumbUp, value: likeCount, label: t('reviewView.likes', { count: likeCount }) },
    { icon: IconThumbDown, value: unlikeCount, label: t('reviewView.unlikes', { count: unlikeCount }) },
    ...(meTooCount > 0 ? [{ icon: IconUsers, value: meTooCount, label: t('reviewView.meToos', { count: meTooCount }) }] : []),
  ];
  return (
    <Group gap="md">
      {items.map(({ icon: Icon, value, label }) => (
        <Group key={label} gap={4} wrap="nowrap" c="dimmed">
          <Icon size={18} aria-hidden="true" />
          <Text size="sm" aria-hidden="true">
            {value}
          </Text>
          <VisuallyHidden>{label}</VisuallyHidden>
        </Group>
      ))}
    </Group>
  );
}
