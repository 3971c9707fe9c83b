import { Button, Group, Stack } from '@mantine/core';
import type { FieldErrors } from '@suara/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AgeBandField,
  DisabilityField,
  draftFromAnswers,
  GenderField,
  HomeLocationFields,
  NationalStatusField,
  UsageField,
  validateOnboarding,
  type OnboardingDraft,
} from '../../../components/onboarding-fields';
import { useMessage } from '../../../lib/messages';
import type { SessionUser } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { useSaveOnboardingAnswers } from '../api/users-api';

/** The onboarding answers, editable (PUT /api/users/me/onboarding); toast 'Profile Updated'. */
export function PreferencesForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromAnswers(user.onboarding));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveOnboardingAnswers();

  const update = (patch: Partial<OnboardingDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };
  const errorText = (key: string) => {
    const code = errors[key];
    return code ? message(code) : undefined;
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateOnboarding(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.answers, { onSuccess: () => toastSuccess(message('profileUpdated')) });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <GenderField id="pref-gender" value={draft.gender} onChange={(gender) => update({ gender })} error={errorText('gender')} />
        <AgeBandField id="pref-age" value={draft.ageBand} onChange={(ageBand) => update({ ageBand })} error={errorText('ageBand')} />
        <NationalStatusField
          id="pref-status"
          value={draft.nationalStatus}
          onChange={(nationalStatus) => update({ nationalStatus })}
          error={errorText('nationalStatus')}
        />
        <HomeLocationFields
          id="pref-home"
          state={draft.state}
          place={draft.place}
          onStateChange={(state) => update({ state, place: '' })}
          onPlaceChange={(place) => update({ place })}
          error={errorText('homeLocation')}
        />
        <DisabilityField
          id="pref-disability"
          value={draft.disability}
          onChange={(disability) => update({ disability })}
          error={errorText('disability')}
        />
        <UsageField
          id="pref-usage"
          value={draft.transportUsage}
          onChange={(transportUsage) => update({ transportUsage })}
          error={errorText('transportUsage')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.savePreferences')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
