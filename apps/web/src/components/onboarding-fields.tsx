import { Fieldset, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import {
  AGE_BANDS,
  DISABILITY_OPTIONS,
  formatHomeLocation,
  GENDERS,
  NATIONAL_STATUSES,
  parseHomeLocation,
  placesOf,
  STATES,
  USAGE_OPTIONS,
  ZOnboardingAnswers,
  fieldErrors,
  type AgeBand,
  type FieldErrors,
  type Gender,
  type NationalStatus,
  type OnboardingAnswers,
  type StateName,
  type TransportUsage,
} from '@suara/domain';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../lib/i18n';
import { useMessage } from '../lib/messages';
import type { OnboardingAnswersView } from '../lib/session';
import classes from './onboarding-fields.module.css';

/*
 * The onboarding questions (spec §3 "Onboarding answers", §4 "Onboarding steps"), shared by the
 * onboarding page and Settings. Each question is one labelled control: radios for short lists,
 * native selects for long ones (they use the phone's own picker).
 */

/** Disability is three-way: yes, no, or 'Prefer not to say' (stored as null). */
export type DisabilityChoice = 'yes' | 'no' | 'undisclosed';

export type OnboardingDraft = {
  gender: Gender | '';
  ageBand: AgeBand | '';
  nationalStatus: NationalStatus | '';
  state: StateName | '';
  place: string;
  disability: DisabilityChoice | '';
  transportUsage: TransportUsage | '';
};

export const EMPTY_ONBOARDING_DRAFT: OnboardingDraft = {
  gender: '',
  ageBand: '',
  nationalStatus: '',
  state: '',
  place: '',
  disability: '',
  transportUsage: '',
};

const DISABILITY_CHOICES: { choice: DisabilityChoice; option: (typeof DISABILITY_OPTIONS)[number] }[] = DISABILITY_OPTIONS.map(
  (option) => ({ choice: option.key === true ? 'yes' : option.key === false ? 'no' : 'undisclosed', option }),
);

export function draftFromAnswers(answers: OnboardingAnswersView | null | undefined): OnboardingDraft {
  if (!answers) return EMPTY_ONBOARDING_DRAFT;
  const home = parseHomeLocation(answers.homeLocation);
  return {
    gender: answers.gender,
    ageBand: answers.ageBand,
    nationalStatus: answers.nationalStatus,
    state: home?.state ?? '',
    place: home?.place ?? '',
    disability: answers.disability === true ? 'yes' : answers.disability === false ? 'no' : 'undisclosed',
    transportUsage: answers.transportUsage,
  };
}

/** The request body for PUT /api/users/me/onboarding, checked with the domain rules. */
export function validateOnboarding(
  draft: OnboardingDraft,
): { ok: true; answers: OnboardingAnswers } | { ok: false; errors: FieldErrors } {
  const candidate = {
    gender: draft.gender || undefined,
    ageBand: draft.ageBand || undefined,
    nationalStatus: draft.nationalStatus || undefined,
    homeLocation: draft.state && draft.place ? formatHomeLocation(draft.place, draft.state) : undefined,
    disability: draft.disability === '' ? undefined : draft.disability === 'yes' ? true : draft.disability === 'no' ? false : null,
    transportUsage: draft.transportUsage || undefined,
  };
  const result = ZOnboardingAnswers.safeParse(candidate);
  return result.success ? { ok: true, answers: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

type FieldProps<T> = {
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
  id?: string;
};

/** The questions answered with one field (the living place takes two: `homeLocation`). */
type Question = 'gender' | 'ageBand' | 'nationalStatus' | 'disability' | 'transportUsage';

/**
 * The state of a form of these questions (the onboarding page, Settings' preferences): the draft,
 * each question's value, onChange and error, and `check()`. Any change clears the errors.
 */
export function useOnboardingForm(answers: OnboardingAnswersView | null | undefined) {
  const message = useMessage();
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromAnswers(answers));
  const [errors, setErrors] = useState<FieldErrors>({});

  const update = (patch: Partial<OnboardingDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setErrors({});
  };
  const errorText = (key: string) => {
    const code = errors[key];
    return code ? message(code) : undefined;
  };

  /** Props for one question's field: `<GenderField {...question('gender')} />`. */
  function question<Q extends Question>(key: Q): FieldProps<Exclude<OnboardingDraft[Q], ''>> {
    return {
      // TypeScript does not narrow OnboardingDraft[Q] through the generic Exclude; the types match.
      value: draft[key] as Exclude<OnboardingDraft[Q], ''> | '',
      onChange: (value) => update({ [key]: value } as Partial<OnboardingDraft>),
      error: errorText(key),
    };
  }

  /** Props for HomeLocationFields: choosing another state clears the town. */
  const homeLocation = {
    state: draft.state,
    place: draft.place,
    onStateChange: (state: StateName) => update({ state, place: '' }),
    onPlaceChange: (place: string) => update({ place }),
    error: errorText('homeLocation'),
  };

  /** The answers to save, or null after showing the broken rules under the questions. */
  function check(): OnboardingAnswers | null {
    const checked = validateOnboarding(draft);
    if (checked.ok) return checked.answers;
    setErrors(checked.errors);
    return null;
  }

  return { draft, question, homeLocation, check };
}

export function GenderField({ value, onChange, error, id }: FieldProps<Gender>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Radio.Group
      id={id}
      label={t('onboarding.gender')}
      value={value}
      onChange={(next) => onChange(next as Gender)}
      error={error}
      withAsterisk
    >
      <Group gap="lg" mt="xs">
        {GENDERS.map((gender) => (
          <Radio key={gender.key} value={gender.key} label={gender[language]} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export function AgeBandField({ value, onChange, error, id }: FieldProps<AgeBand>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <NativeSelect
      id={id}
      label={t('onboarding.ageBand')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as AgeBand)}
      error={error}
      withAsterisk
      data={[
        { value: '', label: t('onboarding.choose'), disabled: true },
        ...AGE_BANDS.map((band) => ({ value: band.key, label: band[language] })),
      ]}
    />
  );
}

export function NationalStatusField({ value, onChange, error, id }: FieldProps<NationalStatus>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <NativeSelect
      id={id}
      label={t('onboarding.nationalStatus')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as NationalStatus)}
      error={error}
      required
      data={[
        { value: '', label: t('onboarding.choose'), disabled: true },
        ...NATIONAL_STATUSES.map((status) => ({ value: status.key, label: status[language] })),
      ]}
    />
  );
}

type HomeLocationProps = {
  state: StateName | '';
  place: string;
  onStateChange: (state: StateName) => void;
  onPlaceChange: (place: string) => void;
  error?: string;
  id?: string;
};

/** Where the user lives: a state, then one of its towns; shown as 'place, STATE, MALAYSIA'. */
export function HomeLocationFields({ state, place, onStateChange, onPlaceChange, error, id }: HomeLocationProps) {
  const { t } = useTranslation();
  const places = state ? placesOf(state) : [];
  return (
    <Fieldset variant="unstyled" p={0} legend={<span className={classes.legend}>{t('onboarding.livingPlace')}</span>}>
      <Stack gap="xs">
        <NativeSelect
          id={id}
          label={t('onboarding.state')}
          value={state}
          onChange={(event) => onStateChange(event.currentTarget.value as StateName)}
          withAsterisk
          error={error && !state ? error : undefined}
          data={[
            { value: '', label: t('onboarding.chooseState'), disabled: true },
            ...STATES.map((s) => ({ value: s.name, label: s.name })),
          ]}
        />
        <NativeSelect
          id={id ? `${id}-town` : undefined}
          label={t('onboarding.town')}
          value={place}
          onChange={(event) => onPlaceChange(event.currentTarget.value)}
          disabled={!state}
          withAsterisk
          error={error && state && !place ? error : undefined}
          data={[
            { value: '', label: t('onboarding.chooseTown'), disabled: true },
            ...places.map((p) => ({ value: p, label: p })),
          ]}
        />
        {state && place ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {formatHomeLocation(place, state)}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

export function DisabilityField({ value, onChange, error, id }: FieldProps<DisabilityChoice>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Radio.Group
      id={id}
      label={t('onboarding.disability')}
      description={t('onboarding.disabilityHint')}
      value={value}
      onChange={(next) => onChange(next as DisabilityChoice)}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {DISABILITY_CHOICES.map(({ choice, option }) => (
          <Radio key={choice} value={choice} label={option[language]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function UsageField({ value, onChange, error, id }: FieldProps<TransportUsage>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Radio.Group
      id={id}
      label={t('onboarding.usage')}
      value={value}
      onChange={(next) => onChange(next as TransportUsage)}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {USAGE_OPTIONS.map((usage) => (
          <Radio key={usage.key} value={usage.key} label={usage[language]} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
