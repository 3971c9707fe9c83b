import { ThemeIcon } from '@mantine/core';
import { feelingByKey, feelingByScore } from '@suara/domain';
import {
  IconMoodAngry,
  IconMoodAnnoyed,
  IconMoodCrazyHappy,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
  type Icon,
} from '@tabler/icons-react';
import type { Language } from '../lib/i18n';
import classes from './feeling-label.module.css';

const FACES: Record<string, Icon> = {
  'mood-angry': IconMoodAngry,
  'mood-annoyed': IconMoodAnnoyed,
  'mood-sad': IconMoodSad,
  'mood-empty': IconMoodEmpty,
  'mood-smile': IconMoodSmile,
  'mood-happy': IconMoodHappy,
  'mood-crazy-happy': IconMoodCrazyHappy,
};

type FeelingLabelProps = {
  feeling: { key: string; score: number; title: string; titleMs: string; icon: string | null };
  language: Language;
  size?: 'sm' | 'md';
};

/** A feeling's face alone, in its colour (for places that print the title themselves). */
export function FeelingFace({ feeling, size = 'sm' }: Omit<FeelingLabelProps, 'language'>) {
  const known = feelingByKey(feeling.key) ?? feelingByScore(feeling.score);
  const Face = FACES[feeling.icon ?? known?.icon ?? ''] ?? IconMoodEmpty;
  return (
    <ThemeIcon size={size === 'sm' ? 26 : 32} radius="xl" variant="filled" color={known?.color ?? 'gray.6'} aria-hidden="true">
      <Face size={size === 'sm' ? 18 : 22} />
    </ThemeIcon>
  );
}

/**
 * A feeling's face (in its colour) and its title: the colour is never the only cue (DESIGN.md). In
 * plain elements: it is in every review tile.
 */
export function FeelingLabel({ feeling, language, size = 'sm' }: FeelingLabelProps) {
  const known = feelingByKey(feeling.key) ?? feelingByScore(feeling.score);
  const Face = FACES[feeling.icon ?? known?.icon ?? ''] ?? IconMoodEmpty;
  const title = language === 'ms' ? feeling.titleMs : feeling.title;
  return (
    <div className={classes.label} data-size={size}>
      <ThemeIcon size={size === 'sm' ? 26 : 32} radius="xl" variant="filled" color={known?.color ?? 'gray.6'} aria-hidden="true">
        <Face size={size === 'sm' ? 18 : 22} />
      </ThemeIcon>
      <p className={classes.title}>{title}</p>
    </div>
  );
}
