import { Button, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { useSignInFirst } from '../../../../lib/use-sign-in-first';

type MeTooButtonProps = {
  count: number;
  /** The viewer said it already: pressing takes it back. */
  pressed: boolean;
  /**
   * The count without the button: for the review's author (it happened to them already) and on a
   * hidden review (only its author and administrators see it, and it takes no 'me too').
   */
  readOnly: boolean;
  onChange: (on: boolean) => void;
};

/**
 * 'This happened to me too' (issue #18): a toggle with the number of riders who said it; aria-pressed
 * marks the viewer's own. A visitor is asked to sign in.
 */
export function MeTooButton({ count, pressed, readOnly, onChange }: MeTooButtonProps) {
  const { t } = useTranslation();
  const signInFirst = useSignInFirst();
  if (readOnly) {
    return count > 0 ? (
      <Text size="sm" c="dimmed">
        {t('community.meTooCount', { count })}
      </Text>
    ) : null;
  }
  return (
    <Button
      variant={pressed ? 'light' : 'default'}
      size="sm"
      leftSection={<IconUsers size={18} aria-hidden="true" />}
      rightSection={
        <Text span size="sm" fw={600} aria-hidden="true">
          {count}
        </Text>
      }
      aria-pressed={pressed}
      aria-label={t('community.meTooButton', { count })}
      onClick={() => signInFirst(() => onChange(!pressed))}
    >
      {t('community.meToo')}
    </Button>
  );
}
