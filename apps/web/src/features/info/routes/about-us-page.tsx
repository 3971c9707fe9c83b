import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconClipboardList, IconMessage2 } from '@tabler/icons-react';
import { InfoSectionView } from '../components/info-blocks';
import { InfoPage } from '../components/info-page';
import { InfoLinkView } from '../components/rich-text';
import { useLocalised } from '../components/use-info-lang';
import { aboutUsContent, type InvolvementKind } from '../content/about-us';
import classes from '../components/info.module.css';

const involvementIcons: Record<InvolvementKind, typeof IconMessage2> = {
  review: IconMessage2,
  survey: IconClipboardList,
  maas: IconBulb,
};

export default function AboutUsPage() {
  const { lang, content } = useLocalised(aboutUsContent);
  const { involve } = content;
  const involveHeadingId = `${involve.id}-heading`;

  return (
    <InfoPage content={content} lang={lang}>
      <Stack component="section" gap="md" id={involve.id} aria-labelledby={involveHeadingId}>
        <Stack gap="xs" className={classes.prose}>
          <Title order={2} size="h3" id={involveHeadingId}>
            {involve.heading}
          </Title>
          <Text>{involve.intro}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {involve.ways.map((way) => {
            const Icon = involvementIcons[way.kind];
            return (
              <Card key={way.kind} withBorder radius="md" padding="lg" className={classes.card}>
                <Stack gap="sm" h="100%">
                  <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                    <Icon size={26} stroke={1.75} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {way.title}
                  </Title>
                  <Text style={{ flexGrow: 1 }}>{way.description}</Text>
                  <Text fw={600}>
                    <InfoLinkView item={way.action} />
                  </Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      <Stack gap="xl" className={classes.prose}>
        {content.closing.map((section) => (
          <InfoSectionView key={section.id} section={section} lang={lang} />
        ))}
      </Stack>
    </InfoPage>
  );
}
