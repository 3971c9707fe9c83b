import { Button, CloseButton, Text } from '@mantine/core';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './poster-notice.module.css';

// The thumbnail's fixed size (3:2, as the posters): far smaller than the headline, so the notice
// can never be the page's largest paint.
const THUMB_WIDTH = 64;
const THUMB_HEIGHT = 43;

type PosterNoticeProps = {
  /** The dialog's title ('News from Suara Transit (1 of 2)'), which names the notice too. */
  title: string;
  imageUrl: string;
  description: string;
  onView: () => void;
  onDismiss: () => void;
  viewRef: Ref<HTMLButtonElement>;
};

/**
 * A poster's small notice at the bottom of the screen: a thumbnail, the first line of its
 * description, 'View' (the poster dialog) and a dismiss button. Fixed, so it moves nothing on the
 * page, and it takes no focus: a rider who came to read or review is not interrupted.
 */
export function PosterNotice({ title, imageUrl, description, onView, onDismiss, viewRef }: PosterNoticeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const firstLine = description.split('\n', 1)[0];

  return (
    <div role="group" aria-labelledby={titleId} className={classes.notice} data-poster-notice>
      {failedImage === imageUrl ? (
        <span className={classes.thumb} />
      ) : (
        // Decorative: the description beside it says what it shows.
        <img
          src={imageUrl}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          decoding="async"
          className={classes.thumb}
          onError={() => setFailedImage(imageUrl)}
        />
      )}
      <div className={classes.text}>
        <Text id={titleId} size="sm" fw={700} lineClamp={2}>
          {title}
        </Text>
        <Text size="sm" truncate="end">
          {firstLine}
        </Text>
      </div>
      <Button ref={viewRef} size="sm" onClick={onView} className={classes.view}>
        {t('home.poster.view')}
      </Button>
      <CloseButton size="lg" aria-label={t('home.poster.dismiss')} onClick={onDismiss} className={classes.dismiss} />
    </div>
  );
}
