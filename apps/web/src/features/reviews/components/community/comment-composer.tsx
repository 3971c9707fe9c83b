import { Button, Group, Textarea } from '@mantine/core';
import { COMMENT_MAX, type MessageCode } from '@suara/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { apiErrorText, apiFieldErrors, isApiError } from '../../../../lib/api-client';
import { useMessage } from '../../../../lib/messages';
import { useSignInFirst } from '../../../../lib/use-sign-in-first';

type CommentComposerProps = {
  placeholder: string;
  requiredCode: MessageCode;
  /** Sends the text; resolves once it is saved. */
  onSend: (body: string) => Promise<unknown>;
  autoFocus?: boolean;
};

/**
 * What stays in the box once `sent` is saved, whatever was typed while it was posting: the box
 * still holding exactly the text sent clears; text typed after it keeps only the new part; a box
 * changed in any other way (replaced, edited) is the rider's next text and stays as it is.
 */
function withoutSent(current: string, sent: string): string {
  if (current.startsWith(sent)) return current.slice(sent.length).trimStart();
  return current;
}

/**
 * 'Add a comment...' / 'Add a reply...' (spec §2): the text is required; after posting the box
 * clears (only of the text sent: see withoutSent), and a failed post keeps the text with the reason
 * under the box.
 */
export function CommentComposer({ placeholder, requiredCode, onSend, autoFocus }: CommentComposerProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const signInFirst = useSignInFirst();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signInFirst(() => {
      if (!text.trim()) {
        setError(message(requiredCode));
        return;
      }
      setSending(true);
      const sent = text;
      onSend(sent.trim())
        .then(() => {
          setText((current) => withoutSent(current, sent));
          setError(null);
        })
        .catch((cause: unknown) => setError(isApiError(cause) ? (apiFieldErrors(cause).body ?? apiErrorText(cause)) : apiErrorText(cause)))
        .finally(() => setSending(false));
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          aria-label={placeholder}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={COMMENT_MAX}
          value={text}
          error={error}
          autoFocus={autoFocus}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={sending}>
          {t('community.post')}
        </Button>
      </Group>
    </form>
  );
}
