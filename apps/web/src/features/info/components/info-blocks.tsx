import { Box, List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { InfoBlock, InfoLang, InfoSection } from '../content/types';
import { ContactBlock } from './contact-block';
import { InfoLinkView, RichTextView } from './rich-text';
import { sectionHeadingId } from './table-of-contents';
import classes from './info.module.css';

interface BlockProps {
  block: InfoBlock;
  lang: InfoLang;
  /** Heading level of the section this block sits in (2 for a section). */
  level: number;
}

function headingOrder(level: number): TitleOrder {
  return Math.min(Math.max(level, 1), 6) as TitleOrder;
}

export function InfoBlockView({ block, lang, level }: BlockProps) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text>
          <RichTextView text={block.text} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} spacing="xs" withPadding>
          {block.items.map((item, index) => (
            <List.Item key={index}>
              <RichTextView text={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'definitions':
      return (
        <dl className={classes.definitions}>
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <RichTextView text={item.description} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'links':
      return (
        <List spacing="xs" withPadding>
          {block.items.map((item) => (
            <List.Item key={item.href}>
              <InfoLinkView item={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'note':
      return (
        <Box className={classes.note}>
          <Text>
            <RichTextView text={block.text} />
          </Text>
        </Box>
      );
    case 'contact':
      return <ContactBlock lang={lang} />;
    case 'subsection':
      return (
        <Stack gap="sm">
          <Title order={headingOrder(level + 1)} size="h4">
            {block.heading}
          </Title>
          {block.blocks.map((child, index) => (
            <InfoBlockView key={index} block={child} lang={lang} level={level + 1} />
          ))}
        </Stack>
      );
  }
}

/** h2 sections one after another, in the prose column. */
export function InfoSectionList({ sections, lang }: { sections: readonly InfoSection[]; lang: InfoLang }) {
  return (
    <Stack gap="xl" className={classes.prose}>
      {sections.map((section) => (
        <InfoSectionView key={section.id} section={section} lang={lang} />
      ))}
    </Stack>
  );
}

/** One h2 section with its blocks, labelled by its heading. */
export function InfoSectionView({ section, lang }: { section: InfoSection; lang: InfoLang }) {
  const headingId = sectionHeadingId(section.id);
  return (
    <Stack
      component="section"
      gap="sm"
      id={section.id}
      aria-labelledby={headingId}
      className={classes.anchorTarget}
    >
      <Title order={2} size="h3" id={headingId} tabIndex={-1}>
        {section.heading}
      </Title>
      {section.blocks.map((block, index) => (
        <InfoBlockView key={index} block={block} lang={lang} level={2} />
      ))}
    </Stack>
  );
}
