import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { useTranslation } from '../../../lib/i18n';
import type { Poster } from '../api/posters-api';
import classes from '../home.module.css';

// The welcome poster's size (apps/web/public/posters/welcome.svg), the shape every poster's box takes.
const POSTER_WIDTH = 1200;
const POSTER_HEIGHT = 800;

type PosterModalProps = { poster: Poster; opened: boolean; title: string; description: string; onClose: () => void };

/** A poster's dialog: its image (left out when it fails to load) and its description. */
export default function PosterModal({ poster, opened, title, description, onClose }: PosterModalProps) {
  const { t } = useTranslation();
  const [failedImage, setFailedImage] = useState<string | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // Focus goes back by hand (PosterDialog): the 'View' it came from may have gone with the last notice.
      returnFocus={false}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <Stack gap="md">
        {failedImage !== poster.imageUrl && (
          <img
            key={poster.id}
            src={poster.imageUrl}
            alt={description}
            // The API does not give a poster's size: a fixed 3:2 box (other shapes are letterboxed)
            // keeps the description from moving when the image arrives.
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            decoding="async"
            className={classes.posterImage}
            onError={() => setFailedImage(poster.imageUrl)}
          />
        )}
        <Text>{description}</Text>
      </Stack>
    </Modal>
  );
}
