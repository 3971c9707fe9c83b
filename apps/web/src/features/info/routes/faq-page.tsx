import { Accordion, Stack, Text, Title } from '@mantine/core';
import { AspectsTable } from '../components/aspects-table';
import { InfoBlockView } from '../components/info-blocks';
import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { faqContent } from '../content/faq';
import classes from '../components/info.module.css';

export default function FaqPage() {
  const { lang, content } = useLocalised(faqContent);
  const aspectsHeadingId = `${content.aspects.id}-heading`;

  return (
    <InfoPage content={content} lang={lang} closing={content.closing}>
      {content.groups.map((group) => {
        const headingId = `faq-${group.id}-heading`;
        return (
          <Stack
            key={group.id}
            component="section"
            gap="sm"
            aria-labelledby={headingId}
            className={classes.prose}
          >
            <Title order={2} size="h3" id={headingId}>
              {group.heading}
            </Title>
            {/* order={3}: each question is an h3 under its group's h2. */}
            <Accordion multiple variant="separated" order={3} chevronPosition="right">
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {item.answer.map((block, index) => (
                        <InfoBlockView key={index} block={block} lang={lang} level={3} />
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        );
      })}

      <Stack
        component="section"
        gap="sm"
        id={content.aspects.id}
        aria-labelledby={aspectsHeadingId}
        className={classes.anchorTarget}
      >
        <Title order={2} size="h3" id={aspectsHeadingId} className={classes.prose}>
          {content.aspects.heading}
        </Title>
        <Text className={classes.prose}>{content.aspects.intro}</Text>
        <AspectsTable caption={content.aspects.caption} />
      </Stack>
    </InfoPage>
  );
}
