import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InfoSectionView } from '../components/info-blocks';
import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { meetTheTeamContent, type TeamGroup } from '../content/meet-the-team';
import classes from '../components/info.module.css';

/** First letter of each word of the name: 'Aisyah' → 'A', 'Wei Jie' → 'WJ'. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

/** Dark shades so white initials keep at least 4.5:1 contrast. */
const avatarColours: Record<TeamGroup['id'], string> = {
  engineers: 'blue.9',
  researchers: 'grape.9',
  moderators: 'teal.9',
};

export default function MeetTheTeamPage() {
  const { lang, content } = useLocalised(meetTheTeamContent);

  return (
    <InfoPage content={content} lang={lang}>
      {content.groups.map((group) => {
        const headingId = `team-${group.id}-heading`;
        return (
          <Stack key={group.id} component="section" gap="md" aria-labelledby={headingId}>
            <Stack gap="xs" className={classes.prose}>
              <Title order={2} size="h3" id={headingId}>
                {group.heading}
              </Title>
              <Text>{group.intro}</Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {group.members.map((member) => (
                <Card key={member.name} withBorder radius="md" padding="lg" className={classes.card}>
                  <Group align="flex-start" wrap="nowrap" gap="md">
                    <Avatar
                      color={avatarColours[group.id]}
                      variant="filled"
                      size={56}
                      radius="xl"
                      aria-hidden="true"
                    >
                      {initials(member.name)}
                    </Avatar>
                    <Stack gap={4}>
                      <Title order={3} size="h4">
                        {member.name}
                      </Title>
                      <Text fw={600}>{member.role}</Text>
                      <Text>{member.description}</Text>
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}

      <Stack gap="xl" className={classes.prose}>
        {content.closing.map((section) => (
          <InfoSectionView key={section.id} section={section} lang={lang} />
        ))}
      </Stack>
    </InfoPage>
  );
}
