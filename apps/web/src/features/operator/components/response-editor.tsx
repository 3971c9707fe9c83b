import { Button, Group, Textarea } from '@mantine/core';
import { RESPONSE_MAX } from '@suara/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { apiErrorText, apiFieldErrors } from '../../../lib/api-client';
import { fieldMessageText, useMessage } from '../../../lib/messages';

type ResponseEditorProps = {
  label: string;
  submitLabel: string;
  initial?: string;
  /** Saves the text; resolves once it is saved. */
  onSave: (body: string) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * The official response's text box (a new response or a correction): required, at most
 * RESPONSE_MAX characters with a counter; a refused save keeps the text with the reason under it.
 */
export function ResponseEditor({ label, submitLabel, initial = '', onSave, onCancel }: ResponseEditorProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(message('responseRequired'));
      return;
    }
    setSaving(true);
    onSave(text.trim())
      .then(() => {
        if (!initial) setText('');
        setError(null);
      })
      .catch((cause: unknown) => {
        const field = apiFieldErrors(cause).body;
        setError(field ? fieldMessageText(field) : apiErrorText(cause));
      })
      .finally(() => setSaving(false));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Textarea
        label={label}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={RESPONSE_MAX}
        value={text}
        error={error}
        description={t('operator.response.count', { count: text.length, max: RESPONSE_MAX })}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group gap="xs" mt="xs" justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
