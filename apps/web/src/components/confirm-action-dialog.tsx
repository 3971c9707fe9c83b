import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { DIALOG_STYLES } from './dialog-styles';

type ConfirmActionDialogProps = {
  opened: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** A red button for what takes content away (hide). */
  danger?: boolean;
  /** Once it has closed: where focus goes when the button that opened it is gone with what it acted on. */
  onExited?: () => void;
};

/** Asks before an administrator's action (hide, dismiss, a status move); the body may hold a field. */
export function ConfirmActionDialog({ opened, title, body, confirmLabel, pending, onCancel, onConfirm, danger = false, onExited }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onCancel()}
      onExitTransitionEnd={onExited}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
      zIndex={400}
    >
      <Stack gap="md">
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
