import { Button, Group, Stack, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { ABOUT_MAX, fieldErrors, PROFILE_LOCATION_MAX, ZProfileUpdate, type FieldErrors } from '@suara/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText, apiFieldErrors, isApiError } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import type { SessionUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/users-api';
import { ChangePasswordDialog } from './change-password-dialog';
import classes from './settings.module.css';

const FIELDS = ['name', 'phone', 'about', 'location'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Name, phone, about and current city (PUT /api/users/me), the e-mail shown disabled, and the
 * password's 'change' button opening the 'Change Password' dialog. Toast 'Profile Updated'.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    name: user.name ?? '',
    phone: user.phone ?? '',
    about: user.about ?? '',
    location: user.location ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [changingPassword, setChangingPassword] = useState(false);
  const formId = useId();
  const update = useUpdateProfile();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = ZProfileUpdate.safeParse(values);
    if (!result.success) {
      const codes: FieldErrors = fieldErrors(result.error);
      const next: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const code = codes[field];
        if (code) next[field] = message(code);
      }
      setErrors(next);
      const first = FIELDS.find((field) => next[field]);
      if (first) focusField(formId, first);
      return;
    }
    // An emptied optional field is sent as null ("remove it"), not left out ("unchanged").
    const body = {
      name: result.data.name,
      phone: result.data.phone ?? null,
      about: result.data.about ?? null,
      location: result.data.location ?? null,
    };
    update.mutate(body, {
      onSuccess: () => {
        setErrors({});
        toastSuccess(message('profileUpdated'));
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        const known: Partial<Record<Field, string>> = {};
        for (const field of FIELDS) if (fields[field]) known[field] = fields[field];
        if (isApiError(error) && Object.keys(known).length > 0) setErrors(known);
        else toastError(apiErrorText(error));
      },
    });
  }

  const register = (field: Field) => ({
    id: `${formId}-${field}`,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
    error: errors[field],
  });

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={t('settings.name')} autoComplete="name" required {...register('name')} />
          <TextInput
            label={t('settings.email')}
            value={user.email ?? ''}
            disabled
            readOnly
            description={t('settings.emailHint')}
            // Disabled, yet it is the reader's address: keep it readable.
            styles={{ input: { color: 'var(--mantine-color-gray-8)', opacity: 1 } }}
          />
          <div className={classes.passwordRow}>
            <TextInput label={t('settings.password')} value="••••••••" disabled readOnly />
            <Button variant="default" onClick={() => setChangingPassword(true)}>
              {t('settings.change')}
              <VisuallyHidden>&nbsp;{t('settings.changeHidden')}</VisuallyHidden>
            </Button>
          </div>
          <TextInput label={t('settings.phone')} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
          <TextInput
            label={t('settings.location')}
            autoComplete="address-level2"
            maxLength={PROFILE_LOCATION_MAX}
            {...register('location')}
          />
          <Textarea
            label={t('settings.about')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={ABOUT_MAX}
            description={t('settings.aboutHint', { count: values.about.length, max: ABOUT_MAX })}
            {...register('about')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('settings.saveProfile')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ChangePasswordDialog opened={changingPassword} onClose={() => setChangingPassword(false)} />
    </>
  );
}
