import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './info.module.css';

interface CardGridSectionProps {
  /** The section's own anchor, when it has one. */
  id?: string;
  /** Id for the h2, which labels the section. */
  headingId: string;
  heading: string;
  intro: string;
  /** Columns from the `sm` breakpoint; one column below it. */
  columns: number;
  /** The cards (InfoCard). */
  children: ReactNode;
}

/** A wide section of an information page: an h2 and a line of intro, then a grid of cards. */
export function CardGridSection({ id, headingId, heading, intro, columns, children }: CardGridSectionProps) {
  return (
    <Stack component="section" gap="md" id={id} aria-labelledby={headingId}>
      <Stack gap="xs" className={classes.prose}>
        <Title order={2} size="h3" id={headingId}>
          {heading}
        </Title>
        <Text>{intro}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** One card of a CardGridSection. */
export function InfoCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card}>
      {children}
    </Card>
  );
}
