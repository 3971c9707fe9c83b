import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  AgeBandField,
  DisabilityField,
  GenderField,
  HomeLocationFields,
  NationalStatusField,
  UsageField,
  useOnboardingForm,
} from '../../../components/onboarding-fields';
import { useMessage } from '../../../lib/messages';
import type { SessionUser } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useSaveOnboardingAnswers } from '../api/users-api';

/** The onboarding answers, editable (PUT /api/users/me/onboarding); toast 'Profile Updated'. */
export function PreferencesForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { question, homeLocation, check } = useOnboardingForm(user.onboarding);
  const save = useSaveOnboardingAnswers();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = check();
    if (answers) save.mutate(answers, { onSuccess: () => toastSuccess(message('profileUpdated')) });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <GenderField id="pref-gender" {...question('gender')} />
        <AgeBandField id="pref-age" {...question('ageBand')} />
        <NationalStatusField id="pref-status" {...question('nationalStatus')} />
        <HomeLocationFields id="pref-home" {...homeLocation} />
        <DisabilityField id="pref-disability" {...question('disability')} />
        <UsageField id="pref-usage" {...question('transportUsage')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.savePreferences')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
