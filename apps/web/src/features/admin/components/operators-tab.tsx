import { Button, Card, Flex, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OPERATOR_MAX, operatorKey } from '@suara/domain';
import { IconBuildingCommunity, IconCircleCheck, IconLink, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiFieldErrors } from '../../../lib/api-client';
import { operatorsQueryOptions, unmatchedOperatorsQueryOptions, type UnmatchedName } from '../api/operators-admin-api';
import { KeysetList } from './moderation-keyset-list';
import classes from './operators-tab.module.css';
import { OperatorsAddDialog } from './operators-add-dialog';
import { OperatorsMapDialog } from './operators-map-dialog';

const SEARCH_DEBOUNCE_MS = 300;

type Action = { kind: 'map' | 'add'; item: UnmatchedName };
type RowProps = { item: UnmatchedName; onAction: (action: Action) => void; mapButtonRef: (button: HTMLButtonElement | null) => void };

function UnmatchedRow({ item, onAction, mapButtonRef }: RowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminOperators.reviewCount', { count: item.reviewCount })}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap" grow preventGrowOverflow={false} style={{ flexShrink: 0 }} className={classes.actions}>
          {/* The buttons' names say which name they act on: a list of 'Map to operator' buttons is no help. */}
          <Button
            ref={mapButtonRef}
            variant="default"
            leftSection={<IconLink size={16} aria-hidden />}
            aria-label={t('adminOperators.mapNamed', { name: item.name })}
            onClick={() => onAction({ kind: 'map', item })}
          >
            {t('adminOperators.map')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-label={t('adminOperators.addNamed', { name: item.name })}
            onClick={() => onAction({ kind: 'add', item })}
          >
            {t('adminOperators.add')}
          </Button>
        </Group>
      </Flex>
    </Card>
  );
}

/**
 * Operators (issue #17 section 1): the names riders typed that no operator matched, most reviews
 * first, found by any part. Each is mapped to an operator or added as a new one; either links its
 * past reviews, the toast says how many, and the name (with every spelling of the same key) leaves
 * the list. Focus then moves to the next name, so a keyboard can work down the list.
 */
export default function OperatorsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const names = useInfiniteQuery({ ...unmatchedOperatorsQueryOptions(q), placeholderData: keepPreviousData });
  const queryError = apiFieldErrors(names.error).q;
  const items = names.data?.pages.flatMap((page) => page.items) ?? [];
  // The map dialog's picker lists them: fetched with the tab, not when the dialog opens.
  const client = useQueryClient();
  useEffect(() => void client.prefetchQuery(operatorsQueryOptions()), [client]);

  const [action, setAction] = useState<Action | null>(null);
  const [opened, setOpened] = useState(false);
  const mapButtons = useRef(new Map<string, HTMLButtonElement>());
  const searchRef = useRef<HTMLInputElement>(null);
  // The name whose button takes focus when the dialog has gone (null: the search field).
  const focusAfter = useRef<string | null | undefined>(undefined);

  const open = (next: Action) => {
    setAction(next);
    setOpened(true);
  };
  const done = () => {
    if (action) {
      const key = operatorKey(action.item.name);
      const index = items.findIndex((item) => item.name === action.item.name);
      const rest = items.filter((item) => operatorKey(item.name) !== key);
      const before = items.slice(0, Math.max(index, 0)).filter((item) => operatorKey(item.name) !== key).length;
      focusAfter.current = (rest[before] ?? rest.at(-1))?.name ?? null;
    }
    setOpened(false);
  };
  const exited = () => {
    setAction(null);
    const target = focusAfter.current;
    focusAfter.current = undefined;
    if (target === undefined) return; // cancelled: Mantine returns focus to the button that opened it
    (target === null ? searchRef.current : (mapButtons.current.get(target) ?? searchRef.current))?.focus();
  };

  return (
    <Stack gap="md">
      {/* The page's h1, then this h2, then each name's h3 (axe heading-order), as on the other tabs. */}
      <Title order={2} size="h3">
        {t('adminOperators.title')}
      </Title>
      <Text maw="75ch">{t('adminOperators.intro')}</Text>
      <TextInput
        ref={searchRef}
        type="search"
        label={t('adminOperators.searchLabel')}
        placeholder={t('adminOperators.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={OPERATOR_MAX}
        onChange={(event) => setSearch(event.currentTarget.value)}
        error={queryError}
        maw={420}
      />
      <div aria-busy={names.isPlaceholderData || undefined}>
        <KeysetList
          query={names}
          label={t('adminOperators.listLabel')}
          loadingLabel={t('adminOperators.loading')}
          errorTitle={t('adminOperators.loadFailed')}
          hideError={Boolean(queryError)}
          empty={
            q
              ? { icon: <IconBuildingCommunity size={40} aria-hidden="true" />, text: t('adminOperators.emptySearch', { q }) }
              : { icon: <IconCircleCheck size={40} aria-hidden="true" />, text: t('adminOperators.empty') }
          }
          loadMoreLabel={t('adminOperators.loadMore')}
          skeletonHeight={88}
          itemKey={(item) => item.name}
          renderItem={(item) => (
            <UnmatchedRow
              item={item}
              onAction={open}
              mapButtonRef={(button) => {
                if (button) mapButtons.current.set(item.name, button);
                else mapButtons.current.delete(item.name);
              }}
            />
          )}
        />
      </div>
      <OperatorsMapDialog opened={opened && action?.kind === 'map'} item={action?.kind === 'map' ? action.item : null} onClose={() => setOpened(false)} onDone={done} onExited={exited} />
      <OperatorsAddDialog opened={opened && action?.kind === 'add'} item={action?.kind === 'add' ? action.item : null} onClose={() => setOpened(false)} onDone={done} onExited={exited} />
    </Stack>
  );
}
