import { Button, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/**
 * 'Download CSV' of one table: a plain link to the API with the page's filters (the server streams
 * the file as an attachment), named after its table, since a page has several.
 */
export function CsvLink({ href, table }: { href: string; table: string }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={href} download variant="subtle" size="compact-sm" leftSection={<IconDownload size={16} aria-hidden="true" />}>
      {t('insights.downloadCsv')}
      <VisuallyHidden>{` (${table})`}</VisuallyHidden>
    </Button>
  );
}
