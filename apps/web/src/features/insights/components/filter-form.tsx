import { Badge, Button, Collapse, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { ASPECTS, DATE_FILTER_FORMAT, klDateString, SERVICES } from '@suara/domain';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DateTextInput } from '../../../components/date-time-inputs';
import { fieldMessageText } from '../../../lib/messages';
import { checkFilters, countFilters, NO_FILTERS, sameFilters, type FilterErrors, type FilterName, type InsightsFilters } from '../insights-filters';
import { useInsightsFormat } from '../use-insights';

type FilterFormProps = {
  /** The filters in the URL. */
  value: InsightsFilters;
  /** The API's 422 field errors for `value` (message codes), shown beside their fields until edited. */
  serverErrors?: Record<string, string> | undefined;
  onApply: (filters: InsightsFilters) => void;
};

/**
 * The scorecards' filters (issue #17: date range, service, aspect): Date From and Date To as the
 * browse page types them, the service and aspect by their titles. The form edits a draft; Apply
 * checks it by the API's rules and puts it in the URL, Clear empties it. Errors, the form's own or
 * the API's for the filters in the URL, show under their fields.
 */
export function FilterForm({ value, serverErrors, onApply }: FilterFormProps) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const panelId = useId();
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<FilterName>>(new Set());
  const [opened, setOpened] = useState(Boolean(serverErrors));
  // The URL changed (Apply, back, a shared link): the draft follows it.
  const [shown, setShown] = useState(value);
  if (!sameFilters(shown, value)) {
    setShown(value);
    setDraft(value);
    setErrors({});
    setEdited(new Set());
  }
  // The API refused the filters in the URL: open the form to show why.
  const serverKey = serverErrors ? JSON.stringify(serverErrors) : '';
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    if (serverKey) setOpened(true);
  }

  // The API names the first problems it meets; the same rules run here find any others in the URL.
  const urlErrors: Record<string, string> | undefined = serverErrors && { ...checkFilters(value), ...serverErrors };
  const errorText = (name: FilterName | '_form') => {
    const code = errors[name] ?? (name !== '_form' && edited.has(name) ? undefined : urlErrors?.[name]);
    return code ? fieldMessageText(code) : undefined;
  };

  const change = (name: FilterName, next: string) => {
    setDraft((current) => ({ ...current, [name]: next }));
    setErrors((current) => ({ ...current, [name]: undefined, _form: undefined }));
    setEdited((current) => new Set(current).add(name));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkFilters(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    onApply(draft);
  };

  const clear = () => {
    setDraft(NO_FILTERS);
    setErrors({});
    onApply(NO_FILTERS);
  };

  const today = klDateString(new Date());
  const dateLabel = (name: 'from' | 'to') => t(name === 'from' ? 'insights.filters.from' : 'insights.filters.to');
  const dateInput = (name: 'from' | 'to') => (
    <DateTextInput
      label={dateLabel(name)}
      description={DATE_FILTER_FORMAT}
      pickerLabel={t('insights.filters.datePicker', { field: dateLabel(name) })}
      value={draft[name]}
      max={name === 'from' && draft.to ? draft.to : today}
      min={name === 'to' && draft.from ? draft.from : undefined}
      onChange={(next) => change(name, next)}
      error={errorText(name)}
    />
  );
  const active = countFilters(value);
  const formError = errorText('_form');

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((o) => !o)}
        >
          {t('insights.filters.toggle')}
        </Button>
        {active > 0 ? (
          <Badge variant="light" aria-label={t('insights.filters.active', { count: active })}>
            {active}
          </Badge>
        ) : null}
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <form onSubmit={submit} noValidate aria-label={t('insights.filters.form')}>
          <Stack gap="md" py="xs">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {dateInput('from')}
              {dateInput('to')}
              <Select
                label={t('insights.filters.service')}
                placeholder={t('insights.filters.all')}
                data={SERVICES.map((service) => ({ value: service.key, label: format.language === 'ms' ? service.titleMs : service.title }))}
                value={draft.service || null}
                onChange={(next) => change('service', next ?? '')}
                error={errorText('service')}
                clearable
              />
              <Select
                label={t('insights.filters.aspect')}
                placeholder={t('insights.filters.all')}
                data={ASPECTS.map((aspect) => ({ value: aspect.key, label: format.language === 'ms' ? aspect.titleMs : aspect.title }))}
                value={draft.aspect || null}
                onChange={(next) => change('aspect', next ?? '')}
                error={errorText('aspect')}
                clearable
              />
            </SimpleGrid>
            {formError ? (
              <Text size="sm" c="red.9" role="alert">
                {formError}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={clear}>
                {t('insights.filters.clear')}
              </Button>
              <Button type="submit">{t('insights.filters.apply')}</Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
