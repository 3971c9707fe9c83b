import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconClipboardList, IconMessage2 } from '@tabler/icons-react';
import { CardGridSection, InfoCard } from '../components/card-grid-section';
import { InfoPage } from '../components/info-page';
import { InfoLinkView } from '../components/rich-text';
import { useLocalised } from '../components/use-info-lang';
import { aboutUsContent, type InvolvementKind } from '../content/about-us';

const involvementIcons: Record<InvolvementKind, typeof IconMessage2> = {
  review: IconMessage2,
  survey: IconClipboardList,
  maas: IconBulb,
};

export default function AboutUsPage() {
  const { lang, content } = useLocalised(aboutUsContent);
  const { involve } = content;

  return (
    <InfoPage content={content} lang={lang} closing={content.closing}>
      <CardGridSection id={involve.id} headingId={`${involve.id}-heading`} heading={involve.heading} intro={involve.intro} columns={3}>
        {involve.ways.map((way) => {
          const Icon = involvementIcons[way.kind];
          return (
            <InfoCard key={way.kind}>
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
            </InfoCard>
          );
        })}
      </CardGridSection>
    </InfoPage>
  );
}
