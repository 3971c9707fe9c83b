import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import classes from './layout.module.css';

/** First focusable element: jumps past the top bar to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault(); // keep the URL clean (no #main) and let us move focus ourselves
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href="#main" className={classes.skipLink} onClick={skip}>
      {t('a11y.skipToContent')}
    </a>
  );
}
