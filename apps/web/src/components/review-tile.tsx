import { Anchor, AspectRatio, Badge, Card, Stack, Text, type MantineSize } from '@mantine/core';
import { SKELETON_CARDS } from '@suara/domain';
import { IconEyeOff, IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../lib/i18n';
import { Link, useLocation } from 'react-router';
import { aspectLabel, isDeletedAuthor, isHiddenReview, relativeTime, serviceLabel, useNow, type ReviewTileData } from '../lib/review-format';
import { FeelingLabel } from './feeling-label';
import { ReviewCounts } from './review-counts';
import { StatusNote, TicketLine } from './review-status-badge';
import { UserAvatar } from './user-avatar';
import classes from './review-tile.module.css';
import { LoadError } from './load-error';

/** The current page with `?review={id}` added: the review dialog host opens it (and the link can be shared). */
export function useReviewHref(id: string) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('review', id);
  return { pathname: location.pathname, search: `?${params.toString()}` };
}

/** A link that opens review `reviewId` in the dialog over the current page (moderation, tickets, the audit log). */
export function ReviewDialogAnchor({ reviewId, size, children }: { reviewId: string; size?: MantineSize; children: ReactNode }) {
  const href = useReviewHref(reviewId);
  return (
    <Anchor component={Link} to={href} state={{ reviewDialog: true }} preventScrollReset size={size}>
      {children}
    </Anchor>
  );
}

function TileMedia({ review }: { review: ReviewTileData }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const attachment = review.firstAttachment;
  if (!attachment) return null;
  return (
    <Card.Section>
      <AspectRatio ratio={4 / 3} className={classes.media}>
        {attachment.type === 'pdf' ? (
          <Stack align="center" justify="center" gap={4}>
            <IconFileTypePdf size={48} stroke={1.5} aria-hidden="true" />
            <Text size="sm">{t('reviewView.pdfAttachment')}</Text>
          </Stack>
        ) : failed ? (
          <Stack align="center" justify="center" gap={4} role="img" aria-label={t('reviewView.imageUnavailable')}>
            <IconPhotoOff size={40} stroke={1.5} aria-hidden="true" />
          </Stack>
        ) : (
          <img
            src={attachment.thumbUrl ?? attachment.url}
            alt=""
            loading="lazy"
            decoding="async"
            width={480}
            height={360}
            onError={() => setFailed(true)}
          />
        )}
      </AspectRatio>
    </Card.Section>
  );
}

/**
 * A review in a feed or profile list (spec §2 "Review cards"): author and relative time, the first
 * attachment, the feeling face and title, aspect / service, comment, like and unlike counts. The
 * whole tile is one link that opens the review dialog (`?review={id}` on the current page).
 * `showTicket`: the author's own list, where a rider follows the ticket number, status and note.
 * `compact`: without the photo (a row of tiles, all one height whatever they hold; the dialog has it).
 */
export function ReviewTile({ review, showTicket = false, compact = false }: { review: ReviewTileData; showTicket?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  const href = useReviewHref(review.id);
  const feelingTitle = language === 'ms' ? review.feeling.titleMs : review.feeling.title;
  const topic = `${aspectLabel(review, language)} / ${serviceLabel(review, language)}`;
  const when = relativeTime(review.createdAt, now, t);
  const hidden = isHiddenReview(review);
  const name = isDeletedAuthor(review.user) ? t('publicProfile.deletedUser') : review.user.name;

  // Plain elements beside the Card: Mantine's Group, Stack and Text are a component render each,
  // twenty-odd a tile, and a page draws up to 26 tiles while a phone starts it.
  return (
    <Card withBorder radius="lg" padding="md" className={classes.tile} component="article">
      <div className={classes.header}>
        <UserAvatar name={name} avatarUrl={review.user.avatarUrl} />
        <div className={classes.byline}>
          <p className={classes.author}>{name}</p>
          <p className={classes.when}>
            <time dateTime={review.createdAt}>{when}</time>
          </p>
        </div>
        {hidden && !showTicket ? (
          <Badge ml="auto" color="gray" variant="light" leftSection={<IconEyeOff size={14} aria-hidden="true" />}>
            {t('reviewView.hidden')}
          </Badge>
        ) : null}
      </div>
      {showTicket ? (
        <Stack gap={4} mb="sm">
          <TicketLine ticketNumber={review.ticketNumber} status={review.status} />
          <StatusNote note={review.statusNote} changedAt={review.statusChangedAt} />
        </Stack>
      ) : null}
      {compact ? null : <TileMedia review={review} />}
      <div className={classes.body}>
        <FeelingLabel feeling={review.feeling} language={language} />
        <p className={classes.topic}>
          <Link to={href} state={{ reviewDialog: true }} preventScrollReset className={classes.link}>
            {topic}
            <span className="visually-hidden">{` — ${t('reviewView.openReview', { name, feeling: feelingTitle })}`}</span>
          </Link>
        </p>
        <ReviewCounts commentCount={review.commentCount} likeCount={review.likeCount} unlikeCount={review.unlikeCount} meTooCount={review.meTooCount} />
      </div>
    </Card>
  );
}

/**
 * The loading stand-in for a tile: the shape of most tiles, which have no photo, so nothing moves when
 * they arrive. `topicLines`: 2 where tiles are narrow enough for 'aspect / service' to wrap.
 */
export function ReviewTileSkeleton({ topicLines = 1 }: { topicLines?: 1 | 2 }) {
  // Each bar sits in a box one line of its text tall, so the stand-in is as tall as the tile.
  const line = (size: 'xs' | 'sm', width: string) => (
    <div className={classes.skeletonLine} data-size={size}>
      <span className={classes.skeletonBar} style={{ width, height: 10 }} />
    </div>
  );
  const circle = (size: number) => <span className={classes.skeletonCircle} style={{ width: size, height: size }} />;
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden="true">
      <div className={classes.skeletonContent}>
        <div className={classes.header}>
          {circle(30)}
          <div className={classes.skeletonByline}>
            {line('sm', '50%')}
            {line('xs', '30%')}
          </div>
        </div>
        <div className={classes.body}>
          <div className={classes.skeletonFeeling}>
            {circle(26)}
            <span className={classes.skeletonBar} style={{ width: '30%', height: 12 }} />
          </div>
          {line('sm', '70%')}
          {topicLines === 2 && line('sm', '40%')}
          {line('sm', '50%')}
        </div>
      </div>
    </Card>
  );
}

/** The spec's three skeleton cards, announced as loading. */
export function ReviewTileSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ReviewTileGrid>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i}>
            <ReviewTileSkeleton />
          </li>
        ))}
      </ReviewTileGrid>
    </div>
  );
}

/** A review list that could not load, with a retry. */
export function ReviewListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError message={t('reviewView.listFailed')} onRetry={onRetry} />;
}

/**
 * One column on phones, two or three on wider screens. A list's tiles come with its query's answer,
 * which TanStack Query hands to React as an urgent update; the lists pass them through
 * useDeferredValue, so React draws them in a render it can pause for input rather than in one long
 * task (on a phone, the longest of a first visit).
 */
export function ReviewTileGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <ul className={classes.grid} aria-label={label}>
      {children}
    </ul>
  );
}
