import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin, IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { UserAvatar } from '../../../components/user-avatar';
import { dateTimeFormat, LOCALES } from '../../../lib/intl-formats';
import classes from './profile.module.css';

type ProfileHeaderProps = {
  name: string;
  username?: string | null;
  avatarUrl: string | null;
  about?: string | null;
  location?: string | null;
  createdAt?: string | null;
  verified?: boolean;
  reviewCount?: number | null;
  /** Next to the name: the 'Administrator' link of one's own profile. */
  badges?: ReactNode;
  /** Under the details: the 'Not Verified' warning, Settings, Report… */
  children?: ReactNode;
};

/** The top of a profile (own and public): avatar or initial, name, @username, badges, about, counts. */
export function ProfileHeader({
  name,
  username,
  avatarUrl,
  about,
  location,
  createdAt,
  verified,
  reviewCount,
  badges,
  children,
}: ProfileHeaderProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const joined = createdAt ? new Date(createdAt) : null;
  const joinedText =
    joined && !Number.isNaN(joined.getTime())
      ? dateTimeFormat(LOCALES[language], {
          month: 'long',
          year: 'numeric',
          timeZone: 'Asia/Kuala_Lumpur',
        }).format(joined)
      : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <div className={classes.header}>
        <UserAvatar name={name} avatarUrl={avatarUrl} size={96} />
        <Stack gap={6} className={classes.details}>
          <Title order={1} className={classes.name}>
            {name}
          </Title>
          {username ? (
            <Text c="dimmed" className={classes.username}>
              @{username}
            </Text>
          ) : null}
          {verified || badges ? (
            <Group gap="xs">
              {badges}
              {verified ? (
                <Badge
                  color="transit"
                  variant="light"
                  size="lg"
                  leftSection={<IconRosetteDiscountCheck size={16} aria-hidden="true" />}
                >
                  {t('profile.verified')}
                </Badge>
              ) : null}
            </Group>
          ) : null}
          {about ? <Text className={classes.about}>{about}</Text> : null}
          <Group gap="md" c="dimmed">
            {reviewCount !== undefined && reviewCount !== null ? (
              <Text size="sm" fw={600} c="gray.8">
                {t('profile.reviewCount', { count: reviewCount })}
              </Text>
            ) : null}
            {location ? (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={16} aria-hidden="true" />
                <Text size="sm">{location}</Text>
              </Group>
            ) : null}
            {joinedText ? (
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={16} aria-hidden="true" />
                <Text size="sm">{t('profile.joined', { date: joinedText })}</Text>
              </Group>
            ) : null}
          </Group>
        </Stack>
      </div>
      {children ? (
        <Stack gap="md" mt="lg">
          {children}
        </Stack>
      ) : null}
    </Paper>
  );
}
