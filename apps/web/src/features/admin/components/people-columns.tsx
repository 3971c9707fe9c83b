import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle, IconShieldMinus, IconShieldPlus } from '@tabler/icons-react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import type { AdminUser } from '../api/people-api';
import type { PagedTableColumn } from './paged-table';
import { dateTimeFormat, LOCALES, numberFormat } from '../../../lib/intl-formats';
import classes from './paged-table.module.css';

/*
 * The columns of both people tables: everything the server sends except the id and the role
 * details (spec §6 hides those), and the one action of the table.
 */

const dash = '—';

export function usePeopleColumns({
  currentUserId,
  onAction,
}: {
  currentUserId: string | undefined;
  onAction: (user: AdminUser) => void;
}): PagedTableColumn<AdminUser>[] {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dates = dateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'Asia/Kuala_Lumpur' });
  const numbers = numberFormat(LOCALES[language]);

  return [
    {
      key: 'name',
      header: t('adminPeople.columns.name'),
      cell: (user) => (
        // Not a Mantine Group: its children's max-width (preventGrowOverflow) let the name spill
        // past its half and pushed the badge over the Username column.
        <span className={classes.nameCell}>
          <Text span size="sm" fw={500}>
            {user.name}
          </Text>
          {user.id === currentUserId ? (
            <Badge size="sm" color="transit" variant="filled" style={{ flexShrink: 0 }}>
              {t('adminPeople.you')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'username', header: t('adminPeople.columns.username'), cell: (user) => user.username },
    { key: 'email', header: t('adminPeople.columns.email'), cell: (user) => user.email ?? dash },
    { key: 'phone', header: t('adminPeople.columns.phone'), cell: (user) => user.phone ?? dash },
    {
      key: 'verified',
      header: t('adminPeople.columns.verified'),
      // Colour is never the only cue: an icon and a word.
      cell: (user) =>
        user.emailVerified ? (
          <Group gap={4} wrap="nowrap">
            <IconCircleCheck size={16} color="var(--mantine-color-green-9)" aria-hidden />
            <Text size="sm">{t('adminPeople.verified')}</Text>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <IconAlertCircle size={16} color="var(--mantine-color-orange-9)" aria-hidden />
            <Text size="sm">{t('adminPeople.notVerified')}</Text>
          </Group>
        ),
    },
    {
      key: 'joined',
      header: t('adminPeople.columns.joined'),
      cell: (user) => (
        <time dateTime={user.createdAt} style={{ whiteSpace: 'nowrap' }}>
          {dates.format(new Date(user.createdAt))}
        </time>
      ),
    },
    { key: 'reviews', header: t('adminPeople.columns.reviews'), numeric: true, cell: (user) => numbers.format(user.reviewCount) },
    {
      key: 'language',
      header: t('adminPeople.columns.language'),
      cell: (user) => (user.language === 'ms' ? t('language.msName') : t('language.enName')),
    },
    { key: 'location', header: t('adminPeople.columns.location'), cell: (user) => user.location ?? dash },
    {
      key: 'action',
      header: t('adminPeople.columns.action'),
      cell: (user) =>
        user.role.isAdmin ? (
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            leftSection={<IconShieldMinus size={16} aria-hidden />}
            aria-label={t('adminPeople.actions.removeFor', { name: user.name })}
            onClick={() => onAction(user)}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('adminPeople.actions.remove')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="outline"
            leftSection={<IconShieldPlus size={16} aria-hidden />}
            aria-label={t('adminPeople.actions.grantFor', { name: user.name })}
            onClick={() => onAction(user)}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('adminPeople.actions.grant')}
          </Button>
        ),
    },
  ];
}
