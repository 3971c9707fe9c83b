import type { MouseEvent } from 'react';
import { useId } from 'react';
import { Anchor, Box, List, Text } from '@mantine/core';
import type { InfoSection } from '../content/types';
import classes from './info.module.css';

/** Heading id for a section; the section view uses the same rule. */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

function jumpTo(event: MouseEvent<HTMLAnchorElement>, sectionId: string) {
  // Let modified clicks (new tab, etc.) behave as normal links.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const target = document.getElementById(sectionId);
  if (!target) return;
  // Scroll here rather than changing the URL hash, so the shell's
  // "scroll to top on route change" does not fight the jump.
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  // Move keyboard and screen-reader focus to the section heading.
  const heading = document.getElementById(sectionHeadingId(sectionId));
  heading?.focus({ preventScroll: true });
}

export function TableOfContents({ label, sections }: { label: string; sections: readonly InfoSection[] }) {
  const labelId = useId();
  return (
    <Box component="nav" aria-labelledby={labelId} className={`${classes.toc} ${classes.prose}`}>
      <Text fw={700} mb="xs" id={labelId}>
        {label}
      </Text>
      <List spacing={4} withPadding>
        {sections.map((section) => (
          <List.Item key={section.id}>
            <Anchor
              href={`#${section.id}`}
              underline="always"
              onClick={(event: MouseEvent<HTMLAnchorElement>) => jumpTo(event, section.id)}
            >
              {section.heading}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
