import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { DocumentTitle } from '../../../components/document-title';
import { infoCommon } from '../content/common';
import type { InfoLang, InfoPageContent, InfoSection } from '../content/types';
import { InfoSectionList } from './info-blocks';
import { leadSummary } from './lead-summary';
import { RichTextView } from './rich-text';
import { TableOfContents } from './table-of-contents';
import classes from './info.module.css';

interface InfoPageProps {
  content: InfoPageContent;
  lang: InfoLang;
  /** Rendered between the lead and the sections (e.g. cards); may be wide. */
  beforeSections?: ReactNode;
  /** Rendered after the sections (e.g. the FAQ table); may be wide. */
  children?: ReactNode;
  /** Sections after the children (e.g. after the cards or the FAQ table). */
  closing?: readonly InfoSection[];
}

/**
 * Layout for an information page: one h1, an optional effective/updated
 * date, a lead, an optional "On this page" list and h2 sections. The
 * shell's layout provides the <main> landmark around it.
 */
export function InfoPage({ content, lang, beforeSections, children, closing }: InfoPageProps) {
  const labels = infoCommon[lang];

  return (
    <Container size="md" className={classes.page} lang={lang}>
      <DocumentTitle page={content.title} description={leadSummary(content.lead)} />
      <Stack gap="xl">
        <Stack gap="sm" className={classes.prose}>
          <Title order={1}>{content.title}</Title>
          {content.date && (
            <Text className={classes.muted} size="sm">
              {content.date.kind === 'effective' ? labels.effectiveFrom : labels.lastUpdated}{' '}
              <time dateTime={content.date.iso}>{content.date.display}</time>
            </Text>
          )}
          {content.lead?.map((paragraph, index) => (
            <Text key={index} size="lg">
              <RichTextView text={paragraph} />
            </Text>
          ))}
        </Stack>

        {content.toc && content.sections.length > 1 && (
          <TableOfContents label={labels.onThisPage} sections={content.sections} />
        )}

        {beforeSections}

        {content.sections.length > 0 && <InfoSectionList sections={content.sections} lang={lang} />}

        {children}

        {closing && <InfoSectionList sections={closing} lang={lang} />}
      </Stack>
    </Container>
  );
}
