import { Badge, Group, Text, type GroupProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** The prize's small print (spec §2 'Prize card', §9): 25 lucky winners, T&C apply. */
export function PrizeTerms(props: GroupProps) {
  const { t } = useTranslation();
  return (
    <Group align="center" {...props}>
      <Badge color="accent" variant="light" size="lg">
        {t('home.prize.winners')}
      </Badge>
      <Text size="sm" c="gray.8">
        {t('home.prize.terms')}
      </Text>
    </Group>
  );
}
