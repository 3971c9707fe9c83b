import { Box, Title } from '@mantine/core';
import { SKELETON_CARDS } from '@suara/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ReviewTile, ReviewTileSkeleton } from '../../../components/review-tile';
import { popularReviewsQueryOptions } from '../api/browse-api';
import classes from './browse.module.css';

/**
 * The strip of trending reviews above the browse page (GET /api/reviews/trending); hidden when there
 * are none. Its tiles are compact (no photo: the dialog shows it), so the row is as tall as its
 * skeleton whether or not a trending review has a photo, nothing below moves when they arrive, and
 * the search and map stay near the top of a phone's screen. The row scrolls natively (a phone's own
 * swipe and momentum; Mantine's ScrollArea measured itself on mount, forcing a layout).
 */
export function PopularStrip() {
  const { t } = useTranslation();
  const headingId = useId();
  const popular = useQuery(popularReviewsQueryOptions());
  // Drawn in a render React can pause (see ReviewTileGrid), the skeletons staying meanwhile.
  const items = useDeferredValue(popular.data?.items);
  if (popular.isError || popular.data?.items.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('browse.popularTitle')}
      </Title>
      <ul className={classes.strip}>
        {items === undefined
          ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={classes.stripItem} aria-hidden="true">
                <ReviewTileSkeleton topicLines={2} />
              </li>
            ))
          : items.map((review) => (
              <li key={review.id} className={classes.stripItem}>
                <ReviewTile review={review} compact />
              </li>
            ))}
      </ul>
    </Box>
  );
}
