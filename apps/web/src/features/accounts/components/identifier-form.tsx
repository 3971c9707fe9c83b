import { Button, Stack } from '@mantine/core';
import { firstErrorCode, ZIdentifier } from '@suara/domain';
import { useRef, useState, type FormEvent } from 'react';
import { UsernameInput } from '../../../components/username-input';
import { apiErrorText, isApiError } from '../../../lib/api-client';
import { useMessage } from '../../../lib/messages';

/** The 'USERNAME/EMAIL' field's state: what is typed, the message under it and the input itself. */
export function useIdentifierField() {
  const message = useMessage();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const focus = () => input.current?.focus();

  /** Show a failed call's text under the field (its own server message, else the error's) and focus it. */
  function fail(failure: unknown) {
    setError((isApiError(failure) && failure.fieldText('identifier')) || apiErrorText(failure));
    focus();
  }

  /** The identifier checked with the domain rules; null after showing the first broken rule under the field. */
  function parse(): string | null {
    const parsed = ZIdentifier.safeParse(value);
    if (parsed.success) return parsed.data;
    setError(message(firstErrorCode(parsed.error)));
    focus();
    return null;
  }

  return { value, setValue, error, setError, input, focus, fail, parse };
}

export type IdentifierField = ReturnType<typeof useIdentifierField>;

type IdentifierFormProps = {
  field: IdentifierField;
  label: string;
  submitLabel: string;
  /** Called with the checked identifier; a broken rule is shown under the field instead. */
  onSubmit: (identifier: string) => void;
  pending: boolean;
  /** Disable the submit button while the field is empty. */
  disableWhenEmpty?: boolean;
};

/**
 * The one-field form of sign-in and 'forgot password': username or e-mail, the error under it,
 * and a full-width submit button. Typing clears the error.
 */
export function IdentifierForm({ field, label, submitLabel, onSubmit, pending, disableWhenEmpty = false }: IdentifierFormProps) {
  const { input, value, setValue, error, setError, parse } = field;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const identifier = parse();
    if (identifier !== null) onSubmit(identifier);
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <UsernameInput
          ref={input}
          label={label}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          required
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={disableWhenEmpty ? value.trim() === '' : undefined}
          loading={pending}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
