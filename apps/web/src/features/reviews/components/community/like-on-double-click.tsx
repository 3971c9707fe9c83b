import { VisuallyHidden } from '@mantine/core';
import { LIKE_OVERLAY_MS } from '@suara/domain';
import { IconThumbUpFilled } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import classes from './community.module.css';

/** Double-clicking the review's media likes it and shows the like overlay for one second (spec §2, §9). */
export function LikeOnDoubleClick({ onLike, children }: { onLike: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(() => setShownAt(null), LIKE_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);

  return (
    <div
      className={classes.media}
      onDoubleClick={() => {
        onLike();
        setShownAt(Date.now());
      }}
    >
      {children}
      {shownAt !== null ? (
        <div className={classes.likeOverlay} data-testid="like-overlay" key={shownAt}>
          <IconThumbUpFilled size={96} aria-hidden="true" />
          <VisuallyHidden role="status">{t('community.liked')}</VisuallyHidden>
        </div>
      ) : null}
    </div>
  );
}
