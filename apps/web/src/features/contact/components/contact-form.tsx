import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, EMAIL_MAX, fieldErrors, ZContactBody } from '@suara/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText, apiFieldErrors } from '../../../lib/api-client';
import { focusField } from '../../../lib/focus';
import { useMessage } from '../../../lib/messages';
import { useSession, type SessionUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSendContactMessage } from '../api/contact-api';

const FIELDS = ['firstName', 'lastName', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A signed-in rider's name and e-mail to start from: the first word of the name as the first name. */
function startingValues(user: SessionUser | null): Values {
  const [first = '', ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' '), email: user?.email ?? '', message: '' };
}

/**
 * 'DROP US A MESSAGE' (spec §2, §4 "Contact form"): all four fields required, errors under the
 * fields (ours and the server's), loading while sending; on success the spec's toast and the
 * fields reset (those not changed since sending). Unlike the spec (silent), a failure says why and
 * keeps what was typed.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const { user } = useSession();
  const [values, setValues] = useState<Values>(() => startingValues(user));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const formId = useId();
  const send = useSendContactMessage();

  function showErrors(next: Partial<Values>) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) focusField(formId, first);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = ZContactBody.safeParse(values);
    if (!result.success) {
      const codes = fieldErrors(result.error);
      const next: Partial<Values> = {};
      for (const field of FIELDS) if (codes[field]) next[field] = message(codes[field]);
      showErrors(next);
      return;
    }
    const sent = values;
    send.mutate(result.data, {
      onSuccess: () => {
        toastSuccess(message('contactDelivered', { name: result.data.firstName }));
        setErrors({});
        // Only the fields still holding what was sent reset: anything typed while it was on its way stays.
        const start = startingValues(user);
        setValues((current) => {
          const next = { ...current };
          for (const field of FIELDS) if (current[field] === sent[field]) next[field] = start[field];
          return next;
        });
      },
      onError: (error) => {
        const fields = apiFieldErrors(error);
        const known: Partial<Values> = {};
        for (const field of FIELDS) if (fields[field]) known[field] = fields[field];
        if (Object.keys(known).length > 0) showErrors(known);
        else toastError(apiErrorText(error), t('contact.notSent'));
      },
    });
  }

  const register = (field: Field) => ({
    id: `${formId}-${field}`,
    value: values[field],
    required: true,
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    },
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={send.isPending}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('contact.firstName')} autoComplete="given-name" maxLength={CONTACT_NAME_MAX} {...register('firstName')} />
          <TextInput label={t('contact.lastName')} autoComplete="family-name" maxLength={CONTACT_NAME_MAX} {...register('lastName')} />
        </SimpleGrid>
        <TextInput label={t('contact.email')} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX} {...register('email')} />
        <Textarea
          label={t('contact.message')}
          rows={3}
          maxLength={CONTACT_MESSAGE_MAX}
          description={t('contact.messageCount', { count: values.message.length, max: CONTACT_MESSAGE_MAX })}
          {...register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} w={{ base: '100%', xs: 'auto' }}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
