import { Button, Code, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ASPECTS, aspectsFor, DATE_FILTER_FORMAT, klDateString, SERVICES } from '@suara/domain';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { DateTextInput } from '../../../components/date-time-inputs';
import { useMessage } from '../../../lib/messages';
import { downloadHref, filterProblems, NO_FILTERS, withService, type DownloadFilters } from '../download-links';
import classes from '../open-data.module.css';

type DateField = 'from' | 'to';

const noSubscription = () => () => undefined;
/** Today in Malaysia for the calendar's last day; none while the page is drawn at build. */
const useToday = () => useSyncExternalStore(noSubscription, () => klDateString(new Date()), () => '');

/**
 * The download form: Date From / Date To, mode of travel and aspect, and links to the CSV and the
 * GeoJSON with those filters that follow every change. Dates the server would refuse are named under
 * their field in its words, and no link is offered until they are put right. The modes and aspects
 * are the domain's, which are the keys the download accepts (disabled ones included).
 */
export function DownloadForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const message = useMessage();
  const today = useToday();
  const statusId = useId();
  const [filters, setFilters] = useState<DownloadFilters>(NO_FILTERS);
  const [left, setLeft] = useState<Record<DateField, boolean>>({ from: false, to: false });

  const problems = filterProblems(filters);
  // A half-typed day is named once the reader leaves the field (or has typed all of it); a range at once.
  const shown = (name: DateField) => {
    const problem = problems[name];
    return problem && (problem !== 'dateInvalid' || left[name] || filters[name].length === 10) ? message(problem) : undefined;
  };
  const ready = !problems.from && !problems.to;
  const titleOf = (option: { title: string; titleMs: string }) => (language === 'ms' ? option.titleMs : option.title);
  const aspects = filters.service ? aspectsFor(filters.service) : ASPECTS;

  const label = (name: DateField) => t(name === 'from' ? 'openData.download.dateFrom' : 'openData.download.dateTo');
  const dateInput = (name: DateField) => (
    <div onBlur={() => setLeft((current) => ({ ...current, [name]: true }))}>
      <DateTextInput
        label={label(name)}
        description={DATE_FILTER_FORMAT}
        pickerLabel={t('openData.download.datePicker', { field: label(name) })}
        value={filters[name]}
        max={(name === 'from' && filters.to) || today}
        min={name === 'to' && filters.from ? filters.from : undefined}
        onChange={(value) => setFilters((current) => ({ ...current, [name]: value }))}
        error={shown(name)}
      />
    </div>
  );

  return (
    <Stack gap="lg" className={classes.form}>
      {/* No submit: the links below follow the fields. */}
      <form aria-label={t('openData.download.formLabel')} noValidate onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {dateInput('from')}
          {dateInput('to')}
          <Select
            label={t('openData.download.service')}
            placeholder={t('openData.download.any')}
            data={SERVICES.map((service) => ({ value: service.key, label: titleOf(service) }))}
            value={filters.service || null}
            onChange={(next) => setFilters((current) => withService(current, next ?? ''))}
            clearable
            allowDeselect
          />
          <Select
            label={t('openData.download.aspect')}
            placeholder={t('openData.download.any')}
            data={aspects.map((aspect) => ({ value: aspect.key, label: titleOf(aspect) }))}
            value={filters.aspect || null}
            onChange={(next) => setFilters((current) => ({ ...current, aspect: next ?? '' }))}
            clearable
            allowDeselect
          />
        </SimpleGrid>
      </form>

      <Stack gap="sm" component="section" aria-labelledby={`${statusId}-heading`}>
        <Title order={3} size="h4" id={`${statusId}-heading`}>
          {t('openData.download.linksHeading')}
        </Title>
        <div role="status" id={statusId}>
          {ready ? null : <Text c="red.8">{t('openData.download.fixDates')}</Text>}
        </div>
        {ready ? (
          <>
            <div className={classes.downloads}>
              <Stack gap={4}>
                <Button component="a" href={downloadHref('csv', filters)} leftSection={<IconDownload size={18} aria-hidden="true" />} fullWidth>
                  {t('openData.download.csv')}
                </Button>
                <Text size="sm" className={classes.muted}>
                  {t('openData.download.csvHint')}
                </Text>
              </Stack>
              <Stack gap={4}>
                <Button component="a" href={downloadHref('geojson', filters)} variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />} fullWidth>
                  {t('openData.download.geojson')}
                </Button>
                <Text size="sm" className={classes.muted}>
                  {t('openData.download.geojsonHint')}
                </Text>
              </Stack>
            </div>
            <Text size="sm">
              {t('openData.download.scriptLabel')} <Code className={classes.code}>{downloadHref('csv', filters)}</Code>
            </Text>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
