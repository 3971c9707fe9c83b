import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { POLL_ANSWERS } from '@suara/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { PollResults as Results } from '../api/polls-api';

type PollResultsProps = { results: Results; /** The card's title, naming the table for screen readers. */ title: string };

/**
 * 'Result :' (spec §2): a bar each for yes (green) and no (red), labelled with the answer and its
 * count so colour is never the only cue. Screen readers get the same numbers as a table; the
 * chart itself is hidden from them and from the keyboard.
 */
export function PollResults({ results, title }: PollResultsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rows = POLL_ANSWERS.map((answer) => ({ answer: answer[language], votes: results[answer.key], color: answer.color }));

  return (
    <Stack gap={4}>
      <Text fw={700}>
        {t('maas.card.result')}
      </Text>
      <div aria-hidden="true">
        <BarChart
          h={110}
          data={rows}
          dataKey="answer"
          orientation="vertical"
          series={[{ name: 'votes', label: t('maas.card.votes') }]}
          withBarValueLabel
          // Without a formatter the bar labels come out empty (Mantine passes its result on as is).
          valueFormatter={(value: number) => value.toLocaleString(language)}
          withTooltip={false}
          withXAxis={false}
          gridAxis="none"
          accessibilityLayer={false}
          maxBarWidth={28}
          yAxisProps={{ width: 48 }}
          barChartProps={{ margin: { right: 40 } }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('maas.card.resultCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('maas.card.answer')}</th>
              <th scope="col">{t('maas.card.votes')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.answer}>
                <th scope="row">{row.answer}</th>
                <td>{row.votes}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
