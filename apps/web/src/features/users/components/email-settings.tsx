import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/users-api';

/**
 * Whether an operator's response or status move on one of my reviews is also e-mailed (issue #18);
 * the bell tells me either way. Saved as soon as it is switched.
 */
export function EmailSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // A session stored before this setting existed has no value: e-mails are on by default.
  const checked = update.isPending ? update.variables.emailReviewUpdates === true : user.emailReviewUpdates !== false;
  return (
    <Switch
      label={t('settings.emailReviewUpdates')}
      description={t('settings.emailReviewUpdatesHint')}
      checked={checked}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate(
          { emailReviewUpdates: event.currentTarget.checked },
          { onSuccess: () => toastSuccess(t('settings.emailSaved')), onError: (error) => toastError(apiErrorText(error)) },
        )
      }
    />
  );
}
