import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { downloadReport, REPORT_FILES, type ReportFile } from '../api/reports-api';
import { useReportFormat } from './reports-format';

type DownloadState = { status: 'idle' } | { status: 'busy'; bytes: number } | { status: 'failed'; message: string };

function DownloadCard({ file }: { file: ReportFile }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  // Leaving the tab stops a download in progress.
  useEffect(() => () => abort.current?.abort(), []);

  const title = t(`adminReports.files.${file}.title`);
  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'busy', bytes: 0 });
    try {
      const name = await downloadReport(file, (bytes) => setState({ status: 'busy', bytes }), controller.signal);
      setState({ status: 'idle' });
      toastSuccess(t('adminReports.saved', { name }));
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', message: apiErrorText(error) });
    }
  };

  const FileIcon = file === 'fullReport' ? IconFileSpreadsheet : IconFileText;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Group gap="xs" wrap="nowrap">
            <FileIcon size={20} aria-hidden />
            <Title order={3} size="h5">
              {title}
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`adminReports.files.${file}.description`)}
          </Text>
        </div>
        <Text size="sm" role="status" mih={20}>
          {state.status === 'busy' ? t('adminReports.downloading', { size: format.bytes(state.bytes) }) : ''}
        </Text>
        {state.status === 'failed' && (
          <Alert color="red" variant="light" p="xs">
            <Text size="sm">{t('adminReports.downloadFailed', { message: state.message })}</Text>
          </Alert>
        )}
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={state.status === 'busy'}
          onClick={() => void start()}
          fullWidth
        >
          {state.status === 'failed' ? t('adminReports.retry') : t('adminReports.download')}
          {/* Three buttons side by side: each one's name says which file. */}
          <VisuallyHidden>{` ${title}`}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}

/** The three files of spec §6 'Downloads', each fetched with the session and saved under its dated name. */
export function ReportsDownloads() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="reports-downloads-title">
      <div>
        <Title order={2} size="h3" id="reports-downloads-title">
          {t('adminReports.downloadsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminReports.downloadsDescription')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {(Object.keys(REPORT_FILES) as ReportFile[]).map((file) => (
          <DownloadCard key={file} file={file} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
