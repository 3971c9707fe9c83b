import { ActionIcon, Anchor, Button, Collapse, Group, Menu, Modal, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconDots, IconEye, IconEyeOff, IconFlag, IconTicket, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { FeelingLabel } from '../../../components/feeling-label';
import { ReportDialog } from '../../../components/report-dialog';
import { StatusNote, TicketLine } from '../../../components/review-status-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { isApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/messages';
import type { ReturnToState } from '../../../lib/return-to';
import {
  addressLabel,
  aspectLabel,
  fullDate,
  isDeletedAuthor,
  incidentDate,
  incidentTime,
  optionTitle,
  relativeTime,
  serviceLabel,
  useNow,
  type ReviewDetailData,
} from '../../../lib/review-format';
import { useSession } from '../../../lib/session';
import { useSignInFirst } from '../../../lib/use-sign-in-first';
import { toastSuccess } from '../../../lib/toast';
import { useReviewMeToo, useReviewReaction } from '../api/community-api';
import { useSetVisibility } from '../api/moderation-api';
import { reviewDetailQueryOptions, useDeleteReview } from '../api/reviews-api';
import { OfficialResponses } from '../../operator/components/official-responses';
import { ResolutionAnswer } from '../../operator/components/resolution-answer';
import { StaffStatusForm } from '../../operator/components/staff-status-form';
import { CommentSection } from './community/comment-section';
import { LikeOnDoubleClick } from './community/like-on-double-click';
import { MeTooButton } from './community/me-too-button';
import { ReactionButtons } from './community/reaction-buttons';
import { ReviewMedia } from './review-media';
import classes from './review-dialog.module.css';

type ReviewDialogProps = { reviewId: string; onClose: () => void };

function DetailList({ review }: { review: ReviewDetailData }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rows: Array<[string, string | null]> = [
    [t('reviewView.incidentDate'), incidentDate(review.incidentAt, language)],
    [t('reviewView.aspect'), aspectLabel(review, language)],
    [t('reviewView.route'), review.routeName],
    [t('reviewView.operator'), review.operatorName],
    [t('reviewView.stop'), review.stopName],
    [t('reviewView.plate'), review.vehiclePlate],
    [t('reviewView.address'), addressLabel(review.location?.address, language)],
  ];
  return (
    <dl className={classes.details}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm">
            {label}
          </Text>
          <Text component="dd" size="sm">
            {value?.trim() ? value : t('reviewView.notGiven')}
          </Text>
        </div>
      ))}
    </dl>
  );
}

