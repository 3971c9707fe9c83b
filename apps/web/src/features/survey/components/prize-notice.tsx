import { Group, Paper, ThemeIcon, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import classes from '../survey.module.css';
import { PrizeTerms } from '../../../components/prize-terms';

/** The prize (spec §2 home 'Prize card', §9): the same words as the home page's card. */
export function PrizeNotice() {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="survey-prize" withBorder radius="lg" p="lg" className={classes.prize}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color="accent" aria-hidden="true">
          <IconGift size={28} stroke={1.75} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h3" id="survey-prize">
            {t('home.prize.title')}
          </Title>
          <PrizeTerms gap="sm" mt="xs" />
        </div>
      </Group>
    </Paper>
  );
}
