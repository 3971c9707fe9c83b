import { Button, Card, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../home.module.css';

type HomeCardProps = {
  icon: ReactNode;
  title: string;
  body: ReactNode;
  cta: string;
  to: string;
  color?: 'transit' | 'accent';
  className?: string;
  /** Extra lines between the body and the call to action (e.g. the prize's winners and T&C). */
  extra?: ReactNode;
};

/** A home-page card: icon, h2 title, text and one call to action. */
export function HomeCard({ icon, title, body, cta, to, color = 'transit', className, extra }: HomeCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      className={[classes.card, className].filter(Boolean).join(' ')}
    >
      <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      <Text className={classes.cardBody}>{body}</Text>
      {extra}
      <Button
        component={Link}
        to={to}
        variant={color === 'accent' ? 'filled' : 'light'}
        color={color}
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        mt="xs"
        fullWidth
      >
        {cta}
      </Button>
    </Card>
  );
}
