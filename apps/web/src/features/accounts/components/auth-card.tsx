import { Container, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

type AuthCardProps = {
  /** The page's h1. */
  title: ReactNode;
  /** Tab title; defaults to `title` when it is a string. */
  documentTitle?: string;
  /**
   * Move focus to the heading when the card appears: for views that replace a form on the same
   * address ('Check your email', 'Password Updated!'…), so a screen reader announces the outcome and
   * focus is not left on a button that no longer exists.
   */
  focusHeading?: boolean;
  children: ReactNode;
};

/** The account screens' frame: one narrow column, full width on phones, a card from 480 px. */
export function AuthCard({ title, documentTitle, focusHeading = false, children }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <Container size={480} py={{ base: 'md', sm: 48 }}>
      <DocumentTitle page={documentTitle ?? (typeof title === 'string' ? title : undefined)} />
      <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Title order={1} ta="center" ref={heading} tabIndex={focusHeading ? -1 : undefined}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
