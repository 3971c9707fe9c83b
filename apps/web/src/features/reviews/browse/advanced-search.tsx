import { Badge, Button, Collapse, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  DATE_FILTER_FORMAT,
  fieldErrors,
  klDateString,
  makeZReviewFilter,
  OPERATOR_MAX,
  POSTED_BY_OPTIONS,
  ROUTE_MAX,
} from '@suara/domain';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { DateTextInput } from '../../../components/date-time-inputs';
import { fieldMessageText } from '../../../lib/messages';
import { optionTitle } from '../../../lib/review-format';
import { reviewOptionsQueryOptions, type ReviewOption } from '../api/review-create-api';
import classes from './browse.module.css';
import { countActiveFilters, EMPTY_FILTER_FORM, sameFilters, type FilterForm, type PostedBy } from './browse-params';

type AdvancedSearchProps = {
  value: FilterForm;
  signedIn: boolean;
  onSearch: (filters: FilterForm) => void;
  onClear: () => void;
  /** Shown at the end of the toggle's row (the page's other controls). */
  actions?: ReactNode;
};

type DateField = 'from' | 'to';

/**
 * The collapsible 'Advanced Search' (spec §2): Date From / Date To, Reaction, Mode of Travel,
 * Operator / Company, Line / Route and Posted by, with Clear (an empty filter) and Search.
 * The form edits a draft; the page's filters change only on Search or Clear.
 */
export function AdvancedSearch({ value, signedIn, onSearch, onClear, actions }: AdvancedSearchProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const panelId = useId();
  const [opened, setOpened] = useState(false);
  // The form is drawn the first time the panel opens, not while a phone starts the page (about 160
  // elements and ten Mantine inputs most visits never show); then it stays, for the panel to close.
  const [drawn, setDrawn] = useState(false);
  const [draft, setDraft] = useState<FilterForm>(value);
  const [errors, setErrors] = useState<Partial<Record<keyof FilterForm, string>>>({});
  // The URL changed from outside (back, forward, a shared link): the draft follows it. Our own
  // Search or Clear reaches the URL a render later, and what was typed meanwhile must survive it.
  const [shown, setShown] = useState(value);
  const [asked, setAsked] = useState<FilterForm | null>(null);
  if (!sameFilters(shown, value)) {
    setShown(value);
    setAsked(null);
    if (!asked || !sameFilters(asked, value)) {
      setDraft(value);
      setErrors({});
    }
  }
  const options = useQuery(reviewOptionsQueryOptions());
  const today = klDateString(new Date());
  const active = countActiveFilters(value);

  const change = <K extends keyof FilterForm>(name: K, next: FilterForm[K]) => {
    setDraft((current) => ({ ...current, [name]: next }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = makeZReviewFilter().safeParse({ from: draft.from || undefined, to: draft.to || undefined });
    if (!checked.success) {
      const codes = fieldErrors(checked.error) as Partial<Record<DateField, string>>;
      setErrors({ from: codes.from && fieldMessageText(codes.from), to: codes.to && fieldMessageText(codes.to) });
      return;
    }
    if (!sameFilters(draft, value)) setAsked(draft);
    onSearch(draft);
  };

  const clear = () => {
    setDraft(EMPTY_FILTER_FORM);
    setErrors({});
    if (!sameFilters(EMPTY_FILTER_FORM, value)) setAsked(EMPTY_FILTER_FORM);
    onClear();
  };

  const optionSelect = (name: 'feeling' | 'service' | 'aspect', label: string, list: ReviewOption[] | undefined) => (
    <Select
      label={label}
      placeholder={t('browse.any')}
      data={(list ?? []).map((option) => ({ value: option.id, label: optionTitle(option, language) }))}
      value={draft[name] || null}
      onChange={(next) => change(name, next ?? '')}
      clearable
      allowDeselect
    />
  );

  const label = (name: DateField) => t(name === 'from' ? 'browse.dateFrom' : 'browse.dateTo');
  const dateInput = (name: DateField) => (
    <DateTextInput
      label={label(name)}
      description={DATE_FILTER_FORMAT}
      pickerLabel={t('browse.datePicker', { field: label(name) })}
      value={draft[name]}
      max={name === 'from' && draft.to ? draft.to : today}
      min={name === 'to' && draft.from ? draft.from : undefined}
      onChange={(value) => change(name, value)}
      error={errors[name]}
    />
  );

  return (
    <Stack gap="xs">
      <div className={classes.toolbar}>
        <Button
          variant="subtle"
          px="xs"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => {
            setOpened((o) => !o);
            setDrawn(true);
          }}
        >
          {t('browse.advancedSearch')}
        </Button>
        {active > 0 ? (
          <Badge variant="light" aria-label={t('browse.activeFilters', { count: active })}>
            {active}
          </Badge>
        ) : null}
        <div className={classes.toolbarEnd}>{actions}</div>
      </div>
      <Collapse expanded={opened} id={panelId}>
        {drawn ? (
          <form onSubmit={submit} noValidate aria-label={t('browse.advancedSearch')}>
            <Stack gap="md" pb="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {dateInput('from')}
                {dateInput('to')}
                {optionSelect('feeling', t('browse.reaction'), options.data?.feelings)}
                {optionSelect('service', t('browse.modeOfTravel'), options.data?.services)}
                {optionSelect('aspect', t('browse.aspect'), options.data?.aspects)}
                <TextInput
                  label={t('browse.operator')}
                  maxLength={OPERATOR_MAX}
                  value={draft.operator}
                  onChange={(event) => change('operator', event.currentTarget.value)}
                />
                <TextInput label={t('browse.route')} maxLength={ROUTE_MAX} value={draft.route} onChange={(event) => change('route', event.currentTarget.value)} />
              </SimpleGrid>
              <Radio.Group
                label={t('browse.postedBy')}
                value={draft.postedBy}
                onChange={(next) => change('postedBy', next as PostedBy)}
                description={signedIn ? undefined : t('browse.meOnlySignIn')}
              >
                <Group gap="lg" mt={6}>
                  {POSTED_BY_OPTIONS.map((option) => (
                    <Radio key={option.key} value={option.key} label={option[language]} disabled={option.key === 'me' && !signedIn} />
                  ))}
                </Group>
              </Radio.Group>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={clear}>
                  {t('browse.clear')}
                </Button>
                <Button type="submit">{t('browse.search')}</Button>
              </Group>
              {options.isError ? (
                <Text size="sm" c="red.8">
                  {t('browse.optionsFailed')}
                </Text>
              ) : null}
            </Stack>
          </form>
        ) : null}
      </Collapse>
    </Stack>
  );
}
