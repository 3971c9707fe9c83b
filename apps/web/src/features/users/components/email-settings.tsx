import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useIsOperatorStaff } from '../../operator/api/my-teams-api';
import { apiErrorText } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/users-api';

type EmailChoice = 'emailReviewUpdates' | 'emailDigest';

/** One e-mail choice, saved as soon as it is switched. A session stored before it existed has no value: on by default. */
function EmailSwitch({ user, choice, label, hint }: { user: SessionUser; choice: EmailChoice; label: string; hint: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // What was switched shows at once (the mutation's own state reaches the screen a tick later).
  const [wanted, setWanted] = useState<boolean | null>(null);
  return (
    <Switch
      label={label}
      description={hint}
      checked={wanted ?? user[choice] !== false}
      disabled={update.isPending}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setWanted(next);
        update.mutate(
          { [choice]: next },
          { onSuccess: () => toastSuccess(t('settings.emailSaved')), onError: (error) => toastError(apiErrorText(error)), onSettled: () => setWanted(null) },
        );
      }}
    />
  );
}

/**
 * The e-mails one gets beyond the account's own (issue #18): an operator's response or status move
 * on my reviews (the bell tells me either way), and, for an operator team's members and
 * administrators, the weekly digest.
 */
export function EmailSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const staff = useIsOperatorStaff(user.id);
  return (
    <Stack gap="md">
      <EmailSwitch user={user} choice="emailReviewUpdates" label={t('settings.emailReviewUpdates')} hint={t('settings.emailReviewUpdatesHint')} />
      {staff || user.role.isAdmin ? <EmailSwitch user={user} choice="emailDigest" label={t('settings.emailDigest')} hint={t('settings.emailDigestHint')} /> : null}
    </Stack>
  );
}
