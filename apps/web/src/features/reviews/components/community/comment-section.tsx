import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { commentsQueryOptions, useAddComment } from '../../api/community-api';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import classes from './community.module.css';

/**
 * The dialog's comments (spec §2): 'Add a comment...', five comments, 'show more comments (n)'
 * adding five. Closing the dialog forgets the extra pages, so it opens again at five.
 */
export function CommentSection({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const comments = useInfiniteQuery(commentsQueryOptions(reviewId));
  const add = useAddComment(reviewId);

  useEffect(() => () => client.removeQueries({ queryKey: commentsQueryOptions(reviewId).queryKey }), [client, reviewId]);

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const total = comments.data?.pages.at(-1)?.total ?? 0;
  const hidden = Math.max(0, total - items.length);

  return (
    <Stack gap="sm" component="section" aria-labelledby={`${reviewId}-comments`}>
      <Title order={3} size="h5" id={`${reviewId}-comments`}>
        {t('community.comments')}
      </Title>
      <CommentComposer placeholder={t('community.addComment')} requiredCode="commentRequired" onSend={(body) => add.mutateAsync(body)} />
      {comments.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('community.loadingComments')}>
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
        </Stack>
      ) : comments.isError ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('community.commentsFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void comments.refetch()}>
            {t('routeError.retry')}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('community.noComments')}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={t('community.comments')}>
          {items.map((comment) => (
            <CommentThread key={comment.id} reviewId={reviewId} comment={comment} />
          ))}
        </ul>
      )}
      {hidden > 0 && comments.hasNextPage ? (
        <Anchor component="button" type="button" size="sm" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {t('community.showMoreComments', { count: hidden })}
        </Anchor>
      ) : null}
    </Stack>
  );
}