function ReviewBody({ review, onDeleted }: { review: ReviewDetailData; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const message = useMessage();
  const now = useNow();
  const location = useLocation();
  const navigate = useNavigate();
  const { user: me } = useSession();
  const [seeMore, setSeeMore] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview();
  const react = useReviewReaction(review.id);
  const meToo = useReviewMeToo(review.id);
  const visibility = useSetVisibility();
  const signInFirst = useSignInFirst();
  const moreId = useId();

  const deletedAuthor = isDeletedAuthor(review.user);
  const name = deletedAuthor ? t('publicProfile.deletedUser') : review.user.name;
  const feeling = optionTitle(review.feeling, language);
  const sentence = t('reviewView.sentence', {
    name,
    feeling,
    aspect: aspectLabel(review, language),
    service: serviceLabel(review, language),
    address: addressLabel(review.location?.address, language),
  });
  const isAuthor = me?.id === review.user.id;
  const isAdmin = me?.role.isAdmin === true;
  const hidden = review.status === 'hidden';
  const toggleHidden = () =>
    visibility.mutate(
      { kind: 'review', id: review.id, hidden: !hidden },
      { onSuccess: () => toastSuccess(t(hidden ? 'moderation.done.restore' : 'moderation.done.hide')) },
    );

  const report = () => {
    if (me) {
      setReporting(true);
    } else {
      const state: ReturnToState = { from: `${location.pathname}${location.search}` };
      void navigate('/signin', { state });
    }
  };

  const confirmDelete = () =>
    remove.mutate(review.id, {
      onSuccess: () => {
        setConfirming(false);
        toastSuccess(message('reviewDeleted'));
        onDeleted();
      },
    });

  return (
    <div className={classes.layout} data-with-media={review.attachments.length > 0 || undefined}>
      {review.attachments.length > 0 ? (
        <LikeOnDoubleClick
          onLike={() =>
            signInFirst(() => {
              if (review.viewer.reaction !== 'like') react.mutate('like');
            })
          }
        >
          <ReviewMedia attachments={review.attachments} altBase={t('reviewView.photoAlt', { name })} />
        </LikeOnDoubleClick>
      ) : null}
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={name} avatarUrl={review.user.avatarUrl} size={60} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>
              {!deletedAuthor ? (
                <Anchor component={Link} to={`/public-profile/${review.user.id}`} c="inherit" fw={700}>
                  {name}
                </Anchor>
              ) : (
                name
              )}
            </Text>
            <Tooltip label={fullDate(review.createdAt, language)} events={{ hover: true, focus: true, touch: true }} withArrow>
              <Text component="time" dateTime={review.createdAt} size="sm" c="dimmed" tabIndex={0} style={{ width: 'fit-content' }}>
                {relativeTime(review.createdAt, now, t)}
              </Text>
            </Tooltip>
          </Stack>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('reviewView.menu')}>
                <IconDots size={20} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {!isAuthor ? (
                <Menu.Item leftSection={<IconFlag size={16} aria-hidden="true" />} onClick={report}>
                  {t('reviewView.report')}
                </Menu.Item>
              ) : null}
              {isAdmin ? (
                <>
                  <Menu.Item leftSection={hidden ? <IconEye size={16} aria-hidden="true" /> : <IconEyeOff size={16} aria-hidden="true" />} onClick={toggleHidden}>
                    {t(hidden ? 'moderation.restoreAdmin' : 'moderation.hideAdmin')}
                  </Menu.Item>
                  <Menu.Item
                    component={Link}
                    to={`/admin-dashboard?tab=tickets&q=${review.ticketNumber}`}
                    leftSection={<IconTicket size={16} aria-hidden="true" />}
                  >
                    {t('reviewStatus.changeStatus')}
                  </Menu.Item>
                </>
              ) : null}
              {review.viewer.canDelete ? (
                // Red text only (not color="red.9": Mantine would paint the hovered or focused item a
                // darker red under it, 1.2:1); on the gray hover it is 4.9:1.
                <Menu.Item c="red.9" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={() => setConfirming(true)}>
                  {t('reviewView.delete')}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>

        <Stack gap={4} data-testid="review-ticket">
          <TicketLine ticketNumber={review.ticketNumber} status={review.status} />
          <StatusNote note={review.statusNote} changedAt={review.statusChangedAt} />
          <ResolutionAnswer review={review} />
        </Stack>
        {review.viewer.staff ? <StaffStatusForm review={review} /> : null}
        <Group gap="sm" align="center">
          <FeelingLabel feeling={review.feeling} language={language} size="md" />
        </Group>
        <Text data-testid="review-sentence">{sentence}</Text>

        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('reviewView.experience')}
          </Title>
          <Text className={classes.experience}>{review.experience}</Text>
          {review.comment ? <Text className={classes.experience}>{review.comment}</Text> : null}
        </Stack>
        <Group gap="lg">
          <Text size="sm">
            <Text span fw={600}>
              {t('reviewView.incidentDate')}:
            </Text>{' '}
            {incidentDate(review.incidentAt, language)}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {t('reviewView.incidentTime')}:
            </Text>{' '}
            {incidentTime(review.incidentAt, language)}
          </Text>
        </Group>

        <div>
          <Button
            variant="subtle"
            px={0}
            onClick={() => setSeeMore((open) => !open)}
            aria-expanded={seeMore}
            aria-controls={moreId}
            rightSection={seeMore ? <IconChevronUp size={16} aria-hidden="true" /> : <IconChevronDown size={16} aria-hidden="true" />}
          >
            {seeMore ? t('reviewView.seeLess') : t('reviewView.seeMore')}
          </Button>
          <Collapse expanded={seeMore} id={moreId}>
            <div style={{ paddingTop: 'var(--mantine-spacing-xs)' }}>{seeMore ? <DetailList review={review} /> : null}</div>
          </Collapse>
        </div>

        <Group>
          <MeTooButton count={review.meTooCount} pressed={review.viewer.meToo} readOnly={isAuthor || hidden} onChange={(on) => meToo.mutate(on)} />
        </Group>
        <Group gap="md" justify="space-between">
          <Text size="sm" c="dimmed">
            {t('reviewView.comments', { count: review.commentCount })}
          </Text>
          <ReactionButtons
            likeCount={review.likeCount}
            unlikeCount={review.unlikeCount}
            reaction={review.viewer.reaction}
            target={t('community.theReview')}
            onReact={(value) => react.mutate(value)}
          />
        </Group>
        <OfficialResponses review={review} />
        <CommentSection reviewId={review.id} />
      </Stack>

      {me && !isAuthor ? (
        <ReportDialog opened={reporting} onClose={() => setReporting(false)} targetType="review" targetId={review.id} />
      ) : null}
      <ConfirmDeleteDialog
        opened={confirming}
        title={t('reviewView.delete')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/**
 * The review detail dialog (spec §2 "Review detail dialog"): media left and text right in a large
 * modal, full screen on phones; like and unlike, and the comments with their replies.
 */
export function ReviewDialog({ reviewId, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const review = useQuery(reviewDetailQueryOptions(reviewId));
  const notFound = isApiError(review.error) && [403, 404, 422].includes(review.error.status);

  return (
    <Modal
      opened
      onClose={onClose}
      size="80rem"
      fullScreen={phone}
      title={t('reviewView.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
      centered={!phone}
    >
      {review.isPending ? (
        <Stack gap="md" role="status" aria-label={t('reviewView.loading')}>
          <Skeleton height={240} />
          <Skeleton height={20} width="60%" />
          <Skeleton height={14} width="80%" />
        </Stack>
      ) : review.isError ? (
        <Stack align="center" ta="center" gap="sm" py="xl">
          <IconAlertCircle size={40} aria-hidden="true" />
          <Text fw={600}>{notFound ? t('reviewView.notFound') : t('reviewView.loadFailed')}</Text>
          {notFound ? null : <Button onClick={() => void review.refetch()}>{t('routeError.retry')}</Button>}
        </Stack>
      ) : (
        <ReviewBody review={review.data} onDeleted={onClose} />
      )}
    </Modal>
  );
}
