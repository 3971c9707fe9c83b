import { Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_AREAS, DATE_FILTER_FORMAT, daysInOrder, isIsoDate, klDateString, type AuditArea } from '@suara/domain';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { DateTextInput } from '../../../components/date-time-inputs';
import { ReviewDialogAnchor } from '../../../components/review-tile';
import { SectionHeading } from '../../../components/section-heading';
import { apiErrorText } from '../../../lib/api-client';
import { fullDate } from '../../../lib/review-format';
import { auditCsvPath, auditQueryOptions, NO_AUDIT_FILTERS, type AuditEntry, type AuditFilters } from '../api/audit-api';
import { downloadFile } from '../api/reports-api';
import { KeysetList } from './moderation-keyset-list';

/** Typing a name asks once, at the pause. */
const ACTOR_DEBOUNCE_MS = 400;

/** Where the entry's target can be seen: the review in its dialog, the user's profile. */
function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.targetId) return null;
  if (entry.targetType === 'review') {
    return (
      <ReviewDialogAnchor reviewId={entry.targetId} size="sm">
        {t('audit.openReview')}
      </ReviewDialogAnchor>
    );
  }
  if (entry.targetType === 'user') {
    return (
      <Anchor component={Link} to={`/public-profile/${entry.targetId}`} size="sm">
        {t('audit.openProfile')}
      </Anchor>
    );
  }
  return null;
}

/** What changed, as recorded: 'from: submitted', 'to: verified', 'hidden: yes'… */
function Details({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation();
  const shown = (value: unknown) => (typeof value === 'boolean' ? t(value ? 'audit.yes' : 'audit.no') : typeof value === 'string' ? value : JSON.stringify(value));
  return (
    <Stack component="dl" gap={2} m={0}>
      {Object.entries(details).map(([key, value]) => (
        <Group key={key} gap={6} wrap="nowrap" align="baseline">
          <Text component="dt" size="xs" c="dimmed">
            {key}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value === null ? '–' : shown(value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card component="article" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
          </Title>
          <Text size="xs" c="dimmed">
            <time dateTime={entry.createdAt}>{fullDate(entry.createdAt, language)}</time>
          </Text>
        </Group>
        <Text size="sm">{entry.actor ? t('audit.by', { name: entry.actor.name, email: entry.actor.email }) : t('audit.bySystem')}</Text>
        {entry.details && Object.keys(entry.details).length > 0 ? <Details details={entry.details} /> : null}
        <Target entry={entry} />
      </Stack>
    </Card>
  );
}

/**
 * The audit log (issue #18, section 5): every administrator's action, newest first, with who did it,
 * when and what changed; filters by area, person and days; the same entries as CSV.
 */
export default function AuditTab() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [actor] = useDebouncedValue(draft.actor, ACTOR_DEBOUNCE_MS);
  // Half-typed days are not asked for; a range the wrong way round says so under 'To' and keeps the list.
  const day = (value: string) => (isIsoDate(value) ? value : '');
  const filters: AuditFilters = { area: draft.area, actor, from: day(draft.from), to: day(draft.to) };
  const datesInOrder = daysInOrder(filters.from, filters.to);
  const entries = useInfiniteQuery({ ...auditQueryOptions(filters), enabled: datesInOrder, placeholderData: keepPreviousData });
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const change = <K extends keyof AuditFilters>(name: K, value: AuditFilters[K]) => setDraft((d) => ({ ...d, [name]: value }));
  const today = klDateString(new Date());
  const dateLabel = (name: 'from' | 'to') => t(name === 'from' ? 'audit.from' : 'audit.to');

  const downloadCsv = async () => {
    setDownload({ busy: true, error: null });
    try {
      await downloadFile(auditCsvPath(filters), 'audit-log.csv', () => undefined);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error: apiErrorText(error) });
    }
  };

  return (
    <Stack gap="md">
      <SectionHeading title={t('admin.tabs.audit')} intro={t('audit.intro')} />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" role="group" aria-label={t('audit.filters')}>
        <NativeSelect
          label={t('audit.area')}
          value={draft.area}
          onChange={(event) => change('area', event.currentTarget.value as AuditArea | '')}
          data={[{ value: '', label: t('audit.allAreas') }, ...AUDIT_AREAS.map((area) => ({ value: area, label: t(`audit.areas.${area}`) }))]}
        />
        <TextInput label={t('audit.actor')} description={t('audit.actorHint')} value={draft.actor} maxLength={120} onChange={(event) => change('actor', event.currentTarget.value)} />
        {(['from', 'to'] as const).map((name) => (
          <DateTextInput
            key={name}
            label={dateLabel(name)}
            description={DATE_FILTER_FORMAT}
            pickerLabel={t('audit.datePicker', { field: dateLabel(name) })}
            value={draft[name]}
            max={today}
            onChange={(value) => change(name, value)}
            error={name === 'to' && !datesInOrder ? t('audit.toBeforeFrom') : undefined}
          />
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={download.busy}
          disabled={!datesInOrder}
          onClick={() => void downloadCsv()}
        >
          {t('audit.download')}
        </Button>
        {download.error ? (
          <Text size="sm" c="red.8" role="alert">
            {download.error}
          </Text>
        ) : null}
      </Group>
      <KeysetList
        query={entries}
        label={t('audit.listLabel')}
        loadingLabel={t('audit.loading')}
        errorTitle={t('audit.loadFailed')}
        empty={{ icon: <IconHistory size={40} aria-hidden="true" />, text: t('audit.empty') }}
        loadMoreLabel={t('audit.loadMore')}
        skeletonHeight={110}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => <EntryCard entry={entry} />}
      />
    </Stack>
  );
}
