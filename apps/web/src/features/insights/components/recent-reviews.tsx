import { Card, Group, Stack, Text } from '@mantine/core';
import { feelingByScore, TIME_ZONE, type RecentReview } from '@suara/domain';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import type { ReviewLinkState } from '../../../app/review-dialog-host';
import { FeelingLabel } from '../../../components/feeling-label';
import { aspectName, serviceName } from '../insights-format';
import { useInsightsFormat } from '../use-insights';
import { InsightsSection } from './insights-section';
import { dateTimeFormat, LOCALES } from '../../../lib/intl-formats';
import classes from './insights.module.css';

/** The review dialog opens over this page (`?review={id}`), as a feed tile opens it, and closing comes back here. */
function useReviewLink() {
  const location = useLocation();
  return (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set('review', id);
    return { pathname: location.pathname, search: `?${params.toString()}` };
  };
}

function RecentReviewItem({ review }: { review: RecentReview }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const reviewLink = useReviewLink();
  const feeling = feelingByScore(review.score);
  const when = dateTimeFormat(LOCALES[format.language], { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(review.createdAt));
  const state: ReviewLinkState = { reviewDialog: true };
  return (
    <li>
      <Link to={reviewLink(review.id)} state={state} className={classes.reviewLink}>
        <Card withBorder radius="md" padding="sm" className={classes.reviewCard}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              {feeling ? <FeelingLabel feeling={feeling} language={format.language} /> : null}
              <Text size="sm" c="dimmed">
                {when}
              </Text>
            </Group>
            <Text size="sm" fw={600}>
              {`${aspectName(review.aspect, format.language)} · ${serviceName(review.service, format.language)}`}
            </Text>
            <Text size="sm" className={classes.reviewText}>
              {review.text}
            </Text>
            <Text size="xs" c="dimmed">
              {t('insights.recent.ticket', { ticket: review.ticketNumber })}
            </Text>
          </Stack>
        </Card>
      </Link>
    </li>
  );
}

/** The latest reviews of a route or stop in the period, each opening in the review dialog. */
export function RecentReviews({ reviews }: { reviews: readonly RecentReview[] }) {
  const { t } = useTranslation();
  return (
    <InsightsSection title={t('insights.recent.title')} description={t('insights.recent.description')}>
      {reviews.length === 0 ? (
        <Text c="dimmed">{t('insights.empty.period')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('insights.recent.title')}>
          {reviews.map((review) => (
            <RecentReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
    </InsightsSection>
  );
}
