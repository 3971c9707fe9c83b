import { Group, Text } from '@mantine/core';
import { FEELING_MAX, FEELING_MIN } from '@suara/domain';
import { scoreColor } from '../insights-format';
import { useInsightsFormat } from '../use-insights';
import classes from './insights.module.css';
import { NoValue } from './no-value';

/** Where a score sits on the -3..3 track, 0..100 %. */
const position = (score: number) => ((Math.min(FEELING_MAX, Math.max(FEELING_MIN, score)) - FEELING_MIN) / (FEELING_MAX - FEELING_MIN)) * 100;

/**
 * A feeling score as its number and its place on the feeling scale (DESIGN.md Insights): a track from
 * -3 to +3 with 'Fair' marked in the middle, filled from there to a dot in the nearest feeling's colour.
 * The number says it; the bar shows it at a glance, however near the middle.
 */
export function ScoreBar({ score, size = 'sm', justify = 'flex-end' }: { score: number | null; size?: 'sm' | 'xl'; justify?: 'flex-start' | 'flex-end' }) {
  const format = useInsightsFormat();
  if (score === null) return <NoValue />;
  const at = position(score);
  const [from, to] = [position(0), at].sort((a, b) => a - b) as [number, number];
  const color = scoreColor(score);
  return (
    <Group gap={8} wrap="nowrap" justify={justify}>
      <Text span fz={size} fw={700} miw={size === 'sm' ? 34 : undefined} ta="right">
        {format.score(score)}
      </Text>
      <span className={classes.scoreTrack} aria-hidden="true">
        <span className={classes.scoreFill} style={{ left: `${from}%`, width: `${to - from}%`, background: color }} />
        <span className={classes.scoreDot} style={{ left: `${at}%`, background: color }} />
      </span>
    </Group>
  );
}

/** A share as its percentage and a bar (the complaints' share of an aspect's reviews). */
export function ShareBar({ share }: { share: number | null }) {
  const format = useInsightsFormat();
  if (share === null) return <NoValue />;
  return (
    <Group gap={8} wrap="nowrap" justify="flex-end">
      <Text span size="sm" miw={36} ta="right">
        {format.percent(share)}
      </Text>
      <span className={classes.shareTrack} aria-hidden="true">
        <span className={classes.shareFill} style={{ display: 'block', width: `${share * 100}%` }} />
      </span>
    </Group>
  );
}
