import { Anchor, Code, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { OPEN_DATA_FIELDS } from '@suara/domain';
import { DocumentTitle } from '../../../components/document-title';
import { DownloadForm } from '../components/download-form';
import classes from '../open-data.module.css';

const LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The files' fields in their order; each has its line under openData.fields. */
const FIELDS = OPEN_DATA_FIELDS;

const NEVER = ['people', 'words', 'removed', 'places', 'files'] as const;

/** Addresses shown as examples: each a working link, its path as the text. */
const OPEN311_EXAMPLES = [
  { key: 'services', href: '/open311/v2/services.json' },
  { key: 'requests', href: '/open311/v2/requests.json?service_code=STAGE_BUS.DRIVER&status=open' },
  { key: 'request', href: '/open311/v2/requests/100001.json' },
] as const;

/** An h2 section; `wide` for one whose children set their own widths (the form). */
function Section({ id, heading, wide = false, children }: { id: string; heading: string; wide?: boolean; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" id={id} aria-labelledby={`${id}-heading`} className={wide ? undefined : classes.prose}>
      <Title order={2} size="h3" id={`${id}-heading`} className={classes.prose}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/** An address: a link when it can be opened as it is, else its pattern as code. */
function Address({ href, text = href }: { href?: string; text?: string }) {
  const code = <Code className={classes.code}>{text}</Code>;
  return href ? (
    <Anchor href={href} underline="always">
      {code}
    </Anchor>
  ) : (
    code
  );
}

/**
 * /open-data (issue #17, section 3): what the open data is and may be used for, the licence and how
 * to credit it, the download form, each field of the files, what they never hold, and the Open311 and
 * Atom addresses. Drawn without data, so it is pre-rendered (build/prerender.ts).
 */
export default function OpenDataPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <DocumentTitle page={t('openData.title')} description={t('openData.description')} />
      <Stack gap="xl">
        <Stack gap="sm" className={classes.prose}>
          <Title order={1}>{t('openData.title')}</Title>
          <Text size="lg">{t('openData.lead')}</Text>
        </Stack>

        <Section id="licence" heading={t('openData.licence.heading')}>
          <Text>{t('openData.licence.body')}</Text>
          <div className={classes.note}>
            <Text fw={700}>{t('openData.licence.creditLabel')}</Text>
            <Text>{t('openData.licence.creditLine')}</Text>
          </div>
          <Text>{t('openData.licence.inFiles')}</Text>
          <Text>
            <Anchor href={LICENCE_URL} underline="always">
              {t('openData.licence.licenceLink')}
            </Anchor>
          </Text>
        </Section>

        <Section id="download" heading={t('openData.download.heading')} wide>
          <Text className={classes.prose}>{t('openData.download.intro')}</Text>
          <DownloadForm />
        </Section>

        <Section id="fields" heading={t('openData.fields.heading')}>
          <Text>{t('openData.fields.intro')}</Text>
          <dl className={classes.fields}>
            {FIELDS.map((field) => (
              <div key={field}>
                <dt>
                  <Code className={classes.code}>{field}</Code>
                </dt>
                <dd>{t(`openData.fields.${field}`)}</dd>
              </div>
            ))}
          </dl>
          <Text>{t('openData.fields.csvNotes')}</Text>
        </Section>

        <Section id="never" heading={t('openData.never.heading')}>
          <List spacing="xs" withPadding>
            {NEVER.map((item) => (
              <List.Item key={item}>{t(`openData.never.${item}`)}</List.Item>
            ))}
          </List>
          <Text>{t('openData.never.feedsNote')}</Text>
        </Section>

        <Section id="open311" heading={t('openData.open311.heading')}>
          <Text>{t('openData.open311.intro')}</Text>
          <ul className={classes.endpoints}>
            {OPEN311_EXAMPLES.map((example) => (
              <li key={example.key}>
                <Text>{t(`openData.open311.${example.key}`)}</Text>
                <Address href={example.href} />
              </li>
            ))}
          </ul>
          <Text>
            {t('openData.open311.docs')}{' '}
            <Anchor href="/api/docs" underline="always">
              {t('openData.open311.docsLink')}
            </Anchor>
          </Text>
        </Section>

        <Section id="feeds" heading={t('openData.feeds.heading')}>
          <Text>{t('openData.feeds.intro')}</Text>
          <ul className={classes.endpoints}>
            <li>
              <Text>{t('openData.feeds.operator')}</Text>
              <Address href="/feeds/operators/rapid-kl.atom" />
            </li>
            <li>
              <Text>{t('openData.feeds.route')}</Text>
              <Address text={`/feeds/routes/${t('openData.feeds.routeId')}.atom`} />
            </li>
          </ul>
        </Section>
      </Stack>
    </Container>
  );
}
