import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { EMAIL_MAX, type AdminUserRole } from '@suara/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMessage } from '../../../lib/messages';
import { adminUsersQueryOptions, type AdminUser } from '../api/people-api';
import { PagedTable, usePagedTableState } from './paged-table';
import { usePeopleColumns } from './people-columns';

const SEARCH_DEBOUNCE_MS = 300;

type PeopleSectionProps = {
  role: AdminUserRole;
  currentUserId: string | undefined;
  onAction: (user: AdminUser) => void;
};

/** 'Administrators (n)' or 'Users (n)': the heading with the table's size, and for users the find-by-email box. */
export function PeopleSection({ role, currentUserId, onAction }: PeopleSectionProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const headingId = useId();
  const { page, pageSize, setPage, setPageSize } = usePagedTableState();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const people = useQuery(adminUsersQueryOptions({ role, q, page, pageSize }));
  const columns = usePeopleColumns({ currentUserId, onAction });

  // A new search starts at the first page (adjusted while rendering, so no request for the old page goes out).
  const [searchedFor, setSearchedFor] = useState(q);
  if (searchedFor !== q) {
    setSearchedFor(q);
    setPage(1);
  }

  const count = people.data ? (role === 'admin' ? people.data.counts.admins : people.data.counts.users) : undefined;
  const title = t(role === 'admin' ? 'adminPeople.administrators' : 'adminPeople.users');

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {count === undefined ? title : t('adminPeople.titleWithCount', { title, count })}
      </Title>
      {role === 'user' ? (
        <TextInput
          type="search"
          label={t('adminPeople.findByEmail')}
          placeholder={t('adminPeople.findByEmailPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={EMAIL_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
      ) : null}
      <PagedTable
        label={title}
        columns={columns}
        rowKey={(user) => user.id}
        rows={people.data?.items}
        total={people.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        isError={people.isError}
        isFetching={people.isPlaceholderData}
        onRetry={() => void people.refetch()}
        emptyText={q ? message('noResultFound') : t(role === 'admin' ? 'adminPeople.noAdministrators' : 'adminPeople.noUsers')}
        highlightRow={(user) => user.id === currentUserId}
        note={
          people.data?.capped ? (
            <Text size="sm" c="gray.7">
              {t('adminPeople.capped', { shown: people.data.items.length, total: people.data.total })}
            </Text>
          ) : null
        }
      />
    </Stack>
  );
}
