import { Alert, Anchor, Badge, Button, Container, Flex, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconSettings, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { updateUser, useSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { publicProfileQueryOptions, useMe, useResendVerification } from '../api/users-api';
import { ProfileHeader } from '../components/profile-header';
import { ProfileReviews } from '../components/profile-reviews';

/**
 * /profile (spec §2 "Own profile"): avatar or initial, name, @username, 'Administrator' (admins,
 * tooltip 'You are an Admin') to /admin-dashboard, 'Verified User' or the 'Not Verified' warning
 * with 'Resend link', about, review count, Settings, and 'My Review' (the user's reviews as feed
 * tiles, hidden ones marked; the empty state when there are none).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // Refresh the stored user (e.g. verified in another tab) and read the public review count.
  useMe();
  const counts = useQuery({ ...publicProfileQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const resend = useResendVerification();

  if (!user) return null; // the guard sends visitors to /signin

  const resendLink = () =>
    resend.mutate(undefined, {
      onSuccess: () => toastSuccess(t('profile.resent')),
      onError: (error) => {
        if (isApiError(error) && error.code === 'already_verified') {
          updateUser({ emailVerified: true });
          toastSuccess(t('apiErrors.already_verified'));
        } else {
          toastError(apiErrorText(error));
        }
      },
    });

  const adminLink = user.role.isAdmin ? (
    <Tooltip label={t('profile.adminTooltip')} events={{ hover: true, focus: true, touch: true }} withArrow>
      <Badge
        component={Link}
        to="/admin-dashboard"
        size="lg"
        color="accent"
        variant="light"
        leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
        style={{ cursor: 'pointer' }}
      >
        {t('profile.administrator')}
      </Badge>
    </Tooltip>
  ) : null;

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={t('pages.profile')} />
      <Stack gap="xl">
        <ProfileHeader
          name={user.name}
          username={user.username}
          avatarUrl={user.avatarUrl}
          about={user.about}
          location={user.location}
          createdAt={user.createdAt}
          verified={user.emailVerified}
          reviewCount={counts.data?.reviewCount ?? 0}
          badges={adminLink}
        >
          {!user.emailVerified ? (
            <Alert
              color="accent"
              variant="light"
              role="status"
              title={t('profile.notVerified')}
              icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('profile.notVerifiedBody')}</Text>
                <Button size="sm" variant="filled" color="accent" onClick={resendLink} loading={resend.isPending}>
                  {t('profile.resend')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Flex justify={{ base: 'center', xs: 'flex-start' }}>
            <Button component={Link} to="/setting" variant="default" leftSection={<IconSettings size={18} aria-hidden="true" />}>
              {t('profile.settings')}
            </Button>
          </Flex>
        </ProfileHeader>

        <Stack gap="md" component="section" aria-labelledby="my-review-heading">
          <Title order={2} id="my-review-heading">
            {t('profile.myReview')}
          </Title>
          <ProfileReviews
            userId={user.id}
            label={t('profile.myReview')}
            emptyTitle={t('profile.noReview')}
            emptyAction={
              <Anchor component={Link} to="/review" fw={600}>
                {t('profile.haveYourSay')}
              </Anchor>
            }
          />
        </Stack>
      </Stack>
    </Container>
  );
}
