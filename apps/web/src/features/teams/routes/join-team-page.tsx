import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockX, IconLinkOff, IconMailOpened, IconUserExclamation } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Trans } from '../../../components/trans';
import { Link, useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import type { ReturnToState } from '../../../lib/return-to';
import { incidentDate } from '../../../lib/review-format';
import { useSession } from '../../../lib/session';
import { signOut } from '../../accounts/api/sign-out';
import { AuthCard } from '../../accounts/components/auth-card';
import { HomeButton, ResultView } from '../../accounts/components/result-view';
import { teamInvitationQueryOptions, useAcceptInvitation, type TeamInvitationView } from '../api/team-invitations-api';
import { joinRefusal, joinView, type JoinRefusal } from '../join-team-view';

/** Where a team's staff work; the link is the way on once someone has joined. */
const OPERATOR_INBOX = '/operator';

function InboxButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={OPERATOR_INBOX} size="md" fullWidth>
      {t('joinTeam.openInbox')}
    </Button>
  );
}

/** The address an invitation is for, or the one signed in, set apart in a sentence. */
const strong = <Text span fw={700} style={{ overflowWrap: 'anywhere' }} />;

function Loading() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.joinTeam')}>
      <Stack gap="sm" role="status" aria-live="polite">
        <VisuallyHidden>{t('joinTeam.loading')}</VisuallyHidden>
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={18} radius="sm" />
          <Skeleton height={18} width="70%" radius="sm" />
          <Skeleton height={44} mt="md" radius="md" />
        </Stack>
      </Stack>
    </AuthCard>
  );
}

type SignOutButtonProps = { onSignedOut: () => void };

/** Signs out here and stays: the page then offers to sign in with the invited address. */
function SignOutButton({ onSignedOut }: SignOutButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="md"
      variant="default"
      fullWidth
      loading={busy}
      onClick={() => {
        setBusy(true);
        void signOut(queryClient).then(onSignedOut);
      }}
    >
      {t('joinTeam.signOut')}
    </Button>
  );
}

/** Why 'Join the team' was refused, in words: the answer stays on the page. */
function refusalText(refusal: JoinRefusal, error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  switch (refusal) {
    case 'used':
      return t('joinTeam.usedTitle');
    case 'expired':
      return t('joinTeam.expiredRefused');
    case 'unverified':
      return t('joinTeam.unverified');
    case 'unknownLink':
      return t('joinTeam.invalidTitle');
    default:
      return apiErrorText(error);
  }
}

type PendingInvitationProps = { invitation: TeamInvitationView; accept: ReturnType<typeof useAcceptInvitation> };

