import { IconMessageCircle, IconThumbDown, IconThumbUp, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import classes from './review-counts.module.css';

type ReviewCountsProps = { commentCount: number; likeCount: number; unlikeCount: number; meTooCount: number };

/**
 * Comment, like and unlike counts, read-only (the buttons come with comments and reactions), and the
 * riders who said 'me too' when any did: most reviews have none, and a zero there says nothing. In
 * plain elements: it is in every review tile.
 */
export function ReviewCounts({ commentCount, likeCount, unlikeCount, meTooCount }: ReviewCountsProps) {
  const { t } = useTranslation();
  const items = [
    { icon: IconMessageCircle, value: commentCount, label: t('reviewView.comments', { count: commentCount }) },
    { icon: IconThumbUp, value: likeCount, label: t('reviewView.likes', { count: likeCount }) },
    { icon: IconThumbDown, value: unlikeCount, label: t('reviewView.unlikes', { count: unlikeCount }) },
    ...(meTooCount > 0 ? [{ icon: IconUsers, value: meTooCount, label: t('reviewView.meToos', { count: meTooCount }) }] : []),
  ];
  return (
    <div className={classes.counts}>
      {items.map(({ icon: Icon, value, label }) => (
        <span key={label} className={classes.count}>
          <Icon size={18} aria-hidden="true" />
          <span aria-hidden="true">{value}</span>
          <span className="visually-hidden">{label}</span>
        </span>
      ))}
    </div>
  );
}
