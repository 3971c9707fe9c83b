import { Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { useLanguage } from '../../../lib/i18n';
import { usePageIdle } from '../../../lib/page-idle';
import { postersQueryOptions, type Poster } from '../api/posters-api';
import classes from '../home.module.css';
import { readSeenPosters, rememberPoster, unseenPosters } from './seen-posters';

// The welcome poster's size (apps/web/public/posters/welcome.svg), the shape every poster's box takes.
const POSTER_WIDTH = 1200;
const POSTER_HEIGHT = 800;

/**
 * The home page's poster dialogs (spec §2): each active poster once per browser and version, one
 * after the other as each is closed. A poster counts as seen when it shows, so a reload does not
 * bring it back; a changed image or description (a new version) does.
 *
 * The posters are fetched and shown only once the page has loaded and gone idle: the dialog must
 * not delay the page's own first content, nor be its largest paint.
 */
export function PosterDialog() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const idle = usePageIdle();
  const posters = useQuery({ ...postersQueryOptions(), enabled: idle });
  // What this browser had seen when the page opened: the queue does not shrink as posters show.
  const [seenBefore] = useState(readSeenPosters);
  const [closed, setClosed] = useState<string[]>([]);
  const [failedImage, setFailedImage] = useState<string | null>(null);

  const active = posters.data ?? [];
  const queue = unseenPosters(active, seenBefore);
  const current: Poster | undefined = queue.find((poster) => !closed.includes(poster.id));

  useEffect(() => {
    if (current && posters.data) rememberPoster(current, posters.data);
  }, [current, posters.data]);

  if (!current) return null;
  const description = language === 'ms' && current.descriptionMs ? current.descriptionMs : current.description;
  const position = queue.indexOf(current) + 1;
  const title = queue.length > 1 ? `${t('home.poster.title')} (${t('home.poster.count', { current: position, total: queue.length })})` : t('home.poster.title');

  return (
    <Modal
      opened
      onClose={() => setClosed((ids) => [...ids, current.id])}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <Stack gap="md">
        {failedImage !== current.imageUrl && (
          <img
            key={current.id}
            src={current.imageUrl}
            alt={description}
            // The API does not give a poster's size: a fixed 3:2 box (other shapes are letterboxed)
            // keeps the description from moving when the image arrives.
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            decoding="async"
            className={classes.posterImage}
            onError={() => setFailedImage(current.imageUrl)}
          />
        )}
        <Text>{description}</Text>
      </Stack>
    </Modal>
  );
}
