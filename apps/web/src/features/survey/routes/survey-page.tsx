import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { DocumentTitle } from '../../../components/document-title';
import { PrizeNotice } from '../components/prize-notice';
import { SurveyEmbed } from '../components/survey-embed';
import classes from '../survey.module.css';

/** /survey (spec §2 'Survey'): the prize, then the embedded external survey form. */
export default function SurveyPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={t('pages.survey')} description={t('meta.survey')} />
      <Stack gap="lg">
        <Stack gap="sm" className={classes.prose}>
          <Title order={1}>{t('survey.title')}</Title>
          <Text size="lg">{t('survey.intro')}</Text>
        </Stack>
        <PrizeNotice />
        <SurveyEmbed />
      </Stack>
    </Container>
  );
}
