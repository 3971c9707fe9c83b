import { useTranslation } from 'react-i18next';

type DocumentTitleProps = { page?: string };

/**
 * Sets the tab title to "{page} · Suara Transit" (or the app name alone). React 19 hoists a
 * rendered <title> into <head>, so this works from anywhere in the tree.
 */
export function DocumentTitle({ page }: DocumentTitleProps) {
  const { t } = useTranslation();
  return <title>{page ? t('app.documentTitle', { page }) : t('app.name')}</title>;
}
