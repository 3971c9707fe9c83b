import { Text, Title } from '@mantine/core';

/** A tab's or section's h2 under the page's h1, with a line on what it is for. */
export function SectionHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw="75ch">
        {intro}
      </Text>
    </div>
  );
}
