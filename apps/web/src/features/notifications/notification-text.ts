import type { TFunction } from '../../lib/i18n';
import type { NotificationItem } from './api/notifications-api';

/**
 * What a notification says, in the reader's language (issue #6): '{name} commented on your review',
 * '{name} replied to your comment', '{name} liked your review|comment' or, grouped, '{name} and
 * {count} others liked …', '{name} said this happened to them too' or, grouped, '{count} riders said …',
 * 'Your review #{ticketNumber} is now {status}', '{operator} responded to your review #{ticketNumber}'
 * and, to an operator's staff, '{name} reopened review #{ticketNumber}'.
 */
export function notificationText(t: TFunction, item: NotificationItem): string {
  const name = item.actor?.name ?? t('notificationsList.someone');
  const others = item.actorCount - 1;
  switch (item.kind) {
    case 'review.commented':
      return t('notificationsList.commented', { name });
    case 'comment.replied':
      return t('notificationsList.replied', { name });
    case 'review.liked':
      return others > 0 ? t('notificationsList.likedReviewOthers', { name, count: others }) : t('notificationsList.likedReview', { name });
    case 'comment.liked':
      return others > 0 ? t('notificationsList.likedCommentOthers', { name, count: others }) : t('notificationsList.likedComment', { name });
    case 'review.me_too':
      return others > 0 ? t('notificationsList.meTooMany', { count: item.actorCount }) : t('notificationsList.meTooOne', { name });
    case 'review.status':
      return t('notificationsList.status', {
        ticketNumber: item.ticketNumber,
        status: item.status ? t(`notificationsList.statuses.${item.status}`) : '',
      });
    case 'review.response':
      return t('notificationsList.response', { operator: item.operatorName ?? t('notificationsList.theOperator'), ticketNumber: item.ticketNumber });
    case 'review.reopened':
      return t('notificationsList.reopened', { name, ticketNumber: item.ticketNumber });
  }
}
