import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { ReportDialog } from '../../../../components/report-dialog';
import { UserAvatar } from '../../../../components/user-avatar';
import { useMessage } from '../../../../lib/messages';
import { isDeletedAuthor, relativeTime, useNow } from '../../../../lib/review-format';
import { useSession } from '../../../../lib/session';
import { toastSuccess } from '../../../../lib/toast';
import { useSignInFirst } from '../../../../lib/use-sign-in-first';
import {
  moreRepliesQueryOptions,
  useAddReply,
  useCommentReaction,
  useDeleteComment,
  type CommentData,
  type ReplyData,
} from '../../api/community-api';
import { useSetVisibility } from '../../api/moderation-api';
import { CommentComposer } from './comment-composer';
import { ReactionButtons } from './reaction-buttons';
import classes from './community.module.css';

type PostProps = { reviewId: string; post: ReplyData; kind: 'comment' | 'reply'; children?: React.ReactNode; actions?: React.ReactNode };

/**
 * One comment or reply: author, time, text (always as text, never HTML), reactions and Delete for its
 * author. An administrator also gets Hide / Restore, and sees hidden posts marked.
 */
function Post({ reviewId, post, kind, children, actions }: PostProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const now = useNow();
  const react = useCommentReaction(reviewId);
  const remove = useDeleteComment(reviewId);
  const [confirming, setConfirming] = useState(false);
  const visibility = useSetVisibility();
  const { user: me } = useSession();
  const name = isDeletedAuthor(post.user) ? t('publicProfile.deletedUser') : post.user.name;
  const hidden = post.hidden === true;
  const toggleHidden = () =>
    visibility.mutate(
      { kind: 'comment', id: post.id, hidden: !hidden },
      { onSuccess: () => toastSuccess(t(hidden ? 'moderation.done.restore' : 'moderation.done.hide')) },
    );

  const confirmDelete = () =>
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirming(false);
        toastSuccess(message(kind === 'comment' ? 'commentDeleted' : 'replyDeleted'));
      },
    });

  return (
    <Group component="article" gap="sm" align="flex-start" wrap="nowrap" aria-label={t(`community.${kind}By`, { name })}>
      <UserAvatar name={name} avatarUrl={post.user.avatarUrl} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={post.createdAt}>
            {relativeTime(post.createdAt, now, t)}
          </Text>
          {hidden ? (
            <Badge size="sm" color="dark.6" variant="filled" leftSection={<IconEyeOff size={12} aria-hidden="true" />}>
              {t('moderation.hiddenPost')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" className={classes.body}>
          {post.body}
        </Text>
        <Group gap={4}>
          <ReactionButtons
            size="xs"
            likeCount={post.likeCount}
            unlikeCount={post.unlikeCount}
            reaction={post.viewer.reaction}
            target={t(`community.${kind}Of`, { name })}
            onReact={(value) => react.mutate({ id: post.id, value, from: post.viewer.reaction })}
          />
          {actions}
          {me?.role.isAdmin ? (
            <Button size="xs" variant="subtle" color="gray" c="dark.6" onClick={toggleHidden} loading={visibility.isPending}>
              {t(hidden ? 'moderation.restoreAdmin' : 'moderation.hideAdmin')}
            </Button>
          ) : null}
          {post.viewer.canDelete && !hidden ? (
            <Button size="xs" variant="subtle" color="red" c="red.9" onClick={() => setConfirming(true)}>
              {t('community.delete')}
            </Button>
          ) : null}
        </Group>
        {children}
      </Stack>
      <ConfirmDeleteDialog
        opened={confirming}
        title={t(kind === 'comment' ? 'community.deleteComment' : 'community.deleteReply')}
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Group>
  );
}

/** A comment with Reply and Report, its first replies and 'show more replies (n)' (2 at a time). */
export function CommentThread({ reviewId, comment }: { reviewId: string; comment: CommentData }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const signInFirst = useSignInFirst();
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [wantMore, setWantMore] = useState(false);
  const addReply = useAddReply(reviewId);
  const more = useInfiniteQuery({ ...moreRepliesQueryOptions(reviewId, comment), enabled: wantMore && Boolean(comment.repliesNextCursor) });
  const replies = [...comment.replies, ...(wantMore ? (more.data?.pages.flatMap((page) => page.items) ?? []) : [])];
  const hidden = Math.max(0, comment.replyCount - replies.length);
  const isAuthor = me?.id === comment.user.id;

  const showMore = () => {
    if (!wantMore) setWantMore(true);
    else void more.fetchNextPage();
  };

  return (
    <li>
      <Post
        reviewId={reviewId}
        post={comment}
        kind="comment"
        actions={
          <>
            <Button size="xs" variant="subtle" aria-expanded={replying} onClick={() => signInFirst(() => setReplying((open) => !open))}>
              {t('community.reply')}
            </Button>
            {!isAuthor ? (
              <Button size="xs" variant="subtle" color="gray" onClick={() => signInFirst(() => setReporting(true))}>
                {t('community.report')}
              </Button>
            ) : null}
          </>
        }
      >
        {replies.length > 0 ? (
          <ul className={classes.list} aria-label={t('community.repliesTo', { name: comment.user.name })}>
            {replies.map((reply) => (
              <li key={reply.id}>
                <Post reviewId={reviewId} post={reply} kind="reply" />
              </li>
            ))}
          </ul>
        ) : null}
        {hidden > 0 ? (
          <Anchor component="button" type="button" size="sm" onClick={showMore} disabled={more.isFetching}>
            {t('community.showMoreReplies', { count: hidden })}
          </Anchor>
        ) : null}
        {replying ? (
          <CommentComposer
            placeholder={t('community.addReply')}
            requiredCode="replyRequired"
            autoFocus
            onSend={(body) => addReply.mutateAsync({ commentId: comment.id, body })}
          />
        ) : null}
      </Post>
      {me && !isAuthor ? <ReportDialog opened={reporting} onClose={() => setReporting(false)} targetType="comment" targetId={comment.id} /> : null}
    </li>
  );
}
