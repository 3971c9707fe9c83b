import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { CardGridSection, InfoCard } from '../components/card-grid-section';
import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { meetTheTeamContent, type TeamGroup } from '../content/meet-the-team';

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
    <InfoPage content={content} lang={lang} closing={content.closing}>
      {content.groups.map((group) => (
        <CardGridSection
          key={group.id}
          headingId={`team-${group.id}-heading`}
          heading={group.heading}
          intro={group.intro}
          columns={2}
        >
          {group.members.map((member) => (
            <InfoCard key={member.name}>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <Avatar color={avatarColours[group.id]} variant="filled" size={56} radius="xl" aria-hidden="true">
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
            </InfoCard>
          ))}
        </CardGridSection>
      ))}
    </InfoPage>
  );
}
