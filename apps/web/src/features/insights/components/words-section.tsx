import { Group, Stack, Text, Title } from '@mantine/core';
import type { AspectWords } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { aspectName } from '../insights-format';
import { useInsightsFormat } from '../use-insights';
import classes from './insights.module.css';
import { InsightsSection } from './insights-section';

/** Words or phrases as chips, each with the number of reviews using it. */
function UsageList({ label, items }: { label: string; items: readonly { text: string; reviews: number }[] }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  return (
    <Group component="ul" gap="xs" className={classes.wordList} aria-label={label}>
      {items.map(({ text, reviews }) => (
        <li key={text} className={classes.word}>
          <span lang="">{text}</span>{' '}
          <Text span size="xs" c="dimmed">
            {t('insights.words.reviews', { count: reviews, formatted: format.number(reviews) })}
          </Text>
        </li>
      ))}
    </Group>
  );
}

/** What riders say most: for each of the busiest aspects, the words and phrases most of its latest reviews use. */
export function WordsSection({ words }: { words: readonly AspectWords[] }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  return (
    <InsightsSection title={t('insights.words.title')} description={t('insights.words.description')}>
      {words.length === 0 ? (
        <Text size="sm">{t('insights.words.empty')}</Text>
      ) : (
        <Stack gap="md">
          {words.map((entry) => {
            const aspect = aspectName(entry.aspect, format.language);
            return (
              <Stack key={entry.aspect} gap={6}>
                <Title order={3} size="h5">
                  {aspect}
                </Title>
                {entry.words.length > 0 && <UsageList label={t('insights.words.wordsOf', { aspect })} items={entry.words.map(({ word, reviews }) => ({ text: word, reviews }))} />}
                {entry.phrases.length > 0 && (
                  <UsageList label={t('insights.words.phrasesOf', { aspect })} items={entry.phrases.map(({ phrase, reviews }) => ({ text: `“${phrase}”`, reviews }))} />
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
    </InsightsSection>
  );
}
