import { Anchor, Button, Container, Flex, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFlag, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ReportDialog } from '../../../components/report-dialog';
import { isApiError } from '../../../lib/api-client';
import type { ReturnToState } from '../../../lib/return-to';
import { useSession } from '../../../lib/session';
import { publicProfileQueryOptions } from '../api/users-api';
import { ProfileHeader } from '../components/profile-header';
import { ProfileReviews } from '../components/profile-reviews';

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} role="status" aria-live="polite">
      <VisuallyHidden>{t('a11y.loadingPage')}</VisuallyHidden>
      <Group gap="md" aria-hidden="true">
        <Skeleton height={96} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={28} width="50%" />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="70%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * /public-profile/{userId} (spec §2 "Public profile"): the public fields (not the owner's role or
 * whether their e-mail is verified: those stay on their own profile), 'Report {first name}'
 * (the User report dialog; visitors are asked to sign in first), and 'No review yet'. An unknown
 * id shows a not-found view; a deleted account shows 'Deleted user'.
 */
export default function PublicProfilePage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const location = useLocation();
  const { user: me } = useSession();
  const profile = useQuery(publicProfileQueryOptions(userId));
  const [reporting, setReporting] = useState(false);

  if (profile.isPending) {
    return (
      <Container size="md" py={{ base: 'md', sm: 'xl' }}>
        <DocumentTitle page={t('pages.publicProfile')} />
        <ProfileSkeleton />
      </Container>
    );
  }

  if (profile.isError) {
    const notFound = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 422);
    return (
      <Container size="sm" py={{ base: 'xl', sm: 64 }}>
        <DocumentTitle page={notFound ? t('publicProfile.notFoundTitle') : t('pages.publicProfile')} />
        <Stack align="center" ta="center" gap="md">
          <IconUserOff size={56} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-7)" />
          <Title order={1}>{notFound ? t('publicProfile.notFoundTitle') : t('publicProfile.loadFailed')}</Title>
          <Text c="dimmed" maw={440}>
            {notFound ? t('publicProfile.notFoundBody') : t('routeError.body')}
          </Text>
          {notFound ? (
            <Button component={Link} to="/">
              {t('notFound.backHome')}
            </Button>
          ) : (
            <Button onClick={() => void profile.refetch()}>{t('routeError.retry')}</Button>
          )}
        </Stack>
      </Container>
    );
  }

  const user = profile.data;
  const deleted = user.deleted;
  const displayName = deleted ? t('publicProfile.deletedUser') : user.name;
  const first = firstName(user.name);
  const isMe = me?.id === user.id;
  const signInState: ReturnToState = { from: `${location.pathname}${location.search}` };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={displayName} />
      <Stack gap="xl">
        <ProfileHeader
          name={displayName}
          username={deleted ? null : user.username}
          avatarUrl={deleted ? null : user.avatarUrl}
          about={deleted ? null : user.about}
          location={deleted ? null : user.location}
          createdAt={deleted ? null : user.createdAt}
          reviewCount={user.reviewCount}
        >
          {deleted ? <Text c="dimmed">{t('publicProfile.deletedBody')}</Text> : null}
          {!deleted && !isMe ? (
            me ? (
              <Flex justify={{ base: 'center', xs: 'flex-start' }}>
                <Button
                  variant="default"
                  color="red.9"
                  leftSection={<IconFlag size={18} aria-hidden="true" />}
                  onClick={() => setReporting(true)}
                >
                  {t('publicProfile.report', { name: first })}
                </Button>
              </Flex>
            ) : (
              <Text size="sm">
                <Anchor component={Link} to="/signin" state={signInState} fw={600}>
                  {t('publicProfile.signInToReport', { name: first })}
                </Anchor>
              </Text>
            )
          ) : null}
        </ProfileHeader>

        <Stack gap="md" component="section" aria-labelledby="public-reviews-heading">
          <Title order={2} id="public-reviews-heading">
            {t('publicProfile.reviews')}
          </Title>
          <ProfileReviews userId={user.id} label={t('publicProfile.reviews')} emptyTitle={t('publicProfile.noReview')} />
        </Stack>
      </Stack>

      {me && !deleted && !isMe ? (
        <ReportDialog opened={reporting} onClose={() => setReporting(false)} targetType="user" targetId={user.id} />
      ) : null}
    </Container>
  );
}
