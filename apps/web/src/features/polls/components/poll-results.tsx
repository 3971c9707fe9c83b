import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { POLL_ANSWERS } from '@suara/domain';
import { useMemo } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import type { PollResults as Results } from '../api/polls-api';
import { LOCALES, numberFormat } from '../../../lib/intl-formats';
import classes from '../polls.module.css';

type PollResultsProps = { results: Results; /** The card's title, naming the table for screen readers. */ title: string };

/** Counts grouped the reader's way; shares always with one decimal ('60.0%'), as the admin reports show them. */
function usePollFormat() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = LOCALES[language];
    const percent = numberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return { language, count: numberFormat(locale).format, percent: percent.format };
  }, [language]);
}

/**
 * 'Result :' (spec §2): a bar each for yes (green) and no (red) as a small table: the answer, its
 * bar with the count, and its share. Every number is text beside its answer, so colour is never
 * the only cue and screen readers read the same table. Plain CSS rather than a chart library: the
 * public page stays light.
 */
export function PollResults({ results, title }: PollResultsProps) {
  const { t } = useTranslation();
  const format = usePollFormat();
  const total = results.yes + results.no;
  const counts = { yes: format.count(results.yes), no: format.count(results.no) };
  // Every count gets the widest one's room, so the two tracks are as long and the bars compare.
  const countWidth = `${Math.max(counts.yes.length, counts.no.length)}ch`;

  return (
    <Stack gap={4}>
      <Text fw={700}>{t('maas.card.result')}</Text>
      {/* The caption and the column headers are for screen readers; the row shows what each number is. */}
      <table className={classes.results}>
        <caption>
          <VisuallyHidden>{t('maas.card.resultCaption', { title })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {(['answer', 'votes', 'share'] as const).map((column) => (
              <th key={column} scope="col">
                <VisuallyHidden>{t(`maas.card.${column}`)}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {POLL_ANSWERS.map((answer) => {
            const share = total > 0 ? results[answer.key] / total : 0;
            return (
              <tr key={answer.key}>
                <th scope="row" className={classes.resultAnswer}>
                  {answer[format.language]}
                </th>
                <td>
                  <span className={classes.resultVotes}>
                    <span className={classes.resultTrack} aria-hidden="true">
                      <Box component="span" className={classes.resultBar} bg={answer.color} w={`${share * 100}%`} data-testid="poll-bar" />
                    </span>
                    <span className={classes.resultCount} style={{ minWidth: countWidth }}>
                      {counts[answer.key]}
                    </span>
                  </span>
                </td>
                <td className={classes.resultShare}>{format.percent(share)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Stack>
  );
}
