import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMessage } from '../../../lib/messages';
import { toastSuccess } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/users-api';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import { UsernameInput } from '../../../components/username-input';

type ChangePasswordDialogProps = { opened: boolean; onClose: () => void };

/**
 * 'Change Password' (spec §2 "Settings"): 'Username or Email', 'Change password' (disabled while
 * empty) and cancel. Sends the reset e-mail; success toasts 'If an account exists, we have sent a
 * link…' (the server answers alike for any identifier, issue #16), a failure shows the shared error
 * toast (spec §8).
 */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [identifier, setIdentifier] = useState('');
  const request = useRequestPasswordReset();

  const close = () => {
    setIdentifier('');
    request.reset();
    onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = identifier.trim();
    if (!value) return;
    request.mutate(value, {
      onSuccess: () => {
        toastSuccess(message('resetLinkSentIfAccount'));
        close();
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('settings.changePasswordTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{t('settings.changePasswordIntro')}</Text>
          <UsernameInput
            label={t('settings.identifier')}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={identifier.trim() === ''} loading={request.isPending}>
              {t('settings.changePasswordSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