function PendingInvitation({ invitation, accept }: PendingInvitationProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const location = useLocation();
  const { user } = useSession();
  const signInButton = useRef<HTMLAnchorElement>(null);
  const view = joinView(invitation, user);
  const operator = invitation.operator.name;
  const back: ReturnToState = { from: location.pathname };

  const refusal = accept.isError ? joinRefusal(accept.error) : null;
  // Nothing more this link can do: used, expired or gone since the page loaded.
  const final = refusal === 'used' || refusal === 'expired' || refusal === 'unknownLink';
  const otherEmail = view === 'otherEmail' || refusal === 'otherEmail';

  return (
    <AuthCard title={t(`joinTeam.invited.${invitation.role}`, { operator })} documentTitle={t('pages.joinTeam')}>
      <Stack gap="md">
        <Text>{t(`teamRoles.hints.${invitation.role}`, { operator })}</Text>
        <Text>
          <Trans i18nKey="joinTeam.forAddress" values={{ email: invitation.email }} components={{ strong }} />
        </Text>
        <Text size="sm" c="dimmed">
          {t('joinTeam.expiresOn', { date: incidentDate(invitation.expiresAt, language) })}
        </Text>

        {/* Another address is said below, with the way out (sign out). */}
        {refusal && refusal !== 'otherEmail' ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />} title={t('joinTeam.notJoined')}>
            {refusalText(refusal, accept.error, t)}
          </Alert>
        ) : null}

        {view === 'signedOut' ? (
          <Stack gap="sm">
            <Text>{t('joinTeam.signInFirst')}</Text>
            <Button ref={signInButton} component={Link} to="/signin" state={back} size="md" fullWidth>
              {t('joinTeam.signIn')}
            </Button>
            <Button component={Link} to="/signup" state={back} size="md" variant="default" fullWidth>
              {t('joinTeam.createAccount')}
            </Button>
          </Stack>
        ) : otherEmail ? (
          <Stack gap="sm">
            <Alert color="orange.9" variant="light" icon={<IconUserExclamation size={20} aria-hidden />} title={t('joinTeam.otherEmailTitle')}>
              {user?.email ? (
                <Trans i18nKey="joinTeam.otherEmail" values={{ current: user.email, email: invitation.email }} components={{ strong }} />
              ) : (
                <Trans i18nKey="joinTeam.noEmail" values={{ email: invitation.email }} components={{ strong }} />
              )}
            </Alert>
            <SignOutButton
              onSignedOut={() => {
                accept.reset();
                // The button goes with the signed-in view: focus moves on to signing in.
                requestAnimationFrame(() => signInButton.current?.focus());
              }}
            />
          </Stack>
        ) : final ? (
          <HomeButton />
        ) : (
          <Button size="md" fullWidth loading={accept.isPending} onClick={() => accept.mutate()}>
            {t('joinTeam.join')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}

/**
 * /join-team/{token} (issue #18 section 1): the invitation an e-mail carried. Anyone may read it
 * (which operator's team, the role, the address it is for); to join, one signs in or signs up with
 * that address and comes back here. Used, expired and unknown links each say so.
 */
export default function JoinTeamPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { user } = useSession();
  const invitation = useQuery(teamInvitationQueryOptions(token));
  // Here, not in the invitation's view: joining marks the cached invitation used, which must not
  // replace the success with 'used already'.
  const accept = useAcceptInvitation(token);

  if (accept.isSuccess) {
    const { team, role } = accept.data;
    return (
      <ResultView
        tone="success"
        icon={<IconCircleCheck size={36} />}
        title={t('joinTeam.joinedTitle', { operator: team.operator.name })}
        body={t(`joinTeam.joinedBody.${role}`, { operator: team.operator.name })}
        actions={<InboxButton />}
      />
    );
  }
  if (invitation.isPending) return <Loading />;

  if (invitation.isError) {
    if (isApiError(invitation.error) && invitation.error.status === 404) {
      return <ResultView tone="error" icon={<IconLinkOff size={36} />} title={t('joinTeam.invalidTitle')} body={t('joinTeam.invalidBody')} actions={<HomeButton />} />;
    }
    return (
      <AuthCard title={t('pages.joinTeam')}>
        <LoadError message={t('joinTeam.loadFailed')} onRetry={() => void invitation.refetch()} retrying={invitation.isFetching} />
      </AuthCard>
    );
  }

  const data = invitation.data;
  const view = joinView(data, user);
  if (view === 'used') {
    return (
      <ResultView
        tone="error"
        icon={<IconMailOpened size={36} />}
        title={t('joinTeam.usedTitle')}
        body={t('joinTeam.usedBody', { operator: data.operator.name })}
        actions={
          <>
            {user ? <InboxButton /> : null}
            <HomeButton />
          </>
        }
      />
    );
  }
  if (view === 'expired') {
    return (
      <ResultView
        tone="error"
        icon={<IconClockX size={36} />}
        title={t('joinTeam.expiredTitle')}
        body={t('joinTeam.expiredBody', { operator: data.operator.name })}
        actions={<HomeButton />}
      />
    );
  }
  return <PendingInvitation invitation={data} accept={accept} />;
}
