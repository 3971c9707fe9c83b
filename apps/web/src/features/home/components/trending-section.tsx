import { Box, Button, Group, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ReviewTile, ReviewTileGrid, ReviewTileSkeletons } from '../../../components/review-tile';
import { popularReviewsQueryOptions } from '../../reviews/api/browse-api';

/**
 * 'Trending' on the home page (spec §2): the trending reviews as feed tiles, with 'More' to
 * /popular. Shown only when there is something to show: hidden when empty or failed.
 */
export function TrendingSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const trending = useQuery(popularReviewsQueryOptions());
  // Drawn in a render React can pause (see ReviewTileGrid), the skeletons staying meanwhile.
  const items = useDeferredValue(trending.data?.items);
  if (trending.isError || trending.data?.items.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('home.trending.title')}
        </Title>
        <Button component={Link} to="/popular" variant="light" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
          {t('home.trending.more')}
          <VisuallyHidden> {t('home.trending.moreHidden')}</VisuallyHidden>
        </Button>
      </Group>
      {items === undefined ? (
        <ReviewTileSkeletons label={t('home.trending.loading')} />
      ) : (
        <ReviewTileGrid>
          {items.map((review) => (
            <li key={review.id}>
              <ReviewTile review={review} />
            </li>
          ))}
        </ReviewTileGrid>
      )}
    </Box>
  );
}
