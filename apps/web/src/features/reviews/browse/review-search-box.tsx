import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_QUERY_MAX } from '@suara/domain';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { FeelingFace } from '../../../components/feeling-label';
import { useMessage } from '../../../lib/messages';
import { isDeletedAuthor, optionTitle } from '../../../lib/review-format';
import type { ReviewLinkState } from '../../../app/review-dialog-host';
import { reviewSearchQueryOptions, type ReviewSearchResult } from '../api/browse-api';

/** Typing pauses this long before a search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

/** The result line of the spec: 'experience - operator - route - stop - plate' (parts a rider left out are skipped). */
export const resultLine = (r: ReviewSearchResult) =>
  [r.experience, r.operatorName, r.routeName, r.stopName, r.vehiclePlate].filter((part) => part && part.trim()).join(' - ');

/**
 * Type-ahead search over reviews (spec §2, §5): an empty box sends nothing and clears the results;
 * choosing a result opens that review's dialog and clears the box.
 */
export function ReviewSearchBox() {
  const { t } = useTranslation();
  const text = useMessage();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const q = value.trim() ? debounced : '';
  // Typing refines the list in place instead of flashing it empty between keystrokes.
  const search = useQuery({ ...reviewSearchQueryOptions(q), placeholderData: keepPreviousData });
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const results = q ? (search.data ?? []) : [];

  const open = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set('review', id);
    setValue('');
    combobox.closeDropdown();
    const state: ReviewLinkState = { reviewDialog: true };
    void navigate({ pathname: location.pathname, search: `?${params.toString()}` }, { state, preventScrollReset: true });
  };

  const authorName = (r: ReviewSearchResult) => (isDeletedAuthor(r.user) ? t('publicProfile.deletedUser') : r.user.name);

  let status: string | null = null;
  if (search.isError) status = t('browse.searchFailed');
  else if (search.isFetching && results.length === 0) status = t('browse.searching');
  else if (search.isSuccess && results.length === 0) status = text('noResultFound');

  return (
    <Combobox store={combobox} onOptionSubmit={open} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          type="search"
          label={t('browse.searchLabel')}
          placeholder={t('browse.searchPlaceholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          rightSection={search.isFetching ? <Loader size="xs" role="status" aria-label={t('browse.searching')} /> : null}
          maxLength={SEARCH_QUERY_MAX}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setValue('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!q}>
        <Combobox.Options aria-label={t('browse.searchResults')}>
          {results.map((r) => (
            <Combobox.Option value={r.id} key={r.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <FeelingFace feeling={r.feeling} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    <Text span fw={600}>
                      {authorName(r)}
                    </Text>
                    {` · ${optionTitle(r.feeling, language)}`}
                  </Text>
                  <Text size="sm" lineClamp={2}>
                    {resultLine(r)}
                  </Text>
                </Stack>
              </Group>
            </Combobox.Option>
          ))}
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
