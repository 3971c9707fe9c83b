import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from '../polls.module.css';

// The explainer's sections in reading order; each has a heading and paragraphs in the locale files.
const SECTIONS = ['what', 'why'] as const;
const STEPS = ['plan', 'book', 'pay', 'help'] as const;

/** The MaaS page's long explainer (spec §2 'MaaS page'): what MaaS is, why here, how it could work. */
export function MaasExplainer() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" className={classes.prose}>
      <Stack gap="sm">
        <Title order={1}>
          {t('maas.title')}
        </Title>
        <Text size="lg">{t('maas.lead')}</Text>
      </Stack>
      {SECTIONS.map((section) => (
        <Stack key={section} gap="xs" component="section" aria-labelledby={`maas-${section}`}>
          <Title order={2} size="h3" id={`maas-${section}`}>
            {t(`maas.${section}.title`)}
          </Title>
          <Text>{t(`maas.${section}.body1`)}</Text>
          <Text>{t(`maas.${section}.body2`)}</Text>
        </Stack>
      ))}
      <Stack gap="xs" component="section" aria-labelledby="maas-how">
        <Title order={2} size="h3" id="maas-how">
          {t('maas.how.title')}
        </Title>
        <Text>{t('maas.how.intro')}</Text>
        <List spacing="xs">
          {STEPS.map((step) => (
            <List.Item key={step}>
              <Text span fw={700}>
                {t(`maas.how.${step}.title`)}
              </Text>{' '}
              {t(`maas.how.${step}.body`)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}
