import { Group, Stack, Text, Title } from '@mantine/core';
import type { AspectWords } from '@suara/domain';
import { useTranslation } from 'react-i18next';
import { aspectName } from '../insights-format';
import { useInsightsFormat } from '../use-insights';
import classes from './insights.module.css';
import { InsightsSection } from './insights-section';

/** What riders say most: for each of the busiest aspects, the words most of its latest reviews use. */
export function WordsSection({ words }: { words: readonly AspectWords[] }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  return (
    <InsightsSection title={t('insights.words.title')} description={t('insights.words.description')}>
      {words.length === 0 ? (
        <Text size="sm">{t('insights.words.empty')}</Text>
      ) : (
        <Stack gap="md">
          {words.map((entry) => (
            <Stack key={entry.aspect} gap={6}>
              <Title order={3} size="h5">
                {aspectName(entry.aspect, format.language)}
              </Title>
              <Group component="ul" gap="xs" className={classes.wordList}>
                {entry.words.map(({ word, reviews }) => (
                  <li key={word} className={classes.word}>
                    <span lang="">{word}</span>{' '}
                    <Text span size="xs" c="dimmed">
                      {t('insights.words.reviews', { count: reviews, formatted: format.number(reviews) })}
                    </Text>
                  </li>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </InsightsSection>
  );
}
