import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n';

type DocumentTitleProps = {
  page?: string;
  /** The page's summary for search results and link previews; the site's tagline when absent. */
  description?: string;
};

/**
 * Sets the tab title to "{page} · Suara Transit" (or the app name alone). React 19 hoists a
 * rendered <title> into <head>, so this works from anywhere in the tree. The description updates
 * index.html's own <meta name="description"> (one per page, there before any script runs).
 */
export function DocumentTitle({ page, description }: DocumentTitleProps) {
  const { t } = useTranslation();
  const summary = description ?? t('app.tagline');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', summary);
  }, [summary]);
  return <title>{page ? t('app.documentTitle', { page }) : t('app.name')}</title>;
}
