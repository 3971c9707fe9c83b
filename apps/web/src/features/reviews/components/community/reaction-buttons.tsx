import { Button, Group } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { useSignInFirst } from '../../../../lib/use-sign-in-first';
import type { Counts, Reaction } from '../../api/community-api';

type ReactionButtonsProps = Counts & {
  reaction: Reaction;
  onReact: (next: Reaction) => void;
  /** What the buttons react to, for screen readers ('Like the review', 'Like Aminah's comment'). */
  target: string;
  size?: 'xs' | 'sm';
};

/**
 * Like and unlike as toggles (spec §4): pressing the active one clears it, pressing the other
 * switches. The filled icon and aria-pressed mark the viewer's own reaction; a visitor is asked
 * to sign in.
 */
export function ReactionButtons({ likeCount, unlikeCount, reaction, onReact, target, size = 'sm' }: ReactionButtonsProps) {
  const { t } = useTranslation();
  const signInFirst = useSignInFirst();
  const press = (value: 'like' | 'unlike') => signInFirst(() => onReact(reaction === value ? null : value));
  const iconSize = size === 'xs' ? 16 : 18;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant={reaction === 'like' ? 'light' : 'subtle'}
        size={size}
        px={6}
        leftSection={reaction === 'like' ? <IconThumbUpFilled size={iconSize} aria-hidden="true" /> : <IconThumbUp size={iconSize} aria-hidden="true" />}
        aria-pressed={reaction === 'like'}
        aria-label={t('community.likeTarget', { target, count: likeCount })}
        onClick={() => press('like')}
      >
        {likeCount}
      </Button>
      <Button
        variant={reaction === 'unlike' ? 'light' : 'subtle'}
        // Not color="red.9": Mantine's light variant with a shade paints that shade as the
        // background under red text (a blank red box). Plain red's light variant is red-9 on the
        // theme's red-0 (5.1:1), red-1 on hover (4.5:1).
        color={reaction === 'unlike' ? 'red' : undefined}
        size={size}
        px={6}
        leftSection={reaction === 'unlike' ? <IconThumbDownFilled size={iconSize} aria-hidden="true" /> : <IconThumbDown size={iconSize} aria-hidden="true" />}
        aria-pressed={reaction === 'unlike'}
        aria-label={t('community.unlikeTarget', { target, count: unlikeCount })}
        onClick={() => press('unlike')}
      >
        {unlikeCount}
      </Button>
    </Group>
  );
}
