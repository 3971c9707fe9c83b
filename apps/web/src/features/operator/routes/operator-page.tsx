import { Anchor, Badge, Center, Chip, Container, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { DATE_FILTER_FORMAT, INBOX_SORTS, klDateString, type InboxSort } from '@suara/domain';
import { IconInbox, IconMessageCheck, IconMessageExclamation, IconUsersGroup } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { DateTextInput } from '../../../components/date-time-inputs';
import { DocumentTitle } from '../../../components/document-title';
import { FeelingLabel } from '../../../components/feeling-label';
import { LoadError } from '../../../components/load-error';
import { PageSkeleton } from '../../../components/page-skeleton';
import { ReviewDialogAnchor } from '../../../components/review-tile';
import { TicketLine } from '../../../components/review-status-badge';
import { aspectLabel, optionTitle, relativeTime, serviceLabel, useNow } from '../../../lib/review-format';
import { useSession } from '../../../lib/session';
import { KeysetList } from '../../admin/components/moderation-keyset-list';
import { operatorQueryOptions } from '../../insights/api/insights-api';
import { NO_FILTERS } from '../../insights/insights-filters';
import { reviewOptionsQueryOptions } from '../../reviews/api/review-create-api';
import { myTeamsQueryOptions, type MyTeam } from '../api/my-teams-api';
import { TeamPanel } from '../components/team-panel';
import { inboxQueryOptions, NO_INBOX_FILTERS, type InboxFilters, type InboxItem, type InboxStatus } from '../api/operator-api';

/** The statuses as the team works through them: its 'New' (forwarded) first. */
const STATUS_ORDER: InboxStatus[] = ['forwarded', 'acknowledged', 'in_progress', 'resolved', 'verified', 'submitted'];
const TEXT_FILTERS = ['route', 'stop', 'aspect', 'feeling', 'from', 'to'] as const;

/** The filters live in the URL, so a view can be shared within the team and survives a reload. */
function readInboxFilters(params: URLSearchParams): InboxFilters {
  const status = params.get('status') as InboxStatus | null;
  const sort = params.get('sort') as InboxSort | null;
  const filters: InboxFilters = {
    ...NO_INBOX_FILTERS,
    status: status && STATUS_ORDER.includes(status) ? status : '',
    unanswered: params.get('unanswered') === 'true',
    sort: sort && INBOX_SORTS.includes(sort) ? sort : 'newest',
  };
  for (const name of TEXT_FILTERS) filters[name] = params.get(name) ?? '';
  return filters;
}

/** The URL's query with `next` in it; an empty value takes its name out. */
function withParams(params: URLSearchParams, next: Record<string, string>) {
  const merged = new URLSearchParams(params);
  for (const [name, value] of Object.entries(next)) {
    if (value) merged.set(name, value);
    else merged.delete(name);
  }
  return merged;
}

function InboxRow({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  const place = [item.routeName, item.stopName].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="md" radius="md" data-testid="inbox-item">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <TicketLine ticketNumber={item.ticketNumber} status={item.status} />
          <Group gap="xs">
            {item.meTooCount > 0 ? (
              <Badge variant="light" color="grape.9">
                {t('operator.inbox.meToo', { count: item.meTooCount })}
              </Badge>
            ) : null}
            <Badge
              variant="light"
              color={item.answered ? 'teal.9' : 'orange.9'}
              leftSection={item.answered ? <IconMessageCheck size={14} aria-hidden="true" /> : <IconMessageExclamation size={14} aria-hidden="true" />}
            >
              {t(item.answered ? 'operator.inbox.answered' : 'operator.inbox.unanswered')}
            </Badge>
          </Group>
        </Group>
        <Group gap="xs" wrap="wrap">
          <FeelingLabel feeling={item.feeling} language={language} size="sm" />
          <Text size="sm" fw={600}>
            {serviceLabel(item, language)} · {aspectLabel(item, language)}
          </Text>
          {place ? (
            <Text size="sm" c="dimmed">
              {place}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" lineClamp={3}>
          {item.excerpt}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
            {relativeTime(item.createdAt, now, t)}
          </Text>
          <ReviewDialogAnchor reviewId={item.id} size="sm">
            {t('operator.inbox.open', { number: item.ticketNumber })}
          </ReviewDialogAnchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Keys typed into a field are the field's: a text box, a list box or an editable region. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)) ||
  (target instanceof HTMLElement && target.isContentEditable);

/**
 * J / K (or the arrow keys) move between the rows' 'Open' links from anywhere on the page but a
 * field; Enter opens the dialog, whose close brings focus back to the row.
 */
function useRowKeys(list: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const step = ({ j: 1, ArrowDown: 1, k: -1, ArrowUp: -1 } as Record<string, number>)[event.key];
      // The page behind an open review dialog is inert: its keys are the dialog's.
      if (!step || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || document.getElementById('root')?.hasAttribute('inert')) return;
      const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('[data-testid="inbox-item"] a') ?? [])];
      if (links.length === 0) return;
      // Arrow keys keep scrolling the page unless focus is already on a row.
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      if (at === -1 && event.key.startsWith('Arrow')) return;
      event.preventDefault();
      links[at === -1 ? 0 : Math.min(links.length - 1, Math.max(0, at + step))]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list]);
}

function Inbox({ team }: { team: MyTeam }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = readInboxFilters(params);
  const list = useRef<HTMLDivElement>(null);
  useRowKeys(list);
  const inbox = useInfiniteQuery(inboxQueryOptions(team.id, filters));
  const options = useQuery(reviewOptionsQueryOptions());
  // The routes and stops riders wrote about this operator, from its public scorecard.
  const scorecard = useQuery(operatorQueryOptions(team.operator.slug, NO_FILTERS));
  const counts = inbox.data?.pages[0]?.counts;
  const today = klDateString(new Date());

  // The defaults ('newest', off) stay out of the URL.
  const change = (next: Partial<InboxFilters>) => {
    const texts = Object.entries(next).map(([name, value]) => [name, typeof value === 'boolean' ? (value ? 'true' : '') : value === 'newest' ? '' : (value ?? '')]);
    setParams(withParams(params, Object.fromEntries(texts)), { replace: true });
  };
  const select = (label: string, name: (typeof TEXT_FILTERS)[number], all: string, data: { value: string; label: string }[]) => (
    <NativeSelect label={label} value={filters[name]} onChange={(event) => change({ [name]: event.currentTarget.value })} data={[{ value: '', label: all }, ...data]} />
  );
  const datesInOrder = !filters.from || !filters.to || filters.from <= filters.to;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;

  return (
    <Stack gap="md">
      <Chip.Group value={filters.status} onChange={(value) => change({ status: value as InboxStatus | '' })}>
        <Group gap="xs" role="group" aria-label={t('operator.inbox.statuses')}>
          <Chip value="">{t('operator.inbox.all', { count: total ?? 0 })}</Chip>
          {STATUS_ORDER.map((status) => (
            <Chip key={status} value={status}>
              {t(status === 'forwarded' ? 'operator.inbox.new' : `reviewStatus.status.${status}`)} ({counts?.[status] ?? 0})
            </Chip>
          ))}
        </Group>
      </Chip.Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-label={t('operator.inbox.filters')}>
        {select(
          t('operator.inbox.route'),
          'route',
          t('operator.inbox.allRoutes'),
          (scorecard.data?.routes ?? []).map((route) => ({ value: route.id, label: `${route.code} ${route.name}` })),
        )}
        {select(
          t('operator.inbox.stop'),
          'stop',
          t('operator.inbox.allStops'),
          (scorecard.data?.stops ?? []).map((stop) => ({ value: stop.id, label: stop.name })),
        )}
        {select(
          t('operator.inbox.aspect'),
          'aspect',
          t('operator.inbox.allAspects'),
          (options.data?.aspects ?? []).map((aspect) => ({ value: aspect.id, label: optionTitle(aspect, language) })),
        )}
        {select(
          t('operator.inbox.feeling'),
          'feeling',
          t('operator.inbox.allFeelings'),
          (options.data?.feelings ?? []).map((feeling) => ({ value: feeling.id, label: optionTitle(feeling, language) })),
        )}
        {(['from', 'to'] as const).map((name) => (
          <DateTextInput
            key={name}
            label={t(`operator.inbox.${name}`)}
            description={DATE_FILTER_FORMAT}
            pickerLabel={t('operator.inbox.datePicker', { field: t(`operator.inbox.${name}`) })}
            value={filters[name]}
            max={today}
            onChange={(value) => change({ [name]: value })}
            error={name === 'to' && !datesInOrder ? t('audit.toBeforeFrom') : undefined}
          />
        ))}
        <NativeSelect
          label={t('operator.inbox.sort')}
          value={filters.sort}
          onChange={(event) => change({ sort: event.currentTarget.value as InboxSort })}
          data={INBOX_SORTS.map((sort) => ({ value: sort, label: t(`operator.inbox.sorts.${sort}`) }))}
        />
        <Switch
          label={t('operator.inbox.onlyUnanswered')}
          checked={filters.unanswered}
          onChange={(event) => change({ unanswered: event.currentTarget.checked })}
          style={{ alignSelf: 'center' }}
        />
      </SimpleGrid>

      <Text size="sm" c="dimmed">
        {t('operator.inbox.keys')}
      </Text>
      <div ref={list}>
        <KeysetList
          query={inbox}
          label={t('operator.inbox.listLabel')}
          loadingLabel={t('operator.inbox.loading')}
          errorTitle={t('operator.inbox.loadFailed')}
          empty={{ icon: <IconInbox size={40} aria-hidden="true" />, text: t('operator.inbox.empty') }}
          loadMoreLabel={t('operator.inbox.loadMore')}
          skeletonHeight={150}
          itemKey={(item) => item.id}
          renderItem={(item) => <InboxRow item={item} />}
        />
      </div>
    </Stack>
  );
}

type View = 'inbox' | 'team';

/**
 * The chosen team's page: its inbox and, for its managers, a Team tab (?view=team) to invite and
 * remove staff. Staff on several teams switch between them here.
 */
function TeamWorkspace({ team, teams, selfId }: { team: MyTeam; teams: MyTeam[]; selfId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const manager = team.role === 'manager';
  const view: View = manager && params.get('view') === 'team' ? 'team' : 'inbox';
  const go = (next: Record<string, string>) => setParams(withParams(params, next), { replace: true });
  const inbox = <Inbox team={team} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('operator.inbox.title', { operator: team.operator.name })}
          </Title>
          <Text c="dimmed">{t('operator.inbox.intro')}</Text>
        </div>
        {teams.length > 1 ? (
          <NativeSelect
            label={t('operator.inbox.team')}
            value={team.id}
            // Another operator has other routes and stops.
            onChange={(event) => go({ team: event.currentTarget.value, route: '', stop: '' })}
            data={teams.map((one) => ({ value: one.id, label: one.operator.name }))}
          />
        ) : null}
      </Group>
      {manager ? (
        <Tabs value={view} onChange={(value) => go({ view: value === 'team' ? 'team' : '' })} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="inbox" leftSection={<IconInbox size={18} aria-hidden />}>
              {t('operator.tabs.inbox')}
            </Tabs.Tab>
            <Tabs.Tab value="team" leftSection={<IconUsersGroup size={18} aria-hidden />}>
              {t('operator.tabs.team')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="inbox">{inbox}</Tabs.Panel>
          <Tabs.Panel value="team">
            <TeamPanel teamId={team.id} selfId={selfId} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        inbox
      )}
    </Stack>
  );
}

/**
 * /operator (issue #18): an operator team's inbox of what riders say about its operator, with
 * counts per status, filters and keyboard triage; each review opens in the dialog, where the team
 * responds and moves its status.
 */
export default function OperatorPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const teams = useQuery({ ...myTeamsQueryOptions(user?.id ?? ''), enabled: user !== null });

  let body;
  if (teams.isPending) body = <PageSkeleton />;
  else if (teams.isError) body = <LoadError message={t('operator.inbox.teamsFailed')} onRetry={() => void teams.refetch()} />;
  else if (teams.data.length === 0) {
    body = (
      <Center py="xl">
        <Stack align="center" ta="center" gap="sm" maw="32rem">
          <IconInbox size={48} aria-hidden="true" />
          <Title order={1} size="h3">
            {t('operator.inbox.noTeamTitle')}
          </Title>
          <Text>{t('operator.inbox.noTeam')}</Text>
          <Anchor component={Link} to="/">
            {t('operator.inbox.home')}
          </Anchor>
        </Stack>
      </Center>
    );
  } else {
    const team = teams.data.find((one) => one.id === params.get('team')) ?? teams.data[0]!;
    body = <TeamWorkspace key={team.id} team={team} teams={teams.data} selfId={user?.id ?? ''} />;
  }

  return (
    <Container size="lg" py="lg">
      <DocumentTitle page={t('operator.inbox.pageTitle')} />
      {body}
    </Container>
  );
}
