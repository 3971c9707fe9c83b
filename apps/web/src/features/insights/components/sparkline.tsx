import { FEELING_MAX, FEELING_MIN, type WeekPoint } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { scoreColor } from '../insights-format';
import { trendEnds } from '../trends';
import { useInsightsFormat } from '../use-insights';
import classes from './insights.module.css';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;

/** y of a score: the scale is fixed (-3 at the bottom, +3 at the top), so sparklines side by side compare. */
const yOf = (score: number) => PAD + ((FEELING_MAX - score) / (FEELING_MAX - FEELING_MIN)) * (HEIGHT - 2 * PAD);

const xOf = (index: number, count: number) => PAD + (count > 1 ? (index * (WIDTH - 2 * PAD)) / (count - 1) : 0);

/** The weekly mean as runs of [x, y], broken where a week had no reviews. */
function segments(points: readonly WeekPoint[]): [number, number][][] {
  const out: [number, number][][] = [];
  let current: [number, number][] = [];
  points.forEach((point, i) => {
    if (point.mean === null || point.reviews === 0) {
      if (current.length) out.push(current);
      current = [];
      return;
    }
    current.push([xOf(i, points.length), yOf(point.mean)]);
  });
  if (current.length) out.push(current);
  return out;
}

/** The words for a sparkline: its weeks, the first and last weekly mean, and the weeks without reviews. */
export function useTrendLabel() {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  return (points: readonly WeekPoint[]) => {
    const { first, last, emptyWeeks } = trendEnds(points);
    if (!first || !last) return t('insights.trend.sparklineEmpty', { count: points.length });
    return t('insights.trend.sparkline', {
      count: points.length,
      first: format.score(first.mean!),
      firstWeek: format.day(first.week),
      last: format.score(last.mean!),
      lastWeek: format.day(last.week),
      empty: format.number(emptyWeeks),
    });
  };
}

/**
 * The weekly mean feeling score as a small line (DESIGN.md: a 26-week sparkline), its middle line
 * 'Fair', its last week's dot in that week's feeling colour. One image named by its words; the numbers
 * are in the page's tables.
 */
export function Sparkline({ points }: { points: readonly WeekPoint[] }) {
  const label = useTrendLabel()(points);
  const lines = segments(points);
  const lastIndex = points.findLastIndex((point) => point.mean !== null && point.reviews > 0);
  const last = points[lastIndex];
  return (
    <svg className={classes.sparkline} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <line x1={0} x2={WIDTH} y1={yOf(0)} y2={yOf(0)} stroke="var(--mantine-color-gray-4)" strokeDasharray="2 2" />
      {lines.map((line, i) =>
        line.length === 1 ? (
          <circle key={i} cx={line[0]![0]} cy={line[0]![1]} r={1.5} fill="var(--mantine-color-transit-7)" />
        ) : (
          <polyline
            key={i}
            points={line.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-transit-7)"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        ),
      )}
      {last?.mean != null ? <circle cx={xOf(lastIndex, points.length)} cy={yOf(last.mean)} r={3} fill={scoreColor(last.mean)} stroke="#fff" strokeWidth={1} /> : null}
    </svg>
  );
}
